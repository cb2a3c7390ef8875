import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { JsonTree } from './json-tree';
import { JsonViewer } from './json-viewer-page';

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
});

const registrations = {
  success: true,
  registrations: [
    {
      _id: 'r1',
      paymentStatus: 'paid',
      userId: { username: 'asha', email: 'asha@example.org' },
      members: 13,
      fee: 6500.5,
      coach: null,
      verified: true,
    },
  ],
};

function renderViewer(path: string) {
  const view = render(<JsonViewer path={path} />);
  return { ...view, user: userEvent.setup() };
}

describe('the JSON viewer', () => {
  it('shows the request path, Loading..., then the answer as a tree collapsed to depth 1', async () => {
    api.on('GET', '/events/football/registrations', () => jsonResponse(registrations));
    const { user } = renderViewer('/events/football/registrations');
    expect(
      screen.getByRole('heading', { name: 'JSON Viewer: /events/football/registrations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const root = await screen.findByRole('button', { name: 'response' });
    expect(root).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('"success"')).toBeInTheDocument();
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    const list = screen.getByRole('button', { name: '"registrations":' });
    expect(list).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('"paymentStatus"')).not.toBeInTheDocument();

    await user.click(list);
    expect(list).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('button', { name: '0:' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(screen.getByText('"paid"')).toBeInTheDocument();
    expect(screen.getByText('7 items')).toBeInTheDocument();
    // Data type labels.
    const item = (key: string) => screen.getByText(`"${key}"`).closest('li') as HTMLElement;
    expect(within(item('paymentStatus')).getByText('string')).toBeInTheDocument();
    expect(within(item('members')).getByText('int')).toBeInTheDocument();
    expect(within(item('fee')).getByText('float')).toBeInTheDocument();
    expect(within(item('coach')).getAllByText('null')).toHaveLength(2);
    expect(within(item('verified')).getByText('bool')).toBeInTheDocument();
    expect(within(item('userId')).getByText('object')).toBeInTheDocument();

    await user.click(list);
    expect(screen.queryByText('"paid"')).not.toBeInTheDocument();
  });

  it('copies a node as JSON with an indent of 2', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<JsonTree data={{ a: { b: 1 } }} label="response" />);
    await user.click(screen.getByRole('button', { name: 'Copy response.a' }));
    expect(writeText).toHaveBeenCalledWith('{\n  "b": 1\n}');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('shows the server message in red, else Something went wrong', async () => {
    api.on('GET', '/events/all-registrations', () =>
      jsonResponse({ message: 'Forbidden here' }, 403),
    );
    renderViewer('/events/all-registrations');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Forbidden here');
    expect(error).toHaveClass('json-viewer__error');
  });

  it('falls back to Something went wrong', async () => {
    api.on('GET', '/events/my-registrations', () => new Response('oops', { status: 500 }));
    renderViewer('/events/my-registrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('loads again when the path changes', async () => {
    api.on('GET', '/events/football/registrations', () => jsonResponse({ event: 'football' }));
    api.on('GET', '/events/chess/registrations', () => jsonResponse({ event: 'chess' }));
    const { rerender } = renderViewer('/events/football/registrations');
    expect(await screen.findByText('"football"')).toBeInTheDocument();
    rerender(<JsonViewer path="/events/chess/registrations" />);
    expect(screen.getByRole('heading')).toHaveTextContent(
      'JSON Viewer: /events/chess/registrations',
    );
    expect(await screen.findByText('"chess"')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });
});

describe('the JSON viewer routes', () => {
  function renderAt(path: string, role: 'user' | 'moderator' | 'admin' = 'admin') {
    localStorage.setItem('token', 'token-1');
    api.on('GET', '/user/me', () => jsonResponse({ user: makeUser({ role }) }));
    const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return router;
  }

  it('asks /events/{event}/registrations for /events/response/:event', async () => {
    api.on('GET', '/events/cricket/registrations', () => jsonResponse({ registrations: [] }));
    renderAt('/events/response/cricket', 'moderator');
    expect(
      await screen.findByRole('heading', { name: 'JSON Viewer: /events/cricket/registrations' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('0 items')).toBeInTheDocument();
  });

  it('says No event specified without an event', async () => {
    renderAt('/events/response');
    expect(await screen.findByText('No event specified')).toBeInTheDocument();
  });

  it('asks /events/all-registrations and /events/my-registrations', async () => {
    api.on('GET', '/events/all-registrations', () => jsonResponse({ registrations: {} }));
    renderAt('/events/all-responses');
    expect(
      await screen.findByRole('heading', { name: 'JSON Viewer: /events/all-registrations' }),
    ).toBeInTheDocument();
  });

  it('lets any signed-in user see their own registrations, but not everyone else’s', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.on('GET', '/events/my-registrations', () => jsonResponse({ registrations: [] }));
    const router = renderAt('/events/my-responses', 'user');
    expect(
      await screen.findByRole('heading', { name: 'JSON Viewer: /events/my-registrations' }),
    ).toBeInTheDocument();
    await router.navigate('/events/all-responses');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(alert).toHaveBeenCalledWith('You are not authorized to access this page!!');
  });
});

describe('the JSON viewer in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('heads, sizes and copies the answer in Hindi, the answer as it is, and back', async () => {
    api.on('GET', '/events/football/registrations', () => jsonResponse(registrations));
    await activateLanguage('hi');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { user } = renderViewer('/events/football/registrations');
    expect(
      screen.getByRole('heading', { name: 'JSON व्यूअर: /events/football/registrations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है...');
    expect(await screen.findByRole('button', { name: 'जवाब' })).toBeInTheDocument();
    expect(screen.getByText('2 आइटम')).toBeInTheDocument();
    expect(screen.getByText('"success"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'जवाब.success कॉपी करें' }));
    expect(await screen.findByText('कॉपी हो गया')).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading')).toHaveTextContent(
      'JSON Viewer: /events/football/registrations',
    );
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it("falls back to its own failure text in Hindi, and shows the server's as it comes", async () => {
    api.on('GET', '/events/my-registrations', () => new Response('oops', { status: 500 }));
    api.on('GET', '/events/all-registrations', () =>
      jsonResponse({ message: 'Forbidden here' }, 403),
    );
    await activateLanguage('hi');
    const { rerender } = renderViewer('/events/my-registrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई');
    rerender(<JsonViewer path="/events/all-registrations" />);
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Forbidden here');
    });
  });

  it('says No event specified in Hindi', async () => {
    localStorage.setItem('token', 'token-1');
    api.on('GET', '/user/me', () => jsonResponse({ user: makeUser({ role: 'admin' }) }));
    await activateLanguage('hi');
    const router = createMemoryRouter(routes, {
      ...routerOptions,
      initialEntries: ['/events/response'],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByText('कोई इवेंट नहीं बताया गया')).toBeInTheDocument();
  });
});
