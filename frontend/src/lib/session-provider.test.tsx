import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { readSavedPasses, savePasses } from '@/lib/saved-passes';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { useSession, useSessionActions } from './session';
import { SessionProvider } from './session-provider';

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
});

function Probe() {
  const session = useSession();
  const { signIn, signOut } = useSessionActions();
  return (
    <>
      <p data-testid="session">
        {session.status === 'authenticated'
          ? `in as ${session.user.username}`
          : session.status === 'anonymous' && session.signedOut
            ? 'anonymous (signed out)'
            : session.status}
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
    expect(api.calls).toHaveLength(0);
  });

  it('restores a stored token with GET /user/me, loading until it answers', async () => {
    localStorage.setItem('token', 'tok');
    let answer: (response: Response) => void = () => undefined;
    api.on(
      'GET',
      '/user/me',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(shown()).toBe('loading');
    await vi.waitFor(() => {
      expect(api.calls).toHaveLength(1);
    });
    const [call] = api.calls;
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe('/user/me');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok');

    await act(async () => {
      answer(jsonResponse({ success: true, user: makeUser({ username: 'asha' }) }));
      await Promise.resolve();
    });
    expect(await screen.findByText('in as asha')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('clears the session when the current-user call fails', async () => {
    localStorage.setItem('token', 'expired');
    api.on('GET', '/user/me', () => jsonResponse({ success: false, message: 'Unauthorized' }, 401));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the session on a network failure when no user is kept for the token', async () => {
    localStorage.setItem('token', 'tok');
    api.on('GET', '/user/me', () => HttpResponse.error());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('with no network, is the user last confirmed for the token; the check is made again online', async () => {
    localStorage.setItem('token', 'tok');
    let answer: 'network' | 'user' | 'refused' = 'user';
    api.on('GET', '/user/me', () =>
      answer === 'network'
        ? HttpResponse.error()
        : answer === 'user'
          ? { success: true, user: makeUser({ username: 'asha' }) }
          : jsonResponse({ success: false, message: 'Please log in again.' }, 401),
    );
    const first = render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('in as asha')).toBeInTheDocument();
    first.unmount();

    // The next start has no network: the kept user, and the token stays.
    answer = 'network';
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('in as asha')).toBeInTheDocument();
    expect(api.callsTo('GET', '/user/me')).toHaveLength(2);
    expect(localStorage.getItem('token')).toBe('tok');

    // Back online, the check is made again; the server has ended the session meanwhile: the token and
    // the kept user leave the device (SPEC 8: a 401 removes the token).
    answer = 'refused';
    act(() => {
      onlineManager.setOnline(false);
    });
    act(() => {
      onlineManager.setOnline(true);
    });
    await vi.waitFor(() => {
      expect(api.callsTo('GET', '/user/me')).toHaveLength(3);
    });
    await vi.waitFor(() => {
      expect(localStorage.getItem('token')).toBeNull();
    });
    expect(localStorage.getItem('session-user')).toBeNull();
  });

  it('keeps no user for another token', async () => {
    localStorage.setItem('token', 'other-token');
    localStorage.setItem(
      'session-user',
      JSON.stringify({ token: 'tok', user: makeUser({ username: 'asha' }) }),
    );
    api.on('GET', '/user/me', () => HttpResponse.error());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
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
    // Signed out by the visitor: a guarded page sends them to /auth without 'Please Login First!!'.
    expect(shown()).toBe('anonymous (signed out)');
    expect(localStorage.getItem('token')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(shown()).toBe('in as ravi');
  });

  it('forgets the passes saved on the device on signOut, and only on signOut', async () => {
    localStorage.setItem('token', 'tok');
    api.on('GET', '/user/me', () => HttpResponse.error());
    const saved = { success: true, passes: [] };
    savePasses('user-ravi', saved);
    savePasses('user-asha', saved);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    // A session dropped because the start-up check could not reach the server keeps them.
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(readSavedPasses('user-ravi')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(readSavedPasses('user-ravi')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(shown()).toBe('anonymous (signed out)');
    await vi.waitFor(() => {
      expect(readSavedPasses('user-ravi')).toBeNull();
    });
    expect(readSavedPasses('user-asha')).toBeNull();
  });
});
