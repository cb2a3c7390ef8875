import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import type { QuoteResponse } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';

import { useI18n } from '../i18n';
import { PRICE_CHECK } from '../lib/messages';

type Checked =
  | { state: 'idle' }
  | { state: 'asking' }
  | { state: 'priced'; quote: QuoteResponse }
  | { state: 'refused'; message: string };

/**
 * 'See the price' on the last step: asks the server what the registration costs with the codes typed
 * (POST /events/{event}/quote: the same pricing as the order, nothing stored) and says it in words,
 * before any checkout opens: the amount to pay, what the discount code or the referral code takes off
 * the fee, or that no discount applies, or why a code is refused. The answer is announced.
 */
export function PriceCheck({ quote }: { quote: () => Promise<QuoteResponse> }) {
  useI18n();
  const rupees = useFormatMoney();
  const [checked, setChecked] = useState<Checked>({ state: 'idle' });

  const ask = async () => {
    setChecked({ state: 'asking' });
    try {
      setChecked({ state: 'priced', quote: await quote() });
    } catch (error) {
      setChecked({ state: 'refused', message: errorMessage(error, PRICE_CHECK.failed) });
    }
  };

  let text = '';
  if (checked.state === 'asking') text = PRICE_CHECK.asking;
  if (checked.state === 'refused') text = checked.message;
  if (checked.state === 'priced') {
    const { fee, discount, amount, code, source } = checked.quote;
    text =
      discount > 0
        ? PRICE_CHECK.discounted(
            source === 'referral' ? PRICE_CHECK.referral : (code ?? ''),
            rupees(amount),
            rupees(discount),
            rupees(fee),
          )
        : PRICE_CHECK.noDiscount(rupees(amount));
  }

  return (
    <div className="reg-price-check">
      <Button
        variant="ghost"
        disabled={checked.state === 'asking'}
        aria-busy={checked.state === 'asking' || undefined}
        onClick={() => void ask()}
      >
        {PRICE_CHECK.button}
      </Button>
      <p
        className="reg-price-check__result"
        role={checked.state === 'refused' ? 'alert' : 'status'}
        data-state={checked.state}
      >
        {text}
      </p>
    </div>
  );
}
