import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import type { MemberData } from '../api/member-data';
import { MyDataPage } from './my-data-page';

const TOKEN = '0123456789abcdef-00112233445566778899aabbccddeeff';
const PATH = `/member-data/${TOKEN}`;

const DATA: MemberData = {
  success: true,
  passId: '0123456789abcdef',
  registrationId: 'r1',
  eventId: 'football',
  role: 'Player',
  fullname: 'Asha Ravi',
  email: 'asha@example.org',
  phone: 'XXXXXX3210',
  aadhaar: 'XXXXXXXX9012',
  collegeId: null,
  collegeName: 'NIT Patna',
  registeredBy: 'Kabir Dev',
  passLive: true,
  responseDays: 90,
};

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  api.on('GET', PATH, () => DATA);
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/my-data/:token', element: <MyDataPage /> }], {
    initialEntries: [`/my-data/${TOKEN}`],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

const held = () => screen.getByRole('region', { name: 'Football' });
const request = () => screen.getByRole('region', { name: 'Ask us to change something' });

describe("a team member's own data page", () => {
  it('shows what the fest holds, the numbers masked, and who gave it', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Ravi')).toBeInTheDocument();
    const region = await waitFor(held);
    expect(region).toHaveTextContent('Kabir Dev registered you for Football');
    expect(region).toHaveTextContent('XXXXXX3210');
    expect(region).toHaveTextContent('XXXXXXXX9012');
    expect(within(region).queryByText('College ID')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('all but their last four digits hidden');
    expect(within(request()).getByText(/answers within 90 days/)).toBeInTheDocument();
  });

  it('sends a correction and shows its reference and due day', async () => {
    api.on('POST', `${PATH}/requests`, ({ body }) => {
      expect(body).toEqual({ kind: 'correction', message: 'My surname is Rao.' });
      return jsonResponse(
        { success: true, reference: 'GRV-7K3Q9M', dueOn: '2027-02-26', email: DATA.email },
        201,
      );
    });
    const { user } = renderPage();
    const box = await within(await waitFor(request)).findByRole('textbox', {
      name: 'Tell us more',
    });
    expect(within(request()).getByRole('combobox', { name: 'What would you like?' })).toHaveValue(
      'correction',
    );
    await user.type(box, 'My surname is Rao.');
    await user.click(within(request()).getByRole('button', { name: 'Send request' }));
    const sent = await within(request()).findByRole('status');
    expect(sent).toHaveTextContent('Your grievance GRV-7K3Q9M is received');
    expect(sent).toHaveTextContent('26 February 2027');
    expect(within(sent).getByRole('heading', { name: 'Request received' })).toHaveFocus();
  });

  it("shows the server's refusal at the field and sends again once corrected", async () => {
    let calls = 0;
    api.on('POST', `${PATH}/requests`, () => {
      calls += 1;
      return jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { message: ['Describe your grievance.'] },
        },
        422,
      );
    });
    const { user } = renderPage();
    const form = await waitFor(request);
    await user.click(await within(form).findByRole('button', { name: 'Send request' }));
    const box = within(form).getByRole('textbox', { name: 'Tell us more' });
    await waitFor(() => {
      expect(box).toHaveAccessibleDescription(/Describe your grievance\./);
    });
    expect(calls).toBe(1);
  });

  it("says so when the link is wrong or the data is gone (the server's words)", async () => {
    api.on('GET', PATH, () =>
      jsonResponse(
        {
          success: false,
          message: "This link is not valid, or the fest no longer holds this person's data.",
        },
        404,
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(screen.queryByRole('region', { name: 'Ask us to change something' })).toBeNull();
  });
});

describe("a team member's own data page in Hindi", () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says what the fest holds and how to ask for a change in Hindi', async () => {
    await activateLanguage('hi');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'आपकी जानकारी' })).toBeInTheDocument();
    const region = await waitFor(held);
    expect(region).toHaveTextContent('Kabir Dev ने आपको Football के लिए रजिस्टर किया');
    expect(within(region).getByText('आधार')).toBeInTheDocument();
    expect(region).toHaveTextContent('XXXXXXXX9012');
    const ask = screen.getByRole('region', { name: 'हमसे कुछ बदलने के लिए कहें' });
    expect(ask).toHaveTextContent('शिकायत अधिकारी 90 दिन के अंदर');
    const kind = await within(ask).findByRole('combobox', { name: 'आप क्या चाहते हैं?' });
    expect(kind).toHaveDisplayValue('मेरी जानकारी ठीक करना या पूरी करना');
    expect(within(ask).getByRole('textbox', { name: 'हमें और बताएँ' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'अनुरोध भेजें' })).toBeInTheDocument();
  });
});
