import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, withoutField, type FieldErrors } from '@/lib/api-client';
import type { AccommodationSettingsRequest, Block, StayRules } from '@/lib/api-types';
import { useFormatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';

import { useUpdateAccommodationSettings } from '../api/update-accommodation-settings';
import { countOf, paiseOfRupees } from '../lib/coupons';
import { MSG, STAY_BLOCK_LABELS } from '../messages';

const BLOCKS = Object.keys(STAY_BLOCK_LABELS) as Block[];

/** Where the server reports each field (PUT /admin/accommodation/settings). */
const PRICE = 'pricePerNightPaise';
const bedsField = (block: Block) => `beds.${block}`;

/** A count of beds typed in digits (read by the shared rules), or null when it is not one. */
const bedsOf = (text: string): number | null => countOf(text);

/**
 * The price per guest per night (typed in rupees, sent in paise) and the beds of each block
 * (PUT /admin/accommodation/settings). A blank field stays as it is; each hint says what it is now.
 * A value that is not an amount or a count is said at its field before anything is sent; the
 * server's refusals show at their fields.
 */
export function AccommodationSettingsForm({ rules }: { rules: StayRules }) {
  const titleId = useId();
  const rupees = useFormatRupees();
  const update = useUpdateAccommodationSettings();
  const [price, setPrice] = useState('');
  const [beds, setBeds] = useState<Record<Block, string>>({ Men: '', Women: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const found: FieldErrors = {};
    const change: AccommodationSettingsRequest = {};
    if (price.trim() !== '') {
      const paise = paiseOfRupees(price);
      if (paise === null) found[PRICE] = [MSG.stayPriceNotRupees];
      else change.pricePerNightPaise = paise;
    }
    const bedsChange: NonNullable<AccommodationSettingsRequest['beds']> = {};
    for (const block of BLOCKS) {
      if (beds[block].trim() === '') continue;
      const count = bedsOf(beds[block]);
      if (count === null) found[bedsField(block)] = [MSG.stayBedsNotNumber];
      else bedsChange[block] = count;
    }
    if (Object.keys(bedsChange).length > 0) change.beds = bedsChange;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(change).length === 0) {
      setNotice(MSG.stayNothingToSave);
      return;
    }
    try {
      await update.mutateAsync(change);
      notify.success(MSG.staySaved);
      setPrice('');
      setBeds({ Men: '', Women: '' });
    } catch (error) {
      console.error('Failed to save the accommodation settings', error);
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      else setNotice(errorMessage(error));
    }
  };

  return (
    <section className="admin-stay-settings" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-section-title">
        {MSG.staySettings}
      </h3>
      <p className="admin-hint">{MSG.staySettingsHint}</p>
      <form
        className="admin-settings"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <div className="admin-settings__row">
          <TextField
            label={MSG.stayPrice}
            hint={MSG.stayPriceNow(rupees(rules.pricePerNightPaise))}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            errors={errors[PRICE]}
            onChange={(e) => {
              setPrice(e.target.value);
              setErrors((current) => withoutField(current, PRICE));
            }}
          />
          {BLOCKS.map((block) => (
            <TextField
              key={block}
              label={MSG.stayBeds(STAY_BLOCK_LABELS[block])}
              hint={MSG.stayBedsNow(rules.beds[block])}
              inputMode="numeric"
              autoComplete="off"
              value={beds[block]}
              errors={errors[bedsField(block)]}
              onChange={(e) => {
                const value = e.target.value;
                setBeds((current) => ({ ...current, [block]: value }));
                setErrors((current) => withoutField(current, bedsField(block)));
              }}
            />
          ))}
        </div>
        {notice && (
          <p className="admin-resolve__error" role="alert">
            {notice}
          </p>
        )}
        <Button
          type="submit"
          className="admin-small-button admin-stay-settings__save"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? MSG.saving : MSG.save}
        </Button>
      </form>
    </section>
  );
}
