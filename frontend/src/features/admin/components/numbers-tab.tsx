import { type CSSProperties, useId } from 'react';

import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadingStatus } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import type { Block, NumbersBlock, NumbersEvent, NumbersGate, NumbersHour } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n/format';

import { NUMBERS_REFRESH_MS, useFestNumbers } from '../api/get-fest-numbers';
import { useI18n } from '../i18n';
import { formatCount, formatDay, formatTime } from '../lib/format';
import { NUMBERS_MSG as M, STAY_BLOCK_LABELS } from '../messages';
import { LoadError } from './load-error';
import './numbers-tab.css';

/** `part` of `whole` as a percentage ('0%' of nothing), in the active language. */
const share = (part: number, whole: number): string =>
  formatNumber(whole > 0 ? Math.min(part / whole, 1) : 0, { style: 'percent' as const });

/** A block as the server names it (Men, Women), in the active language. */
const blockName = (block: string): string =>
  Object.hasOwn(STAY_BLOCK_LABELS, block) ? STAY_BLOCK_LABELS[block as Block] : block;

const eventColumns = (): readonly Column<NumbersEvent>[] => [
  { id: 'event', header: M.colEvent, cell: (e) => e.title || e.event },
  {
    id: 'checkedIn',
    header: M.colCheckedIn,
    cell: (e) => formatCount(e.checkedIn),
    numeric: true,
  },
  { id: 'passes', header: M.colPasses, cell: (e) => formatCount(e.passes), numeric: true },
  { id: 'share', header: M.colShare, cell: (e) => share(e.checkedIn, e.passes), numeric: true },
  {
    id: 'duplicates',
    header: M.colDuplicates,
    cell: (e) => formatCount(e.duplicates),
    numeric: true,
  },
];

const gateColumns = (): readonly Column<NumbersGate>[] => [
  { id: 'gate', header: M.colGate, cell: (g) => g.gate },
  {
    id: 'checkedIn',
    header: M.colCheckedIn,
    cell: (g) => formatCount(g.checkedIn),
    numeric: true,
  },
  {
    id: 'duplicates',
    header: M.colDuplicates,
    cell: (g) => formatCount(g.duplicates),
    numeric: true,
  },
];

const blockColumns = (): readonly Column<NumbersBlock>[] => [
  { id: 'block', header: M.colBlock, cell: (b) => M.blockLabel(blockName(b.block)) },
  {
    id: 'checkedIn',
    header: M.colCheckedIn,
    cell: (b) => formatCount(b.checkedIn),
    numeric: true,
  },
  { id: 'guests', header: M.colGuests, cell: (b) => formatCount(b.guests), numeric: true },
  { id: 'share', header: M.colShare, cell: (b) => share(b.checkedIn, b.guests), numeric: true },
];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '20 Feb, 23:00–00:00': an hour of India time as the server gives it. */
export const hourLabel = (h: NumbersHour): string =>
  M.hourLabel(formatDay(h.date), `${twoDigits(h.hour)}:00`, `${twoDigits((h.hour + 1) % 24)}:00`);

/**
 * Check-ins per hour as a list of bars: each line says its hour and its count in text (the bar is
 * drawn beside, hidden from screen readers), so it reads the same on a phone and to a screen reader.
 */
