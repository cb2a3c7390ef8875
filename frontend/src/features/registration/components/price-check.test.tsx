import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import type { QuoteResponse } from '@/lib/api-types';
import { render } from '@/test/render';

import { PriceCheck } from './price-check';

const quote = (overrides: Partial<QuoteResponse> = {}): QuoteResponse => ({
  success: true,
  fee: 650000,
  discount: 0,
  amount: 650000,
  ...overrides,
});

describe("'See the price'", () => {
  it('says what the discount code takes off, asked of the server only when pressed', async () => {
    const ask = vi.fn(() =>
      Promise.resolve(
        quote({ discount: 65000, amount: 585000, code: 'WELCOME10', source: 'code' }),
      ),
    );
    render(<PriceCheck quote={ask} />);
    expect(ask).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'See the price' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'With WELCOME10: Rs. 5850 to pay (Rs. 650 off Rs. 6500).',
    );
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("names the referral code's discount, and says when none applies", async () => {
    const answers = [
      quote({ discount: 65000, amount: 585000, code: 'CA-ASHA', source: 'referral' }),
      quote(),
    ];
    const ask = vi.fn(() => Promise.resolve(answers.shift() ?? quote()));
    const user = userEvent.setup();
    render(<PriceCheck quote={ask} />);
    await user.click(screen.getByRole('button', { name: 'See the price' }));
    expect(
      await screen.findByText('With the referral code: Rs. 5850 to pay (Rs. 650 off Rs. 6500).'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See the price' }));
    expect(await screen.findByText('No discount applies: Rs. 6500 to pay.')).toBeVisible();
  });

  it("says why a code is refused, in the server's words, as an alert", async () => {
    const ask = vi.fn(() =>
      Promise.reject(
        new ApiError(422, 'This discount code is not valid.', {
          success: false,
          message: 'This discount code is not valid.',
          errors: { code: ['This discount code is not valid.'] },
        }),
      ),
    );
    render(<PriceCheck quote={ask} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'See the price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code is not valid.');
  });
});
