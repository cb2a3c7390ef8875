import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { CouponView } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { useEventTitles } from '@/lib/use-event-titles';
import { LoadingStatus } from '@/components/ui/query-state';

import { useCoupons } from '../api/get-coupons';
import { couponValueText } from '../lib/coupons';
import { useI18n } from '../i18n';
import { formatCount, formatFestDateTime } from '../lib/format';
import { APPLIES_TO_LABELS, MSG } from '../messages';
import { CouponDialog } from './coupon-dialog';
import { LoadError } from './load-error';

/** A limit, or 'No limit' when there is none. */
const limitText = (limit: number | null | undefined): string =>
  typeof limit === 'number' ? formatCount(limit) : MSG.noLimit;

function columns(
  rupees: (paise: number) => string,
  eventTitle: (event: string) => string,
): readonly Column<CouponView>[] {
  return [
    {
      id: 'code',
      header: MSG.couponCode,
      cell: (c) => <code className="admin-id">{c.code}</code>,
    },
    {
      id: 'value',
      header: MSG.couponDiscount,
      cell: (c) => couponValueText(c, rupees),
      numeric: true,
    },
    { id: 'appliesTo', header: MSG.couponAppliesTo, cell: (c) => APPLIES_TO_LABELS[c.appliesTo] },
    {
      id: 'events',
      header: MSG.couponEvents,
      cell: (c) =>
        c.events && c.events.length > 0 ? c.events.map(eventTitle).join(', ') : MSG.allEvents,
    },
    {
      id: 'validFrom',
      header: MSG.couponValidFrom,
      cell: (c) => (c.validFrom ? formatFestDateTime(c.validFrom) : MSG.couponAtOnce),
    },
    {
      id: 'validTo',
      header: MSG.couponValidTo,
      cell: (c) => (c.validTo ? formatFestDateTime(c.validTo) : MSG.couponNoEnd),
    },
    {
      id: 'uses',
      header: MSG.couponUsesHeader,
      cell: (c) => MSG.couponUses(formatCount(c.uses), limitText(c.maxUses)),
      numeric: true,
    },
    { id: 'perUser', header: MSG.couponPerUser, cell: (c) => limitText(c.perUser), numeric: true },
    { id: 'created', header: MSG.couponCreatedAt, cell: (c) => formatFestDateTime(c.createdAt) },
  ];
}

/**
 * Discount codes (admins only): every code (GET /admin/coupons, newest first) with its discount,
 * what it applies to, its events, its validity in India time and its uses against its limits; 'New
 * code' opens the form that makes one (POST /admin/coupons), after which the list loads again.
 */
export function CouponsTab() {
  useI18n();
  const coupons = useCoupons();
  const rupees = useFormatMoney();
  const eventTitle = useEventTitles();
  const [creating, setCreating] = useState(false);
  const data = coupons.data;

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <p className="admin-hint admin-coupons__intro">{MSG.couponsIntro}</p>
        <Button
          className="admin-small-button admin-toolbar__end"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
          aria-haspopup="dialog"
          onClick={() => {
            setCreating(true);
          }}
        >
          {MSG.newCoupon}
        </Button>
      </div>
      {coupons.status === 'error' && (
        <LoadError message={coupons.message} onRetry={coupons.reload} />
      )}
      {!data && coupons.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <DataTable
          caption={MSG.couponsCaption}
          columns={columns(rupees, eventTitle)}
          rows={data}
          rowKey={(c) => c.id}
          empty={MSG.couponsEmpty}
          busy={coupons.status === 'loading'}
        />
      )}
      {creating && (
        <CouponDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </div>
  );
}
