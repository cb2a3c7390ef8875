import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { AdminBookingView, AdminNightView, Block } from '@/lib/api-types';
import { useFormatMoney } from '@/lib/i18n/money';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';
import { LoadingStatus } from '@/components/ui/query-state';

import { type GuestListFormat, useExportGuestList } from '../api/export-accommodation';
import { useAccommodation } from '../api/get-accommodation';
import { useMarkBookingPaid } from '../api/mark-booking-paid';
import { useRefundBooking } from '../api/refund-booking';
import { useViewParam } from '../hooks/use-view-params';
import { useI18n } from '../i18n';
import { formatCount, formatDay } from '../lib/format';
import { MSG, STAY_BLOCK_LABELS, statusWord } from '../messages';
import { AccommodationSettingsForm } from './accommodation-settings-form';
import { Badge } from './badge';
import { BookingRefundDialog, isRefundable } from './booking-refund-dialog';
import { LoadError } from './load-error';

const BLOCKS = Object.keys(STAY_BLOCK_LABELS) as Block[];

const isBlock = (value: string): value is Block => (BLOCKS as string[]).includes(value);

function nightColumns(): readonly Column<AdminNightView>[] {
  return [
    { id: 'night', header: MSG.stayNight, cell: (n) => formatDay(n.date) },
    ...BLOCKS.flatMap((block) => [
      {
        id: `${block}-taken`,
        header: MSG.stayBedsTaken(STAY_BLOCK_LABELS[block]),
        cell: (n: AdminNightView) => formatCount(n.taken[block]),
        numeric: true,
      },
      {
        id: `${block}-left`,
        header: MSG.stayBedsLeft(STAY_BLOCK_LABELS[block]),
        cell: (n: AdminNightView) => formatCount(n.bedsLeft[block]),
        numeric: true,
      },
    ]),
  ];
}

/**
 * Accommodation (admins only): the beds taken and left in each block every night, the bookings
 * (GET /admin/accommodation, filtered by block and night; those that hold beds first) with their
 * owner, team, event, block, dates, guests, amount and status; Refund (with a reason) for a paid or
 * flagged booking, or one whose refund failed; Mark paid for one awaiting an offline payment. The
 * guest list downloads as CSV or Excel; the price per night and the beds of each block are changed
 * below.
 */