function HourBars({ title, hours }: { title: string; hours: readonly NumbersHour[] }) {
  const titleId = useId();
  const most = Math.max(1, ...hours.map((h) => h.checkedIn));
  return (
    <section className="admin-numbers__block" aria-labelledby={titleId}>
      <h4 id={titleId} className="admin-numbers__subtitle">
        {title}
      </h4>
      {hours.length === 0 ? (
        <p className="admin-numbers__empty">{M.noHours}</p>
      ) : (
        <ol className="admin-numbers__hours" aria-labelledby={titleId}>
          {hours.map((h) => (
            <li key={h.start} className="admin-numbers__hour">
              <span className="admin-numbers__hour-label">{hourLabel(h)}</span>{' '}
              <span className="admin-numbers__bar" aria-hidden="true">
                <span
                  className="admin-numbers__bar-fill"
                  style={{ '--share': h.checkedIn / most } as CSSProperties}
                />
              </span>{' '}
              <span className="admin-numbers__hour-count">
                {formatCount(h.checkedIn)}
                <span className="visually-hidden"> {M.checkedInSuffix}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A headline figure: its name, its value, and what it is out of. */
function Headline({
  label,
  value,
  of,
  testId,
}: {
  label: string;
  value: number;
  of?: { total: number };
  testId: string;
}) {
  const labelId = useId();
  return (
    <li className="admin-stat" aria-labelledby={labelId}>
      <h4 id={labelId} className="admin-stat__label">
        {label}
      </h4>
      <p className="admin-stat__value" data-testid={testId}>
        {formatCount(value)}
      </p>
      {of && (
        <p className="admin-numbers__of">
          {M.ofTotal(formatCount(value), formatCount(of.total), share(value, of.total))}
        </p>
      )}
    </li>
  );
}

/**
 * Numbers: the fest-wide figures on fest day (GET /admin/numbers, admins), asked for again every
 * `refreshMs` while the page is visible: people checked in against passes issued, by event, by gate
 * and by hour of India time, the duplicate scans apart; the hostel desk's guests checked in against
 * those booked, by block and by hour. The time the numbers were taken is shown; when a refresh fails
 * the last numbers stay, marked as not live.
 */
export function NumbersTab({ refreshMs = NUMBERS_REFRESH_MS }: { refreshMs?: number }) {
  useI18n();
  const gatesId = useId();
  const hostelId = useId();
  const numbers = useFestNumbers(refreshMs);
  const data = numbers.data;
  const live = numbers.isSuccess && !numbers.isError;

  return (
    <div className="admin-tab admin-numbers">
      <div className="admin-toolbar">
        <p className="admin-numbers__hint">{M.hint}</p>
        {data && (
          <p className="admin-live" data-live={live} data-testid="numbers-live">
            <span className="admin-live__dot" aria-hidden="true" />
            {M.updated(formatTime(data.takenAt))}
            {!live && <span className="admin-live__time"> · {M.stale}</span>}
          </p>
        )}
      </div>

      {numbers.isError && (
        <LoadError
          message={errorMessage(numbers.error, M.loadFailed)}
          onRetry={() => {
            void numbers.refetch();
          }}
        />
      )}
      {!data && !numbers.isError && <LoadingStatus label={M.loading} />}

      {data && (
        <>
          <section className="admin-numbers__part" aria-labelledby={gatesId}>
            <h3 id={gatesId} className="admin-section-title">
              {M.gatesTitle}
            </h3>
            <ul className="admin-stats">
              <Headline
                label={M.checkedInNow}
                value={data.gates.checkedIn}
                of={{ total: data.gates.passes }}
                // eslint-disable-next-line lingui/no-unlocalized-strings -- test ids
                testId="numbers-checked-in"
              />
              {/* eslint-disable-next-line lingui/no-unlocalized-strings -- test ids */}
              <Headline label={M.passes} value={data.gates.passes} testId="numbers-passes" />
              <Headline
                label={M.duplicates}
                value={data.gates.duplicates}
                // eslint-disable-next-line lingui/no-unlocalized-strings -- test ids
                testId="numbers-duplicates"
              />
            </ul>
            {data.gates.passes === 0 && data.gates.checkedIn === 0 ? (
              <p className="admin-numbers__empty">{M.noPasses}</p>
            ) : (
              <>
                <h4 className="admin-numbers__subtitle">{M.byEvent}</h4>
                <DataTable
                  caption={M.byEvent}
                  columns={eventColumns()}
                  rows={data.gates.events}
                  rowKey={(e) => e.event}
                  empty={M.noEvents}
                />
                <h4 className="admin-numbers__subtitle">{M.byGate}</h4>
                <DataTable
                  caption={M.byGate}
                  columns={gateColumns()}
                  rows={data.gates.gates}
                  rowKey={(g) => g.gate}
                  empty={M.noGates}
                />
                <HourBars title={M.byHour} hours={data.gates.hours} />
              </>
            )}
          </section>

          <section className="admin-numbers__part" aria-labelledby={hostelId}>
            <h3 id={hostelId} className="admin-section-title">
              {M.hostelTitle}
            </h3>
            <ul className="admin-stats">
              <Headline
                label={M.guestsCheckedIn}
                value={data.hostel.checkedIn}
                of={{ total: data.hostel.guests }}
                // eslint-disable-next-line lingui/no-unlocalized-strings -- test ids
                testId="numbers-hostel-checked-in"
              />
              <Headline
                label={M.guestsBooked}
                value={data.hostel.guests}
                // eslint-disable-next-line lingui/no-unlocalized-strings -- test ids
                testId="numbers-hostel-guests"
              />
            </ul>
            {data.hostel.guests === 0 && data.hostel.checkedIn === 0 ? (
              <p className="admin-numbers__empty">{M.noGuests}</p>
            ) : (
              <>
                <h4 className="admin-numbers__subtitle">{M.byBlock}</h4>
                <DataTable
                  caption={M.byBlock}
                  columns={blockColumns()}
                  rows={data.hostel.blocks}
                  rowKey={(b) => b.block}
                />
                <HourBars title={M.hostelByHour} hours={data.hostel.hours} />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** /admin/numbers. */
export function NumbersSection() {
  return <NumbersTab />;
}
