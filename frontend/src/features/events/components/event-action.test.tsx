import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { ListedEvent } from '@/lib/api-types';
import { render } from '@/test/render';

import { EventAction } from './event-action';

type Shown = Pick<
  ListedEvent,
  'title' | 'isRegistrationOpen' | 'registrationRoute' | 'rulebookUrl' | 'deadlinePassed'
> &
  Partial<Pick<ListedEvent, 'placesLeft'>>;

const football: Shown = {
  title: 'Football',
  isRegistrationOpen: true,
  registrationRoute: '/events/football',
  rulebookUrl: '/rulebook/football',
  deadlinePassed: false,
};
const bgmi: Shown = {
  title: 'BGMI',
  isRegistrationOpen: false,
  registrationRoute: '/events/bgmi',
  rulebookUrl: '/api/v1/events/bgmi/rulebook.pdf',
  deadlinePassed: false,
};

function renderAction(event: Shown, registered: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <EventAction event={event} registered={registered} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the event panel action (SPEC 4)', () => {
  it('offers Register Now, a link to the wizard, while registration is open', () => {
    renderAction(football, false);
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/events/football',
    );
    expect(screen.queryByText('Registrations Opening Soon')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Already Applied' })).not.toBeInTheDocument();
  });

  it('offers Join the waiting list, a link to the same wizard, when no place is left', () => {
    renderAction({ ...football, placesLeft: 0 }, false);
    expect(screen.getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute(
      'href',
      '/events/football',
    );
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();

    renderAction({ ...football, placesLeft: 3 }, false);
    expect(screen.getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
  });

  it('says Registrations Opening Soon, with nothing to press, while it is closed', () => {
    renderAction(bgmi, false);
    const soon = screen.getByText('Registrations Opening Soon');
    expect(soon.closest('a, button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('shows a disabled Already Applied once the user registered, open or not', () => {
    renderAction(football, true);
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();

    renderAction(bgmi, true);
    expect(screen.getAllByRole('button', { name: 'Already Applied' })).toHaveLength(2);
  });

  it('says Registrations closed, disabled, once the deadline has passed, open or not', () => {
    renderAction({ ...football, deadlinePassed: true }, false);
    expect(screen.getByRole('button', { name: 'Registrations closed' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(screen.queryByText('Registrations Opening Soon')).not.toBeInTheDocument();

    renderAction({ ...bgmi, deadlinePassed: true }, false);
    expect(screen.getAllByRole('button', { name: 'Registrations closed' })).toHaveLength(2);
    expect(screen.queryByText('Registrations Opening Soon')).not.toBeInTheDocument();
  });

  it('still says Already Applied after the deadline to a user who registered', () => {
    renderAction({ ...football, deadlinePassed: true }, true);
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Registrations closed' })).not.toBeInTheDocument();
  });

  it('links the printable rulebook page in a new tab', () => {
    renderAction(football, false);
    const rulebook = screen.getByRole('link', { name: /^View Rulebook/ });
    expect(rulebook).toHaveAttribute('href', '/rulebook/football');
    expect(rulebook).toHaveAttribute('target', '_blank');
    expect(rulebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the uploaded rulebook file too, whether registration is open or not', () => {
    renderAction(bgmi, true);
    const rulebook = screen.getByRole('link', { name: /View Rulebook/ });
    expect(rulebook).toHaveAttribute('href', '/api/v1/events/bgmi/rulebook.pdf');
    expect(rulebook).toHaveAttribute('target', '_blank');
    expect(rulebook).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
