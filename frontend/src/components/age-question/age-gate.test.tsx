import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ageAnswer, jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { ageQueryKey, type AgeResponse } from './api';
import { AgeGate } from './age-gate';
import { useAgeGate } from './use-age-gate';

let api: FakeApi;
let status: AgeResponse['status'];
let guardianEmail: string | null;

beforeEach(() => {
  status = 'unknown';
  guardianEmail = null;
  api = fakeApi();
  api.on('GET', '/account/age', () => ageAnswer(status, guardianEmail));
});

/** A form that collects personal data, with the question inside it as the site's forms have it. */
function Host({ onSend, ownEmail }: { onSend: () => void; ownEmail: string | null }) {
  const gate = useAgeGate(ownEmail);
  return (
    <form
      aria-label="Apply"
      onSubmit={(event) => {
        event.preventDefault();
        if (gate.allows()) onSend();
      }}
    >
      <label>
        Name
        <input name="name" />
      </label>
      <AgeGate gate={gate} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderHost(ownEmail: string | null = 'riya@example.org') {
  const onSend = vi.fn();
  const { queryClient } = render(<Host onSend={onSend} ownEmail={ownEmail} />);
  return { onSend, queryClient, user: userEvent.setup() };
}

const question = () => screen.findByRole('group', { name: 'Are you 18 or older?' });

describe('the age question inside a form', () => {
  it('asks an account that has not answered; 18 or older is sent and the question goes', async () => {
    api.on('PUT', '/account/age', ({ body }) => {
      expect(body).toEqual({ adult: true, guardianEmail: '' });
      status = 'adult';
      return { success: true, message: 'Thank you.' };
    });
    const { onSend, user } = renderHost();
    const group = await question();
    // It is no form of its own: the one around it is the only form.
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(group.closest('form')).toBe(screen.getByRole('form', { name: 'Apply' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'button');

    await user.click(within(group).getByRole('radio', { name: 'Yes, I am 18 or older' }));
    await user.click(save);
    await waitFor(() => {
      expect(screen.queryByRole('group', { name: 'Are you 18 or older?' })).toBeNull();
    });
    expect(api.callsTo('PUT', '/account/age')).toHaveLength(1);
    // Saving the answer did not send the form; the form goes now.
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('holds the form back while unanswered: says so at the question, announced, and focuses it', async () => {
    const { onSend, user } = renderHost();
    const group = await question();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent('Answer this question before you send the form.');
    expect(group).toHaveAccessibleDescription('Answer this question before you send the form.');
    expect(within(group).getByRole('radio', { name: 'Yes, I am 18 or older' })).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    expect(api.callsTo('PUT', '/account/age')).toHaveLength(0);
  });

  it("under 18 asks for a guardian's address, checked by the shared rules, then says it waits for them", async () => {
    api.on('PUT', '/account/age', ({ body }) => {
      expect(body).toEqual({ adult: false, guardianEmail: 'parent@example.org' });
      status = 'minor_pending';
      guardianEmail = 'parent@example.org';
      return { success: true, message: 'We have e-mailed your parent or guardian a link.' };
    });
    const { onSend, user } = renderHost();
    await user.click(within(await question()).getByRole('radio', { name: 'No, I am under 18' }));
    const address = screen.getByRole('textbox', { name: "Your parent's or guardian's e-mail" });
    // One's own address is not a guardian's: refused before anything is sent.
    await user.type(address, 'riya@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(address).toHaveAccessibleDescription(/must not be your own/);
    });
    expect(api.callsTo('PUT', '/account/age')).toHaveLength(0);

    await user.clear(address);
    // Enter in the address saves the answer, and does not send the form around it.
    await user.type(address, 'parent@example.org{Enter}');
    const waiting = await screen.findByRole('status');
    expect(waiting).toHaveTextContent(
      'We have e-mailed your parent or guardian at parent@example.org a link to give their consent. You can send this form once they have given it.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();

    // Until they consent, the form is held back, and says why.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your parent or guardian has not given their consent yet: this form can be sent once they have.',
    );
    expect(alert).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("announces the server's refusal of the answer", async () => {
    api.on('PUT', '/account/age', () =>
      jsonResponse({ success: false, message: 'Database unavailable' }, 503),
    );
    const { user } = renderHost();
    await user.click(
      within(await question()).getByRole('radio', { name: 'Yes, I am 18 or older' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('group', { name: 'Are you 18 or older?' })).toBeInTheDocument();
  });

  it.each([
    ['18 or older', 'adult', null],
    ["under 18 with the guardian's consent", 'minor_consented', 'parent@example.org'],
  ] as const)(
    'shows nothing once answered (%s) and lets the form go',
    async (_, answered, guardian) => {
      status = answered;
      guardianEmail = guardian;
      const { onSend, user, queryClient } = renderHost();
      await waitFor(() => {
        expect(queryClient.getQueryData(ageQueryKey)).toMatchObject({ status: answered });
      });
      expect(screen.queryByRole('group', { name: 'Are you 18 or older?' })).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSend).toHaveBeenCalledTimes(1);
    },
  );

  it('does not hold the form back when the answer cannot be read (the server decides)', async () => {
    api.on('GET', '/account/age', () => jsonResponse({ message: 'Database unavailable' }, 503));
    const { onSend, user, queryClient } = renderHost();
    await waitFor(() => {
      expect(queryClient.getQueryState(ageQueryKey)?.status).toBe('error');
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Are you 18 or older?' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing when signed out', async () => {
    const { onSend, user } = renderHost(null);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET', '/account/age')).toHaveLength(0);
  });
});
