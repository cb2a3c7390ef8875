import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { AgeCard } from './age-card';

let api: FakeApi;
let status = 'unknown';
let guardianEmail: string | null = null;

beforeEach(() => {
  status = 'unknown';
  guardianEmail = null;
  api = fakeApi();
  api.on('GET', '/account/age', () => ({
    success: true,
    status,
    guardianEmail,
    guardianConsentAt: status === 'minor_consented' ? '2026-11-20T10:00:00Z' : null,
  }));
});

function renderCard() {
  render(<AgeCard ownEmail="riya@example.org" />);
  return { user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Your age' });

describe('the age card', () => {
  it('asks an account that has not answered, and sends 18 or older', async () => {
    api.on('PUT', '/account/age', ({ body }) => {
      expect(body).toEqual({ adult: true, guardianEmail: '' });
      status = 'adult';
      return { success: true, message: 'Thank you.' };
    });
    const { user } = renderCard();
    expect(
      await within(card()).findByText(/tell us whether you are 18 or older/),
    ).toBeInTheDocument();
    await user.click(within(card()).getByRole('radio', { name: 'Yes, I am 18 or older' }));
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await within(card()).findByText('You told us you are 18 or older.')).toBeInTheDocument();
    expect(within(card()).queryByRole('radio')).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Change my answer' })).toBeInTheDocument();
  });

  it("checks the answer with the shared rules before sending: a guardian's address, not one's own", async () => {
    const { user } = renderCard();
    await user.click(await within(card()).findByRole('button', { name: 'Save' }));
    const group = within(card()).getByRole('group', { name: 'Are you 18 or older?' });
    await waitFor(() => {
      expect(group).toHaveAccessibleDescription('Tell us whether you are 18 or older.');
    });
    await user.click(within(card()).getByRole('radio', { name: 'No, I am under 18' }));
    const address = within(card()).getByRole('textbox', {
      name: "Your parent's or guardian's e-mail",
    });
    await user.type(address, 'Riya@example.org');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(address).toHaveAccessibleDescription(/must not be your own/);
    });
    expect(api.callsTo('PUT', '/account/age')).toHaveLength(0);
  });

  it("sends under 18 with the guardian's address and then says it waits for them", async () => {
    api.on('PUT', '/account/age', ({ body }) => {
      expect(body).toEqual({ adult: false, guardianEmail: 'parent@example.org' });
      status = 'minor_pending';
      guardianEmail = 'parent@example.org';
      return { success: true, message: 'We have e-mailed your parent or guardian a link.' };
    });
    const { user } = renderCard();
    await user.click(await within(card()).findByRole('radio', { name: 'No, I am under 18' }));
    await user.type(
      within(card()).getByRole('textbox', { name: "Your parent's or guardian's e-mail" }),
      'parent@example.org',
    );
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(
      await within(card()).findByText(
        /waiting for your parent's or guardian's consent: we e-mailed parent@example.org/,
      ),
    ).toBeInTheDocument();
  });

  it('says when the guardian consented', async () => {
    status = 'minor_consented';
    guardianEmail = 'parent@example.org';
    renderCard();
    expect(
      await within(card()).findByText(
        /Your parent or guardian \(parent@example.org\) gave their consent on/,
      ),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('radio')).toBeNull();
  });

  it("shows the server's refusal at the field", async () => {
    api.on('PUT', '/account/age', () =>
      jsonResponse(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          errors: { guardianEmail: ['Too many.'] },
        },
        422,
      ),
    );
    const { user } = renderCard();
    await user.click(await within(card()).findByRole('radio', { name: 'No, I am under 18' }));
    const address = within(card()).getByRole('textbox', {
      name: "Your parent's or guardian's e-mail",
    });
    await user.type(address, 'parent@example.org');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(address).toHaveAccessibleDescription(/Too many\./);
    });
  });
});
