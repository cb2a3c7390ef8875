import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { formatFestDateTime } from '@/lib/dates';
import { myRegistrationsQueryKey, passesQueryKey } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';
import {
  installWaitlistApi,
  sandboxOrder,
  waitlistEntry,
  type WaitlistState,
} from '@/test/waitlist';

import { WaitlistCard } from './waitlist-card';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: FakeApi;
let state: WaitlistState;

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

function later() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  localStorage.setItem('token', 'token-of-asha');
  api = fakeApi();
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'sandbox' }));
  state = installWaitlistApi(api, { events: ['chess', 'football', 'kabaddi'] });
});

function renderCard() {
  const view = render(<WaitlistCard />);
  return { ...view, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Waiting lists' });
const itemOf = (name: string) => within(card()).findByRole('listitem', { name });

/** A chess place offered to the user until `minutes` from now. */
const offered = (minutes: number) =>
  waitlistEntry(1, {
    status: 'offered',
    position: null,
    offeredAt: inMinutes(-60),
    offerExpiresAt: inMinutes(minutes),
  });

describe('the waiting lists card', () => {
  it('says it is loading, then stays hidden when the user is on no waiting list', async () => {
    const loading = later();
    api.on('GET', '/user/waitlist', () => loading.promise);
    renderCard();
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading your waiting lists...');
    loading.answer(jsonResponse({ success: true, entries: [] }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Waiting lists' })).not.toBeInTheDocument();
    });
  });

  it('lists each entry with its status, its place in line and an offer with the time left', async () => {
    const expires = inMinutes(5 * 60 + 30.5);
    state.mine = [
      waitlistEntry(1, {
        status: 'offered',
        position: null,
        offeredAt: inMinutes(-60),
        offerExpiresAt: expires,
      }),
      waitlistEntry(2, {
        event: 'football',
        eventTitle: 'Football',
        category: 'Women',
        position: 2,
        members: 14,
      }),
      waitlistEntry(3, {
        event: 'kabaddi',
        eventTitle: 'Kabaddi',
        status: 'lapsed',
        position: null,
      }),
    ];
    renderCard();
    const football = await itemOf('Football');
    expect(within(football).getByText('Waiting')).toBeInTheDocument();
    expect(football).toHaveTextContent('Number 2 in line');
    expect(football).toHaveTextContent('CategoryWomen');
    expect(football).toHaveTextContent('Members14');
    expect(football).toHaveTextContent('Joined on20 Jan 2025');
    expect(within(football).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(
      within(football).getByRole('button', { name: 'Leave the waiting list' }),
    ).toHaveAccessibleDescription('Football');

    const chess = await itemOf('Chess');
    expect(within(chess).getByText('Place offered')).toBeInTheDocument();
    expect(chess).toHaveTextContent(
      `A place is yours until ${formatFestDateTime(expires)} (5 h 30 min left)`,
    );
    expect(chess).not.toHaveTextContent('in line');
    expect(within(chess).getByRole('button', { name: 'Pay now' })).toBeEnabled();

    const kabaddi = await itemOf('Kabaddi');
    expect(within(kabaddi).getByText('Offer lapsed')).toBeInTheDocument();
    expect(within(kabaddi).queryByRole('button')).not.toBeInTheDocument();
  });

  it('no longer offers to pay once the offer has run out', async () => {
    state.mine = [offered(-1)];
    renderCard();
    const chess = await itemOf('Chess');
    expect(chess).toHaveTextContent('The time to take this place has run out.');
    expect(within(chess).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('takes an offered place paid offline: the message, then the lists again', async () => {
    state.mine = [offered(90)];
    const { user, queryClient } = renderCard();
    queryClient.setQueryData(myRegistrationsQueryKey, { success: true, registrations: [] });
    queryClient.setQueryData(passesQueryKey, { success: true, passes: [] });
    const chess = await itemOf('Chess');
    await user.click(within(chess).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith(
        'The place is yours: pay at the registration desk.',
      );
    });
    expect(api.callsTo('POST', '/events/chess/waitlist/accept').map((c) => c.body)).toEqual([
      undefined,
    ]);
    expect(await within(await itemOf('Chess')).findByText('Registered')).toBeInTheDocument();
    for (const key of [myRegistrationsQueryKey, passesQueryKey]) {
      expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
    }
  });

  it('pays for an offered place in the checkout and verifies the payment', async () => {
    state.mine = [offered(90)];
    api.on('POST', '/events/chess/waitlist/accept', () => ({
      success: true,
      message: 'Pay to take your place.',
      registrationId: 'reg-new',
      order: sandboxOrder(24900, 'order_wait_1'),
    }));
    const paid = {
      razorpay_order_id: 'order_wait_1',
      razorpay_payment_id: 'pay_wait_1',
      razorpay_signature: 'sig_wait_1',
    };
    api.on('POST', '/payments/sandbox/order_wait_1/pay', () => paid);
    api.on('POST', '/events/chess/verify-payment', () => {
      state.mine = [{ ...offered(90), status: 'registered' }];
      return { success: true, message: 'Payment verified' };
    });
    const { user } = renderCard();
    await user.click(within(await itemOf('Chess')).getByRole('button', { name: 'Pay now' }));
    const checkout = await screen.findByRole('dialog', { name: /Sandbox checkout/ });
    expect(within(checkout).getByText('Rs. 249')).toBeInTheDocument();
    // While it is paid for, nothing else is offered.
    expect(within(card()).getByRole('button', { name: 'Paying...' })).toBeDisabled();
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Payment successful! Registration confirmed.');
    });
    expect(api.callsTo('POST', '/events/chess/verify-payment').map((c) => c.body)).toEqual([paid]);
    expect(await within(await itemOf('Chess')).findByText('Registered')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('reports a declined payment and leaves the offer to pay again', async () => {
    state.mine = [offered(90)];
    api.on('POST', '/events/chess/waitlist/accept', () => ({
      success: true,
      message: 'Pay to take your place.',
      registrationId: 'reg-new',
      order: sandboxOrder(24900, 'order_wait_2'),
    }));
    api.on('POST', '/payments/sandbox/order_wait_2/fail', () => ({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined', reason: 'declined' },
    }));
    const { user } = renderCard();
    await user.click(within(await itemOf('Chess')).getByRole('button', { name: 'Pay now' }));
    const checkout = await screen.findByRole('dialog', { name: /Sandbox checkout/ });
    await user.click(within(checkout).getByRole('button', { name: 'Fail' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Payment failed. Please try again.');
    });
    expect(api.callsTo('POST', '/events/chess/verify-payment')).toHaveLength(0);
    expect(
      await within(await itemOf('Chess')).findByRole('button', { name: 'Pay now' }),
    ).toBeEnabled();
  });

  it('toasts a refused offer (409) and asks for the list again', async () => {
    state.mine = [offered(90)];
    api.on('POST', '/events/chess/waitlist/accept', () =>
      jsonResponse(
        { success: false, message: 'No place is being offered to you for this event.' },
        409,
      ),
    );
    const { user } = renderCard();
    await user.click(within(await itemOf('Chess')).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('No place is being offered to you for this event.');
    });
    await waitFor(() => {
      expect(api.callsTo('GET', '/user/waitlist')).toHaveLength(2);
    });
  });

  it('leaves a waiting list after asking; Escape and Stay send nothing', async () => {
    state.mine = [waitlistEntry(1)];
    const { user } = renderCard();
    const leave = within(await itemOf('Chess')).getByRole('button', {
      name: 'Leave the waiting list',
    });
    await user.click(leave);
    let dialog = screen.getByRole('dialog', { name: 'Leave the waiting list for Chess?' });
    expect(dialog).toHaveTextContent('Your place in line is given up.');
    expect(within(dialog).getByRole('button', { name: 'Stay on the waiting list' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leave).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Leave the waiting list for Chess?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the waiting list' }));
    expect(api.callsTo('DELETE', '/events/chess/waitlist/me')).toHaveLength(0);

    await user.click(leave);
    dialog = screen.getByRole('dialog', { name: 'Leave the waiting list for Chess?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waiting list' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(notify.success).toHaveBeenCalledWith('You have left the waiting list.');
    expect(api.callsTo('DELETE', '/events/chess/waitlist/me')).toHaveLength(1);
    const chess = await itemOf('Chess');
    expect(await within(chess).findByText('Left')).toBeInTheDocument();
    expect(within(chess).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card()).getByRole('list')).toHaveFocus();
  });

  it('says an offered place goes to the next team, and shows a refusal in the dialog', async () => {
    state.mine = [offered(90)];
    api.on('DELETE', '/events/chess/waitlist/me', () =>
      jsonResponse(
        { success: false, message: 'You are not on the waiting list for this event.' },
        404,
      ),
    );
    const { user } = renderCard();
    await user.click(
      within(await itemOf('Chess')).getByRole('button', { name: 'Leave the waiting list' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Leave the waiting list for Chess?' });
    expect(dialog).toHaveTextContent('The place offered to you goes to the next team in line.');
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waiting list' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not on the waiting list for this event.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('shows the error with Try again when the list cannot be loaded', async () => {
    let asked = 0;
    api.on('GET', '/user/waitlist', () => {
      asked += 1;
      return asked === 1
        ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
        : { success: true, entries: [waitlistEntry(1)] };
    });
    const { user } = renderCard();
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your waiting lists: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await itemOf('Chess')).toHaveTextContent('Number 3 in line');
  });
});
