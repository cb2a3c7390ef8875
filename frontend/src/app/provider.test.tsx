import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, makeUser } from '@/test/fixtures';

import { SessionProvider } from './provider';
import { useSession, useSessionActions } from './session';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function Probe() {
  const session = useSession();
  const { signIn, signOut } = useSessionActions();
  return (
    <>
      <p data-testid="session">
        {session.status === 'authenticated' ? `in as ${session.user.username}` : session.status}
      </p>
      <button
        type="button"
        onClick={() => {
          signIn('new-token', makeUser({ username: 'ravi' }));
        }}
      >
        sign in
      </button>
      <button type="button" onClick={signOut}>
        sign out
      </button>
    </>
  );
}

const shown = () => screen.getByTestId('session').textContent;

describe('the session', () => {
  it('starts signed out, without a call, when no token is stored', () => {
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(shown()).toBe('anonymous');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores a stored token with GET /user/me, loading until it answers', async () => {
    localStorage.setItem('token', 'tok');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(shown()).toBe('loading');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');

    await act(async () => {
      answer(jsonResponse({ success: true, user: makeUser({ username: 'asha' }) }));
      await Promise.resolve();
    });
    expect(await screen.findByText('in as asha')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('clears the session when the current-user call fails', async () => {
    localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Unauthorized' }, 401));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the session on a network failure too', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the token and the user on signIn and forgets both on signOut', () => {
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(shown()).toBe('in as ravi');
    expect(localStorage.getItem('token')).toBe('new-token');
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(shown()).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
