import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PaymentHealthItem, PaymentHealthKind, PaymentHealthResponse } from '@/lib/api-types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import { HEALTH_KIND_LABELS } from '../messages';
import {
  mockApi,
  registration,
  renderPortal,
  type MockApi,
  sectionLink,
  querySectionLink,
  openedSection,
} from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const KINDS: PaymentHealthKind[] = [
  'stale_pending',
  'flagged',
  'late_payment',
  'refund_pending',
  'refund_failed',
  'refund_unknown',
  'refund_manual',
  'stay_refund',
  'refund_due',
  'difference_due',
  'webhook_failed',
  'orphan_capture',
  'utr_reused',
];

const item = (
  kind: PaymentHealthKind,
  n: number,
  overrides: Partial<PaymentHealthItem> = {},
): PaymentHealthItem => ({
  id: `${kind}:reg${n}`,
  kind,
  registrationId: `reg${n}`,
  webhookFailureId: null,
  event: 'football',
  eventTitle: 'Football',
  owner: { name: `Player ${n}`, email: `p${n}@example.org` },
  amount: 650000,
  since: '2026-02-20T05:30:00Z',
  detail: `Detail of ${kind} ${n}.`,
  history: [],
  actions: [],
  ...overrides,
});

const answer = (
  items: PaymentHealthItem[],
  counts: Partial<Record<PaymentHealthKind, number>> = {},
) => {
  const all = KINDS.map((kind) => ({
    kind,
    count: counts[kind] ?? items.filter((i) => i.kind === kind).length,
  }));
  const body: PaymentHealthResponse = {
    success: true,
    checkedAt: '2026-02-20T06:00:00Z',
    total: all.reduce((sum, c) => sum + c.count, 0),
    counts: all,
    items,
  };
  return body;
};

const stale = item('stale_pending', 1, {
  actions: ['recheck'],
  detail:
    'Payment started 2 h ago (order order_1) and nothing has confirmed it; ask the gateway again.',
});
const flagged = item('flagged', 2, {
  actions: ['recheck', 'resolve'],
  detail: 'Flagged: Paid Rs. 1 INR but the order was for Rs. 6500 INR.',
  history: [
    {
      at: '2026-02-20T05:40:00Z',
      action: 'registration.recheck',
      actorEmail: 'boss@example.org',
      detail: 'reason: the team says they paid; outcome: flagged',
    },
    {
      at: '2026-02-20T05:50:00Z',
      action: 'registration.recheck',
      actorEmail: null,
      detail: 'outcome: flagged',
    },
  ],
});
const manual = item('refund_manual', 3, {
  amount: 24900,
  actions: ['mark_refunded'],
  detail: 'Paid offline: pay Rs. 249 back by hand, then mark it paid back.',
});
const failedRefund = item('refund_failed', 4, { actions: ['refund'] });
const late = item('late_payment', 5, { actions: ['refund'] });
const webhook = item('webhook_failed', 6, {
  id: 'webhook_failed:wf6',
  webhookFailureId: 'wf6',
  actions: ['retry_webhook'],
  detail: 'The payment.captured webhook (event evt_6) failed once: database error',
});

let api: MockApi;
let current: PaymentHealthResponse;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.warning).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'razorpay' }));
  current = answer([stale, flagged, late, failedRefund, manual, webhook], { stale_pending: 501 });
  api.on('GET', '/admin/payments/health', () => current);
});

async function openPayments() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Payments'));
  // The section's code loads on demand: Home (whose figures fail here) stays until it has.
  expect(await openedSection('Payments')).toBeInTheDocument();
  return view;
}

/** The item about `email`, once shown. */
async function card(email: string) {
  const [button] = await screen.findAllByRole('button', { name: new RegExp(`: ${email}$`) });
  const found = button?.closest('li');
  if (!found) throw new Error(`no item about ${email}`);
  return found;
}