export function AccommodationTab() {
  useI18n();
  const blockId = useId();
  const nightId = useId();
  const rupees = useFormatMoney();
  const eventTitle = useEventTitles();
  const [blockParam, setBlock] = useViewParam('block');
  const block = isBlock(blockParam) ? blockParam : '';
  const [night, setNight] = useViewParam('night');
  const accommodation = useAccommodation({ block, night });
  const exporter = useExportGuestList();
  const refund = useRefundBooking();
  const markPaid = useMarkBookingPaid();
  const [refunding, setRefunding] = useState<AdminBookingView | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);
  const [paying, setPaying] = useState<AdminBookingView | null>(null);

  const download = async (format: GuestListFormat) => {
    try {
      const { blob, fileName } = await exporter.mutateAsync(format);
      saveFile(blob, fileName);
    } catch (error) {
      console.error('Failed to download the guest list', error);
      notify.error(errorMessage(error, MSG.stayExportFailed));
    }
  };

  const confirmRefund = async (reason: string) => {
    if (!refunding) return;
    setRefundError(null);
    try {
      const { booking } = await refund.mutateAsync({ id: refunding.id, reason });
      if (booking.refundStatus === 'failed') notify.warning(MSG.refundRequested);
      else notify.success(MSG.stayRefunded);
      setRefunding(null);
    } catch (error) {
      console.error('Failed to refund the booking', error);
      const reasonErrors = error instanceof ApiError ? error.fieldErrors?.reason : undefined;
      setRefundError(reasonErrors?.join(' ') ?? errorMessage(error));
    }
  };

  const confirmMarkPaid = async () => {
    if (!paying) return;
    try {
      await markPaid.mutateAsync(paying.id);
      notify.success(MSG.stayMarkedPaid);
    } catch (error) {
      console.error('Failed to mark the booking as paid', error);
    } finally {
      setPaying(null);
    }
  };

  const bookingColumns: readonly Column<AdminBookingView>[] = [
    {
      id: 'owner',
      header: MSG.stayOwner,
      cell: (b) => (
        <>
          {b.ownerName}
          <br />
          <span className="admin-hint">{b.ownerEmail}</span>
        </>
      ),
    },
    { id: 'team', header: MSG.stayTeam, cell: (b) => b.team },
    { id: 'event', header: MSG.stayEvent, cell: (b) => eventTitle(b.event) },
    { id: 'block', header: MSG.stayBlock, cell: (b) => STAY_BLOCK_LABELS[b.block] },
    {
      id: 'dates',
      header: MSG.stayDates,
      cell: (b) => MSG.stayDatesValue(formatDay(b.checkIn), formatDay(b.checkOut), b.nights),
    },
    {
      id: 'guests',
      header: MSG.stayGuests,
      cell: (b) => MSG.stayGuestsValue(b.guests.length, b.guests.map((g) => g.name).join(', ')),
    },
    {
      id: 'amount',
      header: MSG.amount,
      numeric: true,
      cell: (b) => (
        <>
          {rupees(b.amount)}
          {typeof b.discount === 'number' && b.discount > 0 && (
            <>
              <br />
              <span className="admin-hint">
                {MSG.stayDiscount(
                  b.couponCode ?? null,
                  rupees(b.discount),
                  rupees(b.originalAmount ?? b.amount + b.discount),
                )}
              </span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: MSG.paymentStatus,
      cell: (b) => (
        <>
          <Badge value={b.status} />
          {b.refundStatus && (
            <>
              {' '}
              <Badge
                value={b.refundStatus}
                label={`${MSG.refundStatus}: ${statusWord(b.refundStatus)}`}
              />
            </>
          )}
          {b.flagReason && (
            <>
              <br />
              <span className="admin-hint">{MSG.stayFlagged(b.flagReason)}</span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{MSG.stayActions}</span>,
      cell: (b) => (
        <div className="admin-row-actions">
          {isRefundable(b) && (
            <Button
              variant="ghost"
              className="admin-small-button"
              // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
              aria-haspopup="dialog"
              aria-label={`${MSG.refund}: ${b.ownerEmail}`}
              onClick={() => {
                setRefundError(null);
                setRefunding(b);
              }}
            >
              {MSG.refund}
            </Button>
          )}
          {b.status === 'awaiting_payment' && (
            <Button
              variant="ghost"
              className="admin-small-button"
              // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
              aria-haspopup="dialog"
              aria-label={`${MSG.markPaid}: ${b.ownerEmail}`}
              onClick={() => {
                setPaying(b);
              }}
            >
              {MSG.markPaid}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const data = accommodation.data;
  return (
    <div className="admin-tab">
      <p className="admin-hint">{MSG.stayIntro}</p>
      <div className="admin-toolbar">
        <div className="admin-filter">
          <label htmlFor={blockId}>{MSG.stayBlock}</label>
          <select
            id={blockId}
            className="ui-select"
            value={block}
            onChange={(e) => {
              const value = e.target.value;
              setBlock(isBlock(value) ? value : '');
            }}
          >
            <option value="">{MSG.stayAllBlocks}</option>
            {BLOCKS.map((b) => (
              <option key={b} value={b}>
                {STAY_BLOCK_LABELS[b]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filter">
          <label htmlFor={nightId}>{MSG.stayNight}</label>
          <select
            id={nightId}
            className="ui-select"
            value={night}
            onChange={(e) => {
              setNight(e.target.value);
            }}
          >
            <option value="">{MSG.stayAllNights}</option>
            {data?.nights.map((n) => (
              <option key={n.date} value={n.date}>
                {formatDay(n.date)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-downloads admin-toolbar__end">
          <Button
            variant="ghost"
            className="admin-small-button"
            disabled={exporter.isPending}
            onClick={() => {
              void download('csv');
            }}
          >
            {MSG.stayDownloadCsv}
          </Button>
          <Button
            variant="ghost"
            className="admin-small-button"
            disabled={exporter.isPending}
            onClick={() => {
              void download('xlsx');
            }}
          >
            {MSG.stayDownloadXlsx}
          </Button>
        </div>
      </div>

      {accommodation.status === 'error' && (
        <LoadError message={accommodation.message} onRetry={accommodation.reload} />
      )}
      {!data && accommodation.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <>
          <h3 className="admin-section-title">{MSG.stayBedsCaption}</h3>
          <DataTable
            caption={MSG.stayBedsCaption}
            columns={nightColumns()}
            rows={data.nights}
            rowKey={(n) => n.date}
            busy={accommodation.status === 'loading'}
          />
          <h3 className="admin-section-title">
            {MSG.stayBookingsCaption}{' '}
            <span className="admin-section-title__note">{formatCount(data.bookings.length)}</span>
          </h3>
          <DataTable
            caption={MSG.stayBookingsCaption}
            columns={bookingColumns}
            rows={data.bookings}
            rowKey={(b) => b.id}
            empty={MSG.stayBookingsEmpty}
            busy={accommodation.status === 'loading'}
          />
          <AccommodationSettingsForm rules={data.rules} />
        </>
      )}

      {refunding && (
        <BookingRefundDialog
          booking={refunding}
          busy={refund.isPending}
          error={refundError}
          onRefund={(reason) => {
            void confirmRefund(reason);
          }}
          onCancel={() => {
            setRefunding(null);
          }}
        />
      )}
      {paying && (
        <ConfirmDialog
          title={MSG.stayMarkPaidOf(paying.ownerEmail)}
          confirmLabel={MSG.markPaid}
          busy={markPaid.isPending}
          onConfirm={() => {
            void confirmMarkPaid();
          }}
          onCancel={() => {
            setPaying(null);
          }}
        >
          <p>{MSG.stayMarkPaidText(rupees(paying.amount))}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
