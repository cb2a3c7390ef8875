import { screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { render } from '@/test/render';

import { errorText, RouteError } from './route-error';

function renderThrowing(loader: () => never) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        loader,
        element: <p>never</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the router error page', () => {
  it('shows the title and the text of a thrown error', async () => {
    renderThrowing(() => {
      throw new Error('the loader broke');
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('the loader broke')).toBeInTheDocument();
  });

  it('shows the status of a thrown response', async () => {
    renderThrowing(() => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- what loaders do
      throw data('no such event', { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByText('404 Not Found: no such event')).toBeInTheDocument();
  });

  it('describes other values', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('plain')).toBe('plain');
    expect(errorText(42)).toBe('Unknown error');
  });
});
