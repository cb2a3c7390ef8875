import type { Limits } from 'fest-shared-wasm';

import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/api-client';
import type { Shared } from '@/lib/wasm';

import { messagesAt } from '../lib/paths';

/** One label/value pair of a summary. */
export interface SummaryItem {
  label: string;
  value: string;
}

/** The fee as shown on a receipt ('—' while it cannot be computed, e.g. no category yet). */
export const feeText = (shared: Shared, paise: number | null) =>
  paise === null ? '—' : shared.formatRupees(paise);

/**
 * A receipt step (SPEC 2.17): a heading, the summary as label/value pairs, an optional note, and the
 * optional referral code (pre-filled from `?ref=` or the events page).
 */
export function Receipt({
  heading,
  items,
  note,
  referralCode,
  limits,
  errors,
  onReferralChange,
}: {
  heading: string;
  items: readonly SummaryItem[];
  note?: string;
  referralCode: string;
  limits: Limits;
  errors: FieldErrors;
  onReferralChange: (code: string) => void;
}) {
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
        label="Referral Code (Optional)"
        hint="Got a code from a Campus Ambassador? Enter it here."
        value={referralCode}
        errors={messagesAt(errors, 'referralCode')}
        autoComplete="off"
        maxLength={limits.referralCodeMaxChars}
        onChange={(event) => {
          onReferralChange(event.target.value);
        }}
      />
    </div>
  );
}
