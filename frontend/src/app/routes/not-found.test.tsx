import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import { routerOptions, routes } from '../routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the not-found page', () => {
  it.each(['/gallery', '/update', '/some/client/route'])('answers %s', async (path) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found...' }),
    ).toBeInTheDocument();
  });

  it('offers navigation back into the site', async () => {
    renderAt('/nowhere');
    const nav = await screen.findByRole('navigation', { name: 'Page not found' });
    expect(within(nav).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/event/ins');
    // ... and keeps the shared navigation bar around it.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
