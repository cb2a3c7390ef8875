import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
