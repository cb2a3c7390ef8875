import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalogue, EventInfo } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadShared, type Shared } from '@/lib/wasm';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi } from '@/test/server';

import { PASTE } from '../lib/messages';
import { TeamWizard } from './team-wizard';

let shared: Shared;
let catalogue: Catalogue;

const eventOf = (id: string): EventInfo => {
  const event = catalogue.events.find((e) => e.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};

beforeAll(async () => {
  shared = await loadShared();
  catalogue = shared.catalogue();
});

beforeEach(() => {
  fakeApi(({ method, path }) =>
    `${method} ${path}` === 'GET /config'
      ? jsonResponse({ googleClientId: null, payments: 'sandbox', razorpayKeyId: null })
      : jsonResponse({ message: `no handler for ${method} ${path}` }, 404),
  );
});

/** The wizard of `id` on its team step. */
async function onTeamStep(id = 'cricket') {
  const event = eventOf(id);
  const router = createMemoryRouter(
    [
      {
        path: '/events/:slug',
        element: <TeamWizard shared={shared} event={event} referralCode="" />,
      },
    ],
    { initialEntries: [event.registrationRoute] },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  fireEvent.change(screen.getByLabelText('College'), {
    target: { value: 'Indian Institute of Technology Patna' },
  });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Step 2 of 4: Team Roster')).toBeInTheDocument();
  return user;
}

/** The fieldset whose legend reads `name` (a DOM lookup: role queries are slow on whole rosters). */
function group(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll('fieldset')).find(
    (fieldset) => fieldset.querySelector('legend')?.textContent.trim() === name,
  );
  if (!found) throw new Error(`no fieldset ${name}`);
  return found;
}

/** Person `n`'s line (distinct e-mail, phone and Aadhaar), its values joined by `separator`. */
function line(n: number, separator: string, phone = `+91 98765 ${String(n).padStart(5, '0')}`) {
  return [
    `Player ${String.fromCharCode(64 + n)}`,
    `p${String(n)}@example.org`,
    phone,
    `5678 1234 ${String(n).padStart(4, '0')}`,
  ].join(separator);
}

/** Opens 'Paste a roster', puts `text` in it and fills the roster. */
async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByText(PASTE.title).closest('details');
  if (!box) throw new Error('no Paste a roster');
  if (!box.open) await user.click(screen.getByText(PASTE.title));
  fireEvent.change(screen.getByLabelText(PASTE.label), { target: { value: text } });
  await user.click(screen.getByRole('button', { name: PASTE.fill }));
}

