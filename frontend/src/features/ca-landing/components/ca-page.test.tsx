import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import { CaPage } from './ca-page';

describe('the CA landing page', () => {
  it('has the hero, the sections and the texts of SPEC 2.9', () => {
    const router = createMemoryRouter([{ path: '/ca', element: <CaPage /> }], {
      initialEntries: ['/ca'],
    });
    const { container } = render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'CAMPUS AMBASSADOR' }),
    ).toBeInTheDocument();
    expect(screen.getByText('presents')).toBeInTheDocument();
    for (const id of ['caportal', 'about', 'tasks', 'faq', 'contact']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Why CA' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Responsibilities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perks & Rewards' })).toBeInTheDocument();
    expect(
      screen.getByText('Letter of recommendation and recognition for top CAs'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Infinito 2025 - Campus Ambassador FAQ' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Campus Ambassador | Infinito 2025');
  });
});
