import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

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

describe('the CA landing page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says its hero, sections, tasks and FAQ in Hindi, and back', async () => {
    await activateLanguage('hi');
    const router = createMemoryRouter([{ path: '/ca', element: <CaPage /> }], {
      initialEntries: ['/ca'],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'कैंपस एम्बेसडर' })).toBeInTheDocument();
    expect(document.title).toBe('कैंपस एम्बेसडर | Infinito 2025');
    expect(screen.getByText('प्रस्तुत करता है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आवेदन करें' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'CA पोर्टल के हिस्से' });
    expect(within(nav).getByRole('link', { name: 'सवाल-जवाब' })).toHaveAttribute('href', '#faq');
    expect(screen.getByRole('heading', { name: 'ज़िम्मेदारियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'फ़ायदे और इनाम' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Infinito 2025 - कैंपस एम्बेसडर: सवाल-जवाब' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'सवाल हों तो किससे संपर्क करें?' }));
    expect(screen.getByRole('region', { name: 'सवाल हों तो किससे संपर्क करें?' })).toHaveTextContent(
      'CA टीम को कॉल करें: CA कोऑर्डिनेटर, +91 00000 00001; CA को-कोऑर्डिनेटर, +91 00000 00002।',
    );

    await act(async () => {
      await activateLanguage('en');
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'CAMPUS AMBASSADOR' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perks & Rewards' })).toBeInTheDocument();
  });
});
