import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { GuardianPage } from './guardian-page';

const TOKEN = 'AbCd-_0123';
const PATH = `/guardian-consent/${TOKEN}`;

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  api.on('GET', '/config', () => ({ retentionDays: 90 }));
  api.on('GET', PATH, () => ({
    success: true,
    name: 'Riya Sen',
    username: 'riya',
    guardianEmail: 'parent@example.org',
  }));
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/guardian/:token', element: <GuardianPage /> }], {
    initialEntries: [`/guardian/${TOKEN}`],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

describe("a guardian's consent page", () => {
  it('says whom it is about, shows every form’s notice and gives the consent once', async () => {
    let posted = 0;
    api.on('POST', PATH, () => {
      posted += 1;
      return {
        success: true,
        message: 'Thank you: your consent is recorded, and we have told them.',
      };
    });
    const { user } = renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Consent for a participant under 18' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Riya Sen \(username riya\).*parent@example\.org/),
    ).toBeInTheDocument();
    // The four notices of the shared rules, each with the configured retention.
    expect(await screen.findByText('Your account')).toBeInTheDocument();
    expect(screen.getByText("Your team's details")).toBeInTheDocument();
    expect(screen.getByText('Your campus ambassador application')).toBeInTheDocument();
    expect(screen.getByText('Your stay')).toBeInTheDocument();
    expect(screen.getAllByText(/Kept until 90 days after the fest ends/)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'I consent' }));
    const done = await screen.findByRole('status', { name: '' });
    expect(done).toHaveTextContent('Thank you: your consent is recorded');
    expect(done).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'I consent' })).toBeNull();
    expect(posted).toBe(1);
  });

  it("shows the server's words for a wrong or used link, and no button", async () => {
    api.on('GET', PATH, () =>
      jsonResponse(
        { success: false, message: 'This link is not valid, or it has been used already.' },
        404,
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(within(document.body).queryByRole('button', { name: 'I consent' })).toBeNull();
  });
});

describe("a guardian's consent page in Hindi", () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('asks for the consent in Hindi, and in English again', async () => {
    await activateLanguage('hi');
    renderPage();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: '18 साल से कम उम्र के प्रतिभागी के लिए सहमति',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Riya Sen \(यूज़रनेम riya\).*parent@example\.org/),
    ).toBeInTheDocument();
    expect(screen.getByText(/सहमति देकर आप मानते हैं कि Riya Sen की जानकारी/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मैं सहमति देता/देती हूँ' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Consent for a participant under 18' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I consent' })).toBeInTheDocument();
  });
});
