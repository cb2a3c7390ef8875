import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { render } from '@/test/render';

import { ROLE_GROUPS } from '../data';
import { initials } from './avatar';
import { TeamPage } from './team-page';

describe('the team page (/aboutUs)', () => {
  it('has the heading and the role groups of SPEC 2.6, each with cards', () => {
    render(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legacy 2024 Team' })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([
      'Overall Fest Coordinator',
      'Managing Lead',
      'Media & Public Relations',
      'Creatives & Design',
      'TV Team',
      'Sponsorship',
      'Events & Management',
      'Web Development',
      'Registration',
      'E-sports',
      'Hospitality',
    ]);
    const first = ROLE_GROUPS[0]?.members[0];
    const card = screen.getByText(first?.name ?? '').closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText(first?.position ?? '')).toBeInTheDocument();
  });

  it('draws initials when there is no photo', () => {
    expect(initials('Aarav Sinha')).toBe('AS');
    expect(initials('To be announced')).toBe('TA');
    expect(initials('Madonna')).toBe('M');
  });
});

describe('the team page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('names the groups and positions in Hindi, the people as they are, and back', async () => {
    await activateLanguage('hi');
    render(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legacy 2024 टीम' })).toBeInTheDocument();
    expect(document.title).toBe('टीम | Infinito 2025');
    expect(
      screen.getByText('वे छात्र जो फ़ेस्ट की योजना बनाते हैं, उसे तैयार करते हैं और चलाते हैं।'),
    ).toBeInTheDocument();
    const media = screen.getByRole('region', { name: 'मीडिया और पब्लिक रिलेशंस' });
    const card = within(media).getByText('Sneha Kumari').closest('li') as HTMLElement;
    expect(within(card).getByText('मीडिया और PR हेड')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'वेब डेवलपमेंट' })).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Legacy 2024 Team' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Media & Public Relations' })).toBeInTheDocument();
    expect(screen.getByText('Head, Media & PR')).toBeInTheDocument();
  });
});
