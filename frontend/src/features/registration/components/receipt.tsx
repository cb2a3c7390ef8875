import type { Limits } from 'fest-shared-wasm';

import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/api-client';
import type { QuoteResponse } from '@/lib/api-types';
import { localiseRupees } from '@/lib/i18n/money';
import type { Language } from '@/lib/i18n/languages';
import type { Shared } from '@/lib/wasm';

import { useI18n } from '../i18n';
import { MSG } from '../lib/messages';
import { messagesAt, ROOT } from '../lib/paths';
import { PriceCheck } from './price-check';

/** One label/value pair of a summary. */
export interface SummaryItem {
  label: string;
  value: string;
}

/**
 * The fee as shown on a receipt, in `language` ('—' while it cannot be computed, e.g. no category
 * yet).
 */
export const feeText = (shared: Shared, paise: number | null, language: Language) =>
  paise === null ? '—' : localiseRupees(shared.formatRupees(paise), language);

/** The discount code field: what is typed, and its edits. */
export interface DiscountCodeInput {
  value: string;
  onChange: (code: string) => void;
  /** What the registration costs with the codes typed, asked of the server (nothing stored). */
  quote?: () => Promise<QuoteResponse>;
}

/**
 * A receipt step (SPEC 2.17): a heading, the summary as label/value pairs (the catalogue's fee: the
 * server prices any discount, and the checkout shows the amount to pay), an optional note, the
 * optional referral code (pre-filled from `?ref=` or the events page) and, for a new registration,
 * the optional discount code (its refusal shown under it, errors under `code`), with 'See the
 * price' (what the codes take off, asked of the server before checkout). The two codes are explained
 * apart: the referral code counts for the ambassador, the discount code lowers the fee.
 */
export function Receipt({
  heading,
  items,
  note,
  referralCode,
  limits,
  errors,
  onReferralChange,
  discountCode,
}: {
  heading: string;
  items: readonly SummaryItem[];
  note?: string;
  referralCode: string;
  limits: Limits;
  errors: FieldErrors;
  onReferralChange: (code: string) => void;
  /** Offered when given. */
  discountCode?: DiscountCodeInput | undefined;
}) {
  const { i18n } = useI18n();
  return (
    <div className="reg-step">
      <section className="reg-summary" aria-labelledby="reg-summary-heading">
        <h3 id="reg-summary-heading" className="reg-summary__heading">
          {heading}
        </h3>
        <dl className="reg-summary__list">
          {items.map((item) => (
            <div key={item.label} className="reg-summary__item">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
        {note && <p className="reg-summary__note">{note}</p>}
      </section>
      <TextField
        label={i18n._('registration.receipt.referralCode')}
        hint={MSG.referralCodeHint}
        value={referralCode}
        errors={messagesAt(errors, ROOT.referralCode)}
        autoComplete="off"
        maxLength={limits.referralCodeMaxChars}
        onChange={(event) => {
          onReferralChange(event.target.value);
        }}
      />
      {discountCode && (
        <TextField
          label={MSG.discountCode}
          hint={MSG.discountCodeHint}
          value={discountCode.value}
          errors={messagesAt(errors, ROOT.code)}
          autoComplete="off"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the keyboard's capitals
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            discountCode.onChange(event.target.value);
          }}
        />
      )}
      {discountCode?.quote && <PriceCheck quote={discountCode.quote} />}
    </div>
  );
}
