import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import { routerOptions, routes } from '../routes';

describe('the footer', () => {
  it('has the useful links, five social profiles, the contact details and the copyright', () => {
    render(
      <RouterProvider
        router={createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/'] })}
      />,
    );
    const footer = screen.getByRole('contentinfo');

    const useful = within(footer).getByRole('navigation', { name: 'Useful links' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Events', '/event/ins'],
      ['Our Merchandise', '/merch'],
      ['Our Team', '/aboutUs'],
      ['Grievance officer', '/grievance'],
    ]);

    for (const network of ['Facebook', 'X', 'LinkedIn', 'Instagram', 'YouTube']) {
      const link = within(footer).getByRole('link', {
        name: `Infinito on ${network} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const contact = within(footer).getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent(/Bihta, Patna, Bihar/);
    expect(within(contact).getByRole('link', { name: /^\+91/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d+$/),
    );
    expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(footer).toHaveTextContent('© 2025 Infinito');
    expect(footer).toHaveTextContent(
      'Everyone has the FIRE but the CHAMPIONS know when to ignite the spark.',
    );
  });
});
