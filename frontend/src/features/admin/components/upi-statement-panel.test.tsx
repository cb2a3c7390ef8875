import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { PaymentHealthResponse, StatementResult, UpiWaitingList } from '@/lib/api-types';
import { notify } from '@/lib/toast';
import { jsonResponse } from '@/test/fixtures';

import { HEALTH_KIND_LABELS, UPI_MSG, UPI_OUTCOME_LABELS, UPI_REASON_LABELS } from '../messages';
import { mockApi, renderPortal, type MockApi, sectionLink } from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const health: PaymentHealthResponse = {
  success: true,
  checkedAt: '2026-11-25T06:00:00Z',
  total: 1,
  counts: [{ kind: 'utr_reused', count: 1 }],
  items: [
    {
      id: 'utr_reused:x1',
      kind: 'utr_reused',
      registrationId: null,
      webhookFailureId: null,
      event: null,
      eventTitle: null,
      owner: { name: 'Second', email: 'second@example.org' },
      amount: 24900,
      since: '2026-11-25T05:00:00Z',
      detail: 'UTR 401234567890 was submitted for order order_upi_B after order order_upi_A.',
      history: [],
      actions: [],
    },
  ],
};

let waiting: UpiWaitingList;
let api: MockApi;

const CSV = 'Date,Narration,UTR,Amount\n24/11/26,UPI,401234567890,"3,000.00"\n';

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({ googleClientId: null, payments: 'upi' }));
  api.on('GET', '/admin/payments/health', () => health);
  waiting = {
    orders: [
      {
        orderId: 'order_upi_ABCDEFGHJK',
        reference: 'ABCDEFGHJK',
        amount: 300000,
        utr: '401234567890',
        submittedAt: '2026-11-25T05:00:00Z',
        payer: { name: 'Asha', email: 'asha@example.org' },
      },
    ],
  };
  api.on('GET', '/admin/payments/upi', () => waiting);
});

async function openPayments() {
  const view = await renderPortal('admin');
  await view.user.click(sectionLink('Payments'));
  await screen.findByRole('heading', { level: 3, name: UPI_MSG.title });
  return view;
}

describe('the UPI panel of the Payments tab', () => {
  it('lists the UTRs waiting, and a reused UTR in payment health', async () => {
    await openPayments();
    const list = await screen.findByRole('list', { name: UPI_MSG.waitingList });
    expect(within(list).getByText(/ABCDEFGHJK/)).toBeInTheDocument();
    expect(list).toHaveTextContent('UTR 401234567890');
    expect(list).toHaveTextContent('asha@example.org');
    expect(
      screen.getByRole('heading', { level: 3, name: `${HEALTH_KIND_LABELS.utr_reused} 1` }),
    ).toBeInTheDocument();
  });

  it('matches a pasted statement and shows every line with why it matched or not', async () => {
    const result: StatementResult = {
      confirmed: 1,
      alreadyConfirmed: 0,
      flagged: 0,
      unmatched: 2,
      lines: [
        {
          line: 2,
          utr: '401234567890',
          amount: 300000,
          outcome: 'confirmed',
          reason: null,
          orderId: 'order_upi_ABCDEFGHJK',
          reference: 'ABCDEFGHJK',
          orderAmount: 300000,
        },
        {
          line: 3,
          utr: '401234567891',
          amount: 299900,
          outcome: 'unmatched',
          reason: 'amount_differs',
          orderId: 'order_upi_ZZZZZZZZZZ',
          reference: 'ZZZZZZZZZZ',
          orderAmount: 300000,
        },
        {
          line: 4,
          utr: '409999999999',
          amount: 100,
          outcome: 'unmatched',
          reason: 'unknown_utr',
          orderId: null,
          reference: null,
          orderAmount: null,
        },
      ],
    };
    api.on('POST', '/admin/payments/upi/statement', () => {
      waiting = { orders: [] };
      return result;
    });
    const { user } = await openPayments();
    await user.click(screen.getByRole('button', { name: UPI_MSG.match }));
    expect(await screen.findByText(UPI_MSG.statementMissing)).toBeInTheDocument();
    await user.click(screen.getByLabelText(UPI_MSG.statementLabel));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: UPI_MSG.match }));

    const region = await screen.findByRole('region', { name: UPI_MSG.resultTitle });
    expect(api.calls.find((c) => c.path === '/admin/payments/upi/statement')?.body).toEqual({
      statement: CSV,
    });
    expect(within(region).getByRole('status')).toHaveTextContent(UPI_MSG.summary(1, 0, 0, 2));
    const rows = within(region).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(UPI_OUTCOME_LABELS.confirmed);
    expect(rows[2]).toHaveTextContent(
      `${UPI_OUTCOME_LABELS.unmatched}: ${UPI_REASON_LABELS.amount_differs}`,
    );
    expect(rows[2]).toHaveTextContent(UPI_MSG.orderAmount('Rs. 3000'));
    expect(rows[3]).toHaveTextContent(UPI_REASON_LABELS.unknown_utr);
    expect(notify.success).toHaveBeenCalledWith(UPI_MSG.matched(1));
    // The waiting list loads again.
    expect(await screen.findByText(UPI_MSG.noneWaiting)).toBeInTheDocument();
  });

  it('reads the statement from a CSV file, and shows the server refusing it', async () => {
    api.on('POST', '/admin/payments/upi/statement', () =>
      jsonResponse(
        { success: false, message: 'Invalid', errors: { statement: ['No header line.'] } },
        422,
      ),
    );
    const { user } = await openPayments();
    const file = new File([CSV], 'statement.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(UPI_MSG.fileLabel), file);
    expect(await screen.findByDisplayValue(/401234567890/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UPI_MSG.match }));
    expect(await screen.findByText('No header line.')).toBeInTheDocument();
  });

  it('confirms one UTR by hand after asking', async () => {
    api.on('POST', '/admin/payments/upi/order_upi_ABCDEFGHJK/confirm', () => ({
      line: 0,
      utr: '401234567890',
      amount: 300000,
      outcome: 'confirmed',
      reason: null,
      orderId: 'order_upi_ABCDEFGHJK',
      reference: 'ABCDEFGHJK',
      orderAmount: 300000,
    }));
    const { user } = await openPayments();
    const list = await screen.findByRole('list', { name: UPI_MSG.waitingList });
    await user.click(within(list).getByRole('button', { name: UPI_MSG.confirmByHand }));
    const dialog = await screen.findByRole('dialog', {
      name: UPI_MSG.confirmTitle('ABCDEFGHJK'),
    });
    expect(dialog).toHaveTextContent(UPI_MSG.confirmBody('401234567890', 'Rs. 3000'));
    await user.click(within(dialog).getByRole('button', { name: UPI_MSG.confirmByHand }));
    await vi.waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith(`ABCDEFGHJK: ${UPI_OUTCOME_LABELS.confirmed}`);
    });
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/confirm'))).toBe(true);
  });
});
