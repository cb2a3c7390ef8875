import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PassQr } from '@/components/pass-qr';
import type { PrintPass } from '@/lib/api-types';
import { FEST } from '@/lib/fest';
import { useEventTitles } from '@/lib/use-event-titles';
import { useShared } from '@/lib/use-shared';

import { useI18n } from '../i18n';
import { usePrintColleges, usePrintPasses, type PrintFilter } from '../api/get-print';
import { PASSES_PER_PAGE, PRINT_MSG } from '../messages';
import { NothingToPrint, PrintFrame, PrintState, PrintSummary, pagesOf } from './print-page';

/** The address of the passes of an event or of a college, to print. */
export const printPassesPath = (filter?: PrintFilter): string => {
  if (!filter) return '/admin/print/passes';
  const query: [string, string] =
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameters
    'event' in filter ? ['event', filter.event] : ['college', filter.college];
  return `/admin/print/passes?${new URLSearchParams([query]).toString()}`;
};

/** One pass as printed: who, for what, where and when, and the QR code the gate scans. */
function PrintedPass({ pass }: { pass: PrintPass }) {
  useI18n();
  return (
    <article className="bulk-pass" data-testid="printed-pass" data-pass-id={pass.id}>
      <div className="bulk-pass__text">
        <p className="bulk-pass__fest">
          {FEST.name} {FEST.year}
        </p>
        <p className="bulk-pass__event">
          {pass.eventTitle}
          {pass.category ? ` · ${pass.category}` : ''}
        </p>
        <p className="bulk-pass__name">{pass.name}</p>
        <p className="bulk-pass__role">{pass.roleTitle}</p>
        <dl className="bulk-pass__facts">
          <dt>{PRINT_MSG.college}</dt>
          <dd>{pass.college}</dd>
          <dt>{PRINT_MSG.dates}</dt>
          <dd>{pass.dates}</dd>
          <dt>{PRINT_MSG.venue}</dt>
          <dd>{pass.venue}</dd>
        </dl>
      </div>
      <div className="bulk-pass__code">
        <PassQr token={pass.token} passId={pass.id} label={PRINT_MSG.passLabel(pass.name)} />
        <p className="bulk-pass__id">
          {PRINT_MSG.pass} {pass.id}
        </p>
      </div>
    </article>
  );
}

/** The passes on A4 sheets: PASSES_PER_PAGE to a sheet, each sheet one printed page. */
export function PassSheets({ passes }: { passes: readonly PrintPass[] }) {
  useI18n();
  return (
    <div className="bulk-print__sheets">
      {pagesOf(passes, PASSES_PER_PAGE).map((page, i) => (
        <section
          key={page[0]?.id ?? i}
          className="bulk-sheet bulk-sheet--passes"
          data-testid="print-sheet"
          aria-label={PRINT_MSG.pageOf(i + 1, Math.ceil(passes.length / PASSES_PER_PAGE))}
        >
          {page.map((pass) => (
            <PrintedPass key={pass.id} pass={pass} />
          ))}
        </section>
      ))}
    </div>
  );
}

function Passes({ filter, what }: { filter: PrintFilter; what: string }) {
  useI18n();
  const passes = usePrintPasses(filter);
  return (
    <PrintState
      remote={passes}
      ready={(data) =>
        data.passes.length === 0 ? (
          <NothingToPrint title={PRINT_MSG.noPasses} hint={PRINT_MSG.noPassesHint} />
        ) : (
          <>
            <PrintSummary
              summary={PRINT_MSG.passesSummary(
                what,
                data.passes.length,
                Math.ceil(data.passes.length / PASSES_PER_PAGE),
              )}
            />
            <PassSheets passes={data.passes} />
          </>
        )
      }
    />
  );
}

/** Without an event or a college: the events and the colleges to print the passes of. */
function Choose() {
  useI18n();
  const loaded = useShared();
  const events = loaded.status === 'ready' ? loaded.shared.catalogue().events : [];
  const colleges = usePrintColleges();
  return (
    <div className="bulk-print__choose">
      <section aria-labelledby="print-by-event">
        <h2 id="print-by-event">{PRINT_MSG.byEvent}</h2>
        <ul>
          {events.map((e) => (
            <li key={e.id}>
              <Link to={printPassesPath({ event: e.id })}>{e.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="print-by-college">
        <h2 id="print-by-college">{PRINT_MSG.byCollege}</h2>
        <PrintState
          remote={colleges}
          ready={(data) =>
            data.colleges.length === 0 ? (
              <p>{PRINT_MSG.noColleges}</p>
            ) : (
              <ul>
                {data.colleges.map((c) => (
                  <li key={c.name}>
                    <Link to={printPassesPath({ college: c.name })}>
                      {PRINT_MSG.collegePasses(c.name, c.passes)}
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        />
      </section>
    </div>
  );
}

/**
 * /admin/print/passes?event=<id> or ?college=<name> (admins): the passes to print, eight to an A4
 * sheet; without either, the events and colleges to choose from.
 */
export function PrintPassesPage({ notFound }: { notFound: ReactNode }) {
  useI18n();
  const [params] = useSearchParams();
  const eventTitle = useEventTitles();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameters
  const event = params.get('event') ?? '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameters
  const college = params.get('college') ?? '';
  const filter: PrintFilter | null = event ? { event } : college ? { college } : null;
  const back = event ? `/admin/events/${encodeURIComponent(event)}` : '/admin/events';
  return (
    <PrintFrame title={PRINT_MSG.passesTitle} back={back} notFound={notFound}>
      {filter ? (
        <Passes
          key={event || college}
          filter={filter}
          what={'event' in filter ? eventTitle(filter.event) : filter.college}
        />
      ) : (
        <Choose />
      )}
    </PrintFrame>
  );
}