describe('the Payments tab (admins only)', () => {
  it('counts every kind and lists the items grouped by kind, oldest first', async () => {
    await openPayments();
    const counts = await screen.findByRole('list', { name: 'Needs a human, per kind' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${HEALTH_KIND_LABELS.stale_pending}501`,
      `${HEALTH_KIND_LABELS.flagged}1`,
      `${HEALTH_KIND_LABELS.late_payment}1`,
      `${HEALTH_KIND_LABELS.refund_pending}0`,
      `${HEALTH_KIND_LABELS.refund_failed}1`,
      `${HEALTH_KIND_LABELS.refund_unknown}0`,
      `${HEALTH_KIND_LABELS.refund_manual}1`,
      `${HEALTH_KIND_LABELS.stay_refund}0`,
      `${HEALTH_KIND_LABELS.refund_due}0`,
      `${HEALTH_KIND_LABELS.difference_due}0`,
      `${HEALTH_KIND_LABELS.webhook_failed}1`,
      `${HEALTH_KIND_LABELS.orphan_capture}0`,
      `${HEALTH_KIND_LABELS.utr_reused}0`,
    ]);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      `${HEALTH_KIND_LABELS.stale_pending} 501`,
      `${HEALTH_KIND_LABELS.flagged} 1`,
      `${HEALTH_KIND_LABELS.late_payment} 1`,
      `${HEALTH_KIND_LABELS.refund_failed} 1`,
      `${HEALTH_KIND_LABELS.refund_manual} 1`,
      `${HEALTH_KIND_LABELS.webhook_failed} 1`,
    ]);
    // More than are listed: says so.
    expect(screen.getByText('The oldest 1 of 501.')).toBeVisible();

    const staleCard = await card('p1@example.org');
    expect(staleCard).toHaveTextContent('Player 1 <p1@example.org>');
    expect(staleCard).toHaveTextContent('Football');
    expect(staleCard).toHaveTextContent(stale.detail);
    expect(within(staleCard).getByText('reg1')).toBeVisible();
    await waitFor(() => {
      expect(staleCard).toHaveTextContent('Rs. 6500');
    });
    expect(
      within(staleCard)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ask the gateway again', 'History (0)']);
    const flaggedCard = await card('p2@example.org');
    expect(
      within(flaggedCard)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ask the gateway again', 'Resolve', 'History (2)']);
    expect(
      within(await card('p6@example.org'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Retry webhook', 'History (0)']);
    expect(
      within(await card('p3@example.org'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark paid back', 'History (0)']);
  });

  it('expands an item to its history, oldest first', async () => {
    const { user } = await openPayments();
    const flaggedCard = await card('p2@example.org');
    const toggle = within(flaggedCard).getByRole('button', { name: 'History (2): p2@example.org' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(flaggedCard).queryByRole('list', { name: /History/ })).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = within(flaggedCard).getByRole('list', { name: 'History: p2@example.org' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('registration.recheck · boss@example.org');
    expect(entries[0]).toHaveTextContent('reason: the team says they paid; outcome: flagged');
    expect(entries[1]).toHaveTextContent('registration.recheck · —');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const staleCard = await card('p1@example.org');
    await user.click(
      within(staleCard).getByRole('button', { name: 'History (0): p1@example.org' }),
    );
    expect(within(staleCard).getByText('Nothing recorded about it yet.')).toBeVisible();
  });

  it('says when nothing needs a human', async () => {
    current = answer([]);
    await openPayments();
    expect(await screen.findByText('Nothing needs a human.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    api.on('GET', '/admin/payments/health', () =>
      jsonResponse({ success: false, message: 'Database down' }, 500),
    );
    const { user } = await openPayments();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    api.on('GET', '/admin/payments/health', () => answer([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing needs a human.')).toBeVisible();
  });

  it('asks the gateway again, with an optional reason, and loads the list again', async () => {
    api.on('POST', '/admin/registrations/reg1/recheck', () => {
      current = answer([flagged]);
      return {
        success: true,
        message: 'The gateway reports a captured payment: the registration is paid.',
        outcome: 'confirmed',
        registration: registration(1, { paymentStatus: 'paid' }),
      };
    });
    const { user } = await openPayments();
    const staleCard = await card('p1@example.org');
    await user.click(
      within(staleCard).getByRole('button', { name: 'Ask the gateway again: p1@example.org' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Ask the gateway again about the registration of p1@example.org?',
    });
    expect(within(dialog).getByLabelText('Reason (optional, kept in the audit log)')).toHaveValue(
      '',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ask the gateway again' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('POST', '/admin/registrations/reg1/recheck')[0]?.body).toEqual({});
    expect(notify.success).toHaveBeenCalledWith(
      'The gateway reports a captured payment: the registration is paid.',
    );
    await waitFor(() => {
      expect(screen.queryByText(stale.detail)).not.toBeInTheDocument();
    });
    expect(screen.getByText(flagged.detail)).toBeVisible();
  });

  it('resolves a flagged payment through the registration resolve, with a reason', async () => {
    api.on('POST', '/admin/registrations/reg2/resolve', () => {
      current = answer([]);
      return {
        success: true,
        message: 'Accepted as paid',
        registration: registration(2, { paymentStatus: 'paid' }),
      };
    });
    const { user } = await openPayments();
    await user.click(
      within(await card('p2@example.org')).getByRole('button', { name: 'Resolve: p2@example.org' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Resolve the flagged registration of p2@example.org?',
    });
    // A reason is needed.
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give the reason for this decision.',
    );
    expect(api.callsTo('POST', '/admin/registrations/reg2/resolve')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/count the registration as paid/));
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'the rest was paid at the desk',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Nothing needs a human.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/registrations/reg2/resolve')[0]?.body).toEqual({
      action: 'accept',
      reason: 'the rest was paid at the desk',
    });
    expect(notify.success).toHaveBeenCalledWith('Accepted as paid');
  });

  it('marks a manual refund paid back, and shows the server refusing', async () => {
    api.on('POST', '/admin/registrations/reg3/refund/manual', () =>
      jsonResponse(
        {
          success: false,
          message: 'Only a refund to pay back by hand can be marked paid back.',
        },
        409,
      ),
    );
    const { user } = await openPayments();
    await user.click(
      within(await card('p3@example.org')).getByRole('button', {
        name: 'Mark paid back: p3@example.org',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the refund of p3@example.org as paid back by hand?',
    });
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'cash, receipt 17',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a refund to pay back by hand can be marked paid back.',
    );

    api.on('POST', '/admin/registrations/reg3/refund/manual', () => {
      current = answer([]);
      return {
        success: true,
        message: 'Recorded as paid back',
        registration: registration(3, { paymentStatus: 'cancelled', refundStatus: 'processed' }),
      };
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid back' }));
    expect(await screen.findByText('Nothing needs a human.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/registrations/reg3/refund/manual').at(-1)?.body).toEqual({
      reason: 'cash, receipt 17',
    });
    expect(notify.success).toHaveBeenCalledWith('Recorded as paid back');
  });

  it('records a refund owed after a roster change as paid back', async () => {
    const owed = item('refund_due', 7, {
      id: 'refund_due:ch7',
      changeId: 'ch7',
      amount: 280000,
      actions: ['mark_change_refunded'],
      detail:
        'A roster change lowered the fee from Rs. 3500 to Rs. 700. Pay Rs. 2800 back, then record it.',
    });
    current = answer([owed]);
    api.on('POST', '/admin/changes/ch7/refunded', () => {
      current = answer([]);
      return { success: true, change: { id: 'ch7' } };
    });
    const { user } = await openPayments();
    expect(
      await screen.findByRole('heading', { level: 3, name: `${HEALTH_KIND_LABELS.refund_due} 1` }),
    ).toBeVisible();
    await user.click(
      within(await card('p7@example.org')).getByRole('button', {
        name: 'Mark paid back: p7@example.org',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the refund of p7@example.org as paid back by hand?',
    });
    expect(dialog).toHaveTextContent('Pay Rs. 2800 back');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'NEFT 9921');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid back' }));
    expect(await screen.findByText('Nothing needs a human.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/changes/ch7/refunded').at(-1)?.body).toEqual({
      reason: 'NEFT 9921',
    });
    expect(notify.success).toHaveBeenCalledWith('The refund is recorded as paid back.');
  });

  it('marks the difference of a roster change received, without a reason to type', async () => {
    const due = item('difference_due', 8, {
      id: 'difference_due:ch8',
      changeId: 'ch8',
      amount: 560000,
      actions: ['mark_change_received'],
      detail: 'Offline: collect Rs. 5600 for a roster change, then mark it received.',
    });
    current = answer([due]);
    api.on('POST', '/admin/changes/ch8/received', () => {
      current = answer([]);
      return {
        success: true,
        message: 'Marked as received: the change is in effect.',
        registration: registration(8),
        change: { id: 'ch8' },
      };
    });
    const { user } = await openPayments();
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: `${HEALTH_KIND_LABELS.difference_due} 1`,
      }),
    ).toBeVisible();
    await user.click(
      within(await card('p8@example.org')).getByRole('button', {
        name: 'Mark received: p8@example.org',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the difference of p8@example.org as received?',
    });
    expect(dialog).toHaveTextContent('Rs. 5600 was paid to the organisers');
    expect(within(dialog).queryByLabelText(/Reason/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Nothing needs a human.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/changes/ch8/received')).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Marked as received: the change is in effect.');
  });

  it('refunds a payment nothing claims, and warns when the gateway gives no answer', async () => {
    const orphan = item('orphan_capture', 9, {
      id: 'orphan_capture:oc9',
      registrationId: null,
      orphanCaptureId: 'oc9',
      owner: null,
      event: null,
      eventTitle: null,
      amount: 70000,
      actions: ['refund_orphan'],
      detail: 'Payment pay_9 (order order_9) was captured, but its account was deleted.',
    });
    current = answer([orphan]);
    api.on('POST', '/admin/payments/orphans/oc9/refund', () => ({
      success: true,
      message: 'The gateway did not answer: the refund is checked before it is asked again.',
      capture: {
        id: 'oc9',
        paymentId: 'pay_9',
        orderId: 'order_9',
        amount: 70000,
        currency: 'INR',
        reason: 'account deleted',
        receivedAt: '2026-02-20T05:30:00Z',
        refundStatus: 'unknown',
      },
    }));
    const { user } = await openPayments();
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: `${HEALTH_KIND_LABELS.orphan_capture} 1`,
      }),
    ).toBeVisible();
    await user.click(within(await card('oc9')).getByRole('button', { name: 'Refund: oc9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payment oc9?' });
    expect(dialog).toHaveTextContent('Rs. 700 is refunded in full to the payer.');
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'account gone',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => {
      expect(notify.warning).toHaveBeenCalledWith(
        'The gateway did not answer: the refund is checked before it is asked again.',
      );
    });
    expect(api.callsTo('POST', '/admin/payments/orphans/oc9/refund').at(-1)?.body).toEqual({
      reason: 'account gone',
    });
  });

  it('tries a failed stay refund again and marks one paid offline as paid back', async () => {
    const failedStay = item('stay_refund', 10, {
      id: 'stay_refund:bk10',
      bookingId: 'bk10',
      amount: 115000,
      actions: ['refund_stay'],
      detail:
        'A stay of 2 night(s) from 2026-02-19 was cancelled and Rs. 1150 is owed back: the gateway refused its refund; try it again.',
    });
    const offlineStay = item('stay_refund', 11, {
      id: 'stay_refund:bk11',
      bookingId: 'bk11',
      amount: 30000,
      actions: ['mark_stay_refunded'],
      detail:
        'A stay of 1 night(s) from 2026-02-20 was cancelled and Rs. 300 is owed back: it was paid offline: pay it back by hand, then mark it paid back.',
    });
    current = answer([failedStay, offlineStay]);
    const stay = (id: string, refundStatus: string) => ({
      success: true,
      booking: { id, status: 'cancelled', refundStatus },
    });
    api.on('POST', '/admin/accommodation/bk10/refund', () => {
      current = answer([offlineStay]);
      return stay('bk10', 'processed');
    });
    api.on('POST', '/admin/accommodation/bk11/refund/manual', () => {
      current = answer([]);
      return stay('bk11', 'processed');
    });
    const { user } = await openPayments();
    expect(
      await screen.findByRole('heading', { level: 3, name: `${HEALTH_KIND_LABELS.stay_refund} 2` }),
    ).toBeVisible();
    await user.click(
      within(await card('p10@example.org')).getByRole('button', {
        name: 'Refund: p10@example.org',
      }),
    );
    let dialog = await screen.findByRole('dialog', {
      name: 'Refund the stay booked by p10@example.org?',
    });
    expect(dialog).toHaveTextContent(
      'The refund of Rs. 1150 failed. The gateway is asked for it again.',
    );
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'retry');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Booking refunded');
    });
    expect(api.callsTo('POST', '/admin/accommodation/bk10/refund').at(-1)?.body).toEqual({
      reason: 'retry',
    });

    await user.click(
      within(await card('p11@example.org')).getByRole('button', {
        name: 'Mark paid back: p11@example.org',
      }),
    );
    dialog = await screen.findByRole('dialog', {
      name: 'Record the refund of p11@example.org as paid back by hand?',
    });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid back' }));
    expect(await screen.findByText('Nothing needs a human.')).toBeVisible();
    expect(api.callsTo('POST', '/admin/accommodation/bk11/refund/manual').at(-1)?.body).toEqual({
      reason: 'cash',
    });
    expect(notify.success).toHaveBeenCalledWith('The refund is recorded as paid back.');
  });

  it('retries a failed webhook and refunds, each with its reason', async () => {
    api.on('POST', '/admin/payments/webhooks/wf6/retry', () => ({
      success: true,
      message: 'Processed',
      outcome: 'confirmed',
    }));
    api.on('POST', '/admin/registrations/reg4/refund', () => ({
      success: true,
      message: 'Cancelled; the refund failed, try again',
      registration: registration(4, { paymentStatus: 'cancelled', refundStatus: 'failed' }),
    }));
    const { user } = await openPayments();
    await user.click(
      within(await card('p6@example.org')).getByRole('button', {
        name: 'Retry webhook: p6@example.org',
      }),
    );
    let dialog = await screen.findByRole('dialog', {
      name: 'Process the failed webhook of p6@example.org again?',
    });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'db is back');
    await user.click(within(dialog).getByRole('button', { name: 'Retry webhook' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('POST', '/admin/payments/webhooks/wf6/retry')[0]?.body).toEqual({
      reason: 'db is back',
    });
    expect(notify.success).toHaveBeenCalledWith('Processed');

    await user.click(
      within(await card('p4@example.org')).getByRole('button', { name: 'Refund: p4@example.org' }),
    );
    dialog = await screen.findByRole('dialog', {
      name: 'Refund the registration of p4@example.org?',
    });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'try again');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.callsTo('POST', '/admin/registrations/reg4/refund')[0]?.body).toEqual({
      reason: 'try again',
    });
    // The gateway refused again: a warning, not a success.
    expect(notify.warning).toHaveBeenCalledWith('Cancelled; the refund failed, try again');
    await waitFor(() => {
      expect(api.callsTo('GET', '/admin/payments/health').length).toBeGreaterThanOrEqual(3);
    });
  });

  it('is not offered to moderators', async () => {
    await renderPortal('moderator');
    expect(querySectionLink('Payments')).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it('shows what needs a human, its actions and their dialog in Hindi, and back', async () => {
    const { user } = await openPayments();
    await screen.findByRole('list', { name: 'Needs a human, per kind' });
    await act(() => activateLanguage('hi'));

    const counts = screen.getByRole('list', { name: 'किस तरह के मामले पर ध्यान चाहिए' });
    expect(within(counts).getByText('फ़्लैग किए गए पेमेंट')).toBeInTheDocument();
    expect(screen.getByText('501 में से सबसे पुराने 1।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'फिर से जाँचें' })).toBeInTheDocument();
    const manualCard = await card('p3@example.org');
    expect(within(manualCard).getByText('₹249')).toBeInTheDocument();
    // The server's words stay as they come.
    expect(manualCard).toHaveTextContent('Paid offline: pay Rs. 249 back by hand');

    await user.click(
      within(manualCard).getByRole('button', { name: 'लौटाया गया मार्क करें: p3@example.org' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'p3@example.org का रिफ़ंड हाथ से लौटाया गया, यह दर्ज करें?',
    });
    expect(within(dialog).getByLabelText('वजह (ऑडिट लॉग में दर्ज होगी)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'लौटाया गया मार्क करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('इस फ़ैसले की वजह लिखें।');

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('list', { name: 'Needs a human, per kind' })).toBeInTheDocument();
  });
});
