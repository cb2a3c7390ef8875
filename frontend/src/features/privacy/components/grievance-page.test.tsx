import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { GrievanceOfficerResponse } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { SessionContext, type Session } from '@/lib/session';
import { loadShared } from '@/lib/wasm';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { GrievancePage } from './grievance-page';

const OFFICER: GrievanceOfficerResponse = {
  success: true,
  name: 'Dr. Meera Sinha',
  email: 'grievance@infinito.example',
  address: 'Student Affairs Office\nIIT Patna, Bihta, Patna 801106',
  responseDays: 90,
};

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  api.on('GET', '/grievance-officer', () => OFFICER);
});

function renderPage(session: Session = { status: 'anonymous' }) {
  const router = createMemoryRouter([{ path: '/grievance', element: <GrievancePage /> }], {
    initialEntries: ['/grievance'],
  });
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { user: userEvent.setup() };
}

const form = () => screen.getByRole('region', { name: 'Write to us' });
const nameField = () => within(form()).getByRole('textbox', { name: 'Your name' });
const emailField = () => within(form()).getByRole('textbox', { name: 'Your e-mail' });
const kindField = () => within(form()).getByRole('combobox', { name: 'What is it about?' });
const messageField = () => within(form()).getByRole('textbox', { name: 'Your grievance' });
const send = () => within(form()).getByRole('button', { name: 'Send grievance' });

