import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, type FieldErrors } from '@/lib/api-client';
import type { AccommodationSettingsRequest, Block, StayRules } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { notify } from '@/lib/toast';
import { useSharedForm } from '@/lib/use-shared-form';

import { useUpdateAccommodationSettings } from '../api/update-accommodation-settings';
import { countOf, paiseOfRupees } from '../lib/coupons';
import { useI18n } from '../i18n';
import { MSG } from '../messages';

const BLOCKS: readonly Block[] = ['Men', 'Women'];

/** Where the server reports each field (PUT /admin/accommodation/settings). */
const PRICE = 'pricePerNightPaise' as const;
const bedsField = (block: Block) => `beds.${block}` as const;

interface Values {
  price: string;
  beds: Record<Block, string>;
}

const BLANK: Values = { price: '', beds: { Men: '', Women: '' } };

/** A count of beds typed in digits (read by the shared rules), or null when it is not one. */
const bedsOf = (text: string): number | null => countOf(text);

/**
 * The price per guest per night (typed in rupees, sent in paise) and the beds of each block
 * (PUT /admin/accommodation/settings). A blank field stays as it is; each hint says what it is now.
 * A value that is not an amount or a count is said at its field before anything is sent; the
 * server's refusals show at their fields.
 */
export function AccommodationSettingsForm({ rules }: { rules: StayRules }) {
  useI18n();
  const titleId = useId();
  const rupees = useFormatMoney();
  const update = useUpdateAccommodationSettings();
  // The server's rules judge the settings; here only what is not an amount or a count is said.
  const form = useSharedForm<Values>({ defaultValues: BLANK });
  const { attach } = form;
  const { price, beds } = form.values;
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async () => {
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
    if (Object.keys(found).length > 0) {
      form.showErrors(found);
      return;
    }
    form.clear();
    if (Object.keys(change).length === 0) {
      setNotice(MSG.stayNothingToSave);
      return;
    }
    try {
      await update.mutateAsync(change);
      notify.success(MSG.staySaved);
      form.methods.reset(BLANK);
    } catch (error) {
      console.error('Failed to save the accommodation settings', error);
      if (error instanceof ApiError && error.fieldErrors) form.showErrors(error.fieldErrors);
      else setNotice(errorMessage(error));
    }
  };

  return (
    <section className="admin-stay-settings" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-section-title">
        {MSG.staySettings}
      </h3>
      <p className="admin-hint">{MSG.staySettingsHint}</p>
      <form ref={attach} className="admin-settings" noValidate onSubmit={form.onSubmit(submit)}>
        <div className="admin-settings__row">
          <TextField
            label={MSG.stayPrice}
            hint={MSG.stayPriceNow(rupees(rules.pricePerNightPaise))}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            errors={form.errorsAt(PRICE)}
            onChange={(e) => {
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              form.set('price', e.target.value);
              form.clear(PRICE);
            }}
          />
          {BLOCKS.map((block) => (
            <TextField
              key={block}
              label={MSG.stayBeds(block)}
              hint={MSG.stayBedsNow(rules.beds[block])}
              inputMode="numeric"
              autoComplete="off"
              value={beds[block]}
              errors={form.errorsAt(bedsField(block))}
              onChange={(e) => {
                // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
                form.set(`beds.${block}`, e.target.value);
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
