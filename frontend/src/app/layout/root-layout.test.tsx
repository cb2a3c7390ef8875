import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import { routerOptions, routes } from '../routes';
import { TAGLINE } from './site-footer';

describe('the app shell on /', () => {
  it('shows the fest heading, the navigation bar and the footer tagline', async () => {
    render(
      <RouterProvider
        router={createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/'] })}
      />,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Infinito 2025' }),
    ).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Events', '/event/ins'],
      ['CA Portal', '/ca'],
      ['Team', '/aboutUs'],
      ['Sponsors', '/sponsor'],
      ['Merch', '/merch'],
      ['Login', '/auth'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('contentinfo')).toHaveTextContent(TAGLINE);
  });
});