/** The form filled in as Asha would, about erasing her data. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), 'Asha Ravi');
  await user.type(emailField(), 'asha@example.org');
  await user.selectOptions(kindField(), 'Erase my data');
  await user.type(messageField(), "Please erase my team's data.");
}

describe('the grievance officer page', () => {
  it('says it is loading, then shows who to contact and within how many days they answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    api.on(
      'GET',
      '/grievance-officer',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grievance officer' }),
    ).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Who to contact' });
    expect(await within(contact).findByRole('status')).toHaveTextContent(
      'Loading the grievance officer’s details...',
    );
    answer(jsonResponse(OFFICER));

    expect(await within(contact).findByText('Dr. Meera Sinha')).toBeInTheDocument();
    expect(
      within(contact).getByRole('link', { name: 'grievance@infinito.example' }),
    ).toHaveAttribute('href', 'mailto:grievance@infinito.example');
    expect(contact).toHaveTextContent('IIT Patna, Bihta, Patna 801106');
    expect(contact).toHaveTextContent('We answer every grievance within 90 days.');
    expect(within(contact).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows only the e-mail address when the officer has no name or address', async () => {
    api.on('GET', '/grievance-officer', () => ({ ...OFFICER, name: null, address: null }));
    renderPage();
    const contact = screen.getByRole('region', { name: 'Who to contact' });
    expect(await within(contact).findByRole('link', { name: /grievance@/ })).toBeInTheDocument();
    expect(within(contact).queryByText('Name')).not.toBeInTheDocument();
    expect(within(contact).queryByText('Address')).not.toBeInTheDocument();
  });

  it('offers the choices of the shared rules and counts the characters of the grievance', async () => {
    const shared = await loadShared();
    const { user } = renderPage();
    const choices = within(kindField())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(choices).toEqual(['Choose one', ...shared.grievanceOptions().kinds.map((k) => k.label)]);
    expect(messageField()).toHaveAccessibleDescription(/0 of 5,000 characters/);
    await user.type(messageField(), 'Hello');
    expect(messageField()).toHaveAccessibleDescription(/5 of 5,000 characters/);
  });

  it("refuses an empty form with the shared rules' messages at their fields, sending nothing", async () => {
    const shared = await loadShared();
    const expected = shared.validateGrievance({ name: '', email: '', kind: '', message: '' });
    const { user } = renderPage();
    await user.click(send());

    await waitFor(() => {
      expect(nameField()).toHaveFocus();
    });
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Enter your name.');
    expect(emailField()).toHaveAccessibleDescription(expected.errors.email?.[0] ?? 'missing');
    expect(kindField()).toHaveAccessibleDescription('Choose what your grievance is about.');
    expect(messageField()).toHaveAccessibleDescription(/Describe your grievance\./);
    expect(api.callsTo('POST', '/grievances')).toHaveLength(0);

    // Editing a field forgets its message.
    await user.type(nameField(), 'Asha');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the grievance and shows its reference, where and by when it is answered', async () => {
    api.on('POST', '/grievances', () =>
      jsonResponse(
        { success: true, reference: 'GRV-7K3Q9M', dueOn: '2027-02-25', email: 'asha@example.org' },
        201,
      ),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(send());

    const sent = await within(form()).findByRole('status');
    expect(sent).toHaveTextContent(
      'Your grievance GRV-7K3Q9M is received. We will answer you at asha@example.org by 25 February 2027.',
    );
    expect(within(sent).getByRole('heading', { name: 'Thank you' })).toHaveFocus();
    expect(
      within(form()).queryByRole('button', { name: 'Send grievance' }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/grievances').map((c) => c.body)).toEqual([
      {
        name: 'Asha Ravi',
        email: 'asha@example.org',
        kind: 'erasure',
        message: "Please erase my team's data.",
      },
    ]);
  });

  it("shows the server's refusal (422) at its field, and focuses it", async () => {
    api.on('POST', '/grievances', () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { email: ['This address cannot receive e-mail.'] },
        },
        422,
      ),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(send());

    await waitFor(() => {
      expect(emailField()).toHaveFocus();
    });
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('This address cannot receive e-mail.');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('says why when the server refuses for another reason (too many sent)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST', '/grievances', () =>
      jsonResponse(
        { success: false, message: 'Too many grievances from here. Please try again later.' },
        429,
      ),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(send());

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Too many grievances from here. Please try again later.');
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(nameField()).toHaveValue('Asha Ravi');
  });

  it('fills in the name and e-mail of a signed-in person', () => {
    const asha = makeUser({ fullname: 'Asha Kumari', email: 'asha.k@example.org' });
    renderPage({ status: 'authenticated', user: asha });
    expect(nameField()).toHaveValue('Asha Kumari');
    expect(emailField()).toHaveValue('asha.k@example.org');
    expect(kindField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
  });

  it('waits for the session before showing the form', () => {
    renderPage({ status: 'loading' });
    expect(within(form()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(form()).getByRole('status')).toHaveTextContent('Loading the form...');
  });
});

describe('the grievance officer page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows who to contact, the form and its choices in Hindi, and English again', async () => {
    await activateLanguage('hi');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'किससे संपर्क करें' });
    expect(await within(contact).findByText('Dr. Meera Sinha')).toBeInTheDocument();
    expect(within(contact).getByText('नाम')).toBeInTheDocument();
    expect(contact).toHaveTextContent('हम हर शिकायत का जवाब 90 दिन के अंदर देते हैं।');

    const hindiForm = screen.getByRole('region', { name: 'हमें लिखें' });
    expect(within(hindiForm).getByRole('textbox', { name: 'आपका नाम' })).toBeInTheDocument();
    const kind = await within(hindiForm).findByRole('combobox', { name: 'यह किस बारे में है?' });
    // The shared rules' choices in their own catalogue's Hindi; their values stay the rules' ids.
    expect(within(kind).getByRole('option', { name: 'एक चुनें' })).toHaveValue('');
    expect(within(kind).getByRole('option', { name: 'मेरी जानकारी मिटाना' })).toHaveValue('erasure');
    expect(within(hindiForm).getByRole('button', { name: 'शिकायत भेजें' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grievance officer' }),
    ).toBeInTheDocument();
    expect(send()).toBeInTheDocument();
    expect(within(kindField()).getByRole('option', { name: 'Erase my data' })).toBeInTheDocument();
  });

  it('says in Hindi when the answer is due, and when the officer cannot be loaded', async () => {
    api.on('GET', '/grievance-officer', () =>
      jsonResponse({ success: false, message: 'Database unavailable' }, 503),
    );
    api.on('POST', '/grievances', () =>
      jsonResponse(
        { success: true, reference: 'GRV-7K3Q9M', dueOn: '2027-02-25', email: 'asha@example.org' },
        201,
      ),
    );
    await activateLanguage('hi');
    const { user } = renderPage();
    const contact = screen.getByRole('region', { name: 'किससे संपर्क करें' });
    const alert = await within(contact).findByRole('alert');
    expect(alert).toHaveTextContent(
      'शिकायत अधिकारी की जानकारी लोड नहीं हो सकी: Database unavailable',
    );
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();

    const hindiForm = screen.getByRole('region', { name: 'हमें लिखें' });
    await user.type(within(hindiForm).getByRole('textbox', { name: 'आपका नाम' }), 'Asha Ravi');
    await user.type(
      within(hindiForm).getByRole('textbox', { name: 'आपका ई-मेल' }),
      'asha@example.org',
    );
    await user.selectOptions(
      within(hindiForm).getByRole('combobox', { name: 'यह किस बारे में है?' }),
      'erasure',
    );
    await user.type(
      within(hindiForm).getByRole('textbox', { name: 'आपकी शिकायत' }),
      'Please erase my data.',
    );
    await user.click(within(hindiForm).getByRole('button', { name: 'शिकायत भेजें' }));
    const sent = await within(hindiForm).findByRole('status');
    expect(sent).toHaveTextContent(
      'आपकी शिकायत GRV-7K3Q9M हमें मिल गई है। हम 25 फ़रवरी 2027 तक asha@example.org पर आपको जवाब देंगे।',
    );
    expect(within(sent).getByRole('heading', { name: 'धन्यवाद' })).toHaveFocus();
  });
});