// Whole rosters are drawn: slow on a busy 2-core machine.
describe('pasting a roster', { timeout: 30_000 }, () => {
  it('fills a cricket roster from a spreadsheet in role order and moves on', async () => {
    const user = await onTeamStep();
    const box = screen.getByText(PASTE.title).closest('details');
    expect(box).not.toHaveAttribute('open');
    expect(
      screen.getByText(
        /^One person per line: Name, Email, Phone, Aadhaar, College ID \(Optional\), Playing role \(Optional\)/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Up to 20 people fill the roster in order \(Captain, Vice-Captain, Player\)/,
      ),
    ).toBeInTheDocument();

    const rows = Array.from({ length: 16 }, (_, i) => line(i + 1, '\t'));
    await paste(user, ['Name\tEmail\tPhone\tAadhaar', ...rows].join('\r\n'));
    expect(screen.getByRole('status')).toHaveTextContent('Filled in 16 people.');

    const captain = within(group('Captain #1 (Required)'));
    expect(captain.getByLabelText('Full Name')).toHaveValue('Player A');
    expect(captain.getByLabelText('Phone Number')).toHaveValue('9876500001');
    expect(captain.getByLabelText('Aadhaar Number')).toHaveValue('567812340001');
    expect(within(group('Vice-Captain #1 (Required)')).getByLabelText('Email')).toHaveValue(
      'p2@example.org',
    );
    expect(within(group('Player #14 (Optional)')).getByLabelText('Full Name')).toHaveValue(
      'Player P',
    );
    expect(screen.queryByRole('group', { name: 'Player #15 (Optional)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 4: Coach Details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('region', { name: 'Registration Summary & Payment' });
    expect(within(summary).getByText('Total Members').nextElementSibling).toHaveTextContent('16');
  });

  it('reports each line the rules refuse at its line, and highlights the field', async () => {
    const user = await onTeamStep();
    const rows = [
      'Name,Email,Phone,Aadhaar',
      line(1, ','),
      line(2, ','),
      line(3, ',', '12345'),
      'Only,three,values',
      ...Array.from({ length: 19 }, (_, i) => line(i + 4, ',')),
    ];
    await paste(user, rows.join('\n'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Filled in 20 people.');
    expect(status).toHaveTextContent(PASTE.check);
    const problems = within(status)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'Line 4: Enter a valid 10-digit phone number for Player #1',
      'Line 5: 3 values found; a line holds name, email, phone and Aadhaar, then college ID and playing role if you have them, separated by commas or tabs.',
      'Line 23: not added, the roster is full (20 people at most).',
      'Line 24: not added, the roster is full (20 people at most).',
    ]);

    // The field itself shows the message, and the line's problem takes the focus there.
    const phone = within(group('Player #1 (Required)')).getByLabelText('Phone Number');
    expect(phone).toHaveValue('12345');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a valid 10-digit phone number for Player #1');
    await user.click(
      within(status).getByRole('button', {
        name: 'Line 4: Enter a valid 10-digit phone number for Player #1',
      }),
    );
    expect(phone).toHaveFocus();

    // Corrected, the field's message goes.
    fireEvent.change(phone, { target: { value: '9876500003' } });
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('reads an uploaded CSV file with the same rules', async () => {
    const user = await onTeamStep('chess');
    await user.click(screen.getByText(PASTE.title));
    const csv = `"Name","Email","Phone","Aadhaar"\r\n${line(1, ',')}\r\n"Ravi Rao",ravi@example.org,09876543211,123412341235\r\n`;
    const file = new File([csv], 'team.csv', { type: 'text/csv' });
    const input = screen.getByLabelText(PASTE.upload);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await user.upload(input, file);
    expect(await screen.findByText('Filled in 2 people.')).toBeInTheDocument();
    // The file's lines are shown to be corrected (a text area's lines end in \n).
    expect(screen.getByLabelText(PASTE.label)).toHaveValue(csv.replaceAll('\r\n', '\n'));
    expect(within(group('Captain #1 (Required)')).getByLabelText('Full Name')).toHaveValue(
      'Player A',
    );
    expect(within(group('Player #1 (Required)')).getByLabelText('Phone Number')).toHaveValue(
      '9876543211',
    );
  });

  it('leaves the roster as it is when no one could be read', async () => {
    const user = await onTeamStep('chess');
    const name = within(group('Captain #1 (Required)')).getByLabelText('Full Name');
    fireEvent.change(name, { target: { value: 'Asha Rao' } });
    await paste(user, 'Name,Email,Phone,Aadhaar\nnot a person');
    expect(screen.getByRole('status')).toHaveTextContent(PASTE.nobody);
    expect(screen.getByRole('status')).toHaveTextContent('Line 2: 1 value found');
    expect(name).toHaveValue('Asha Rao');
  });

  it("shows cricket's playing roles by their labels and keeps the stored value", async () => {
    const user = await onTeamStep();
    const role = within(group('Captain #1 (Required)')).getByLabelText('Playing Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]),
    ).toEqual([
      ['Batsman', 'batsman'],
      ['Bowler', 'bowler'],
      ['All-rounder', 'all-rounder'],
      ['Wicket-keeper', 'wicket-keeper'],
    ]);
    expect(role).toHaveValue('batsman');

    // A pasted role is matched ignoring case, spaces and hyphens.
    await paste(
      user,
      [
        `${line(1, ',')},2101CS01,Wicket Keeper`,
        `${line(2, ',')},ALL ROUNDER`,
        `${line(3, ',')},,spinner`,
      ].join('\n'),
    );
    expect(within(group('Captain #1 (Required)')).getByLabelText('Playing Role')).toHaveValue(
      'wicket-keeper',
    );
    expect(
      within(group('Captain #1 (Required)')).getByLabelText('College ID (Optional)'),
    ).toHaveValue('2101CS01');
    expect(within(group('Vice-Captain #1 (Required)')).getByLabelText('Playing Role')).toHaveValue(
      'all-rounder',
    );
    // A role the event does not know is shown as pasted, and reported at its line.
    const unknown = within(group('Player #1 (Required)')).getByLabelText('Playing Role');
    expect(unknown).toHaveValue('spinner');
    expect(unknown).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Line 3: Choose a valid role (batsman, bowler, all-rounder, wicket-keeper) for Player #1',
    );
    fireEvent.change(unknown, { target: { value: 'bowler' } });
    expect(unknown).toHaveValue('bowler');
    expect(unknown).not.toHaveAttribute('aria-invalid');
  });
});
