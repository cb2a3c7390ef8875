import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { TeamSheetsResponse, TeamSheetView } from '@/lib/api-types';
import { FEST } from '@/lib/fest';
import { useShared } from '@/lib/use-shared';

import { useI18n } from '../i18n';
import { useTeamSheets } from '../api/get-print';
import { PRINT_MSG } from '../messages';
import { NothingToPrint, PrintFrame, PrintState, PrintSummary } from './print-page';

/** The address of an event's team sheets. */
export const teamSheetsPath = (event?: string): string =>
  event
    ? `/admin/print/team-sheets?${new URLSearchParams({ event }).toString()}`
    : '/admin/print/team-sheets';

/** One team on its own A4 sheet: who plays, their numbers, and who is checked in. */
function TeamSheet({
  sheet,
  data,
  page,
  pages,
}: {
  sheet: TeamSheetView;
  data: TeamSheetsResponse;
  page: number;
  pages: number;
}) {
  useI18n();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an id
  const headingId = `team-${sheet.registrationId}`;
  return (
    <section
      className="bulk-sheet bulk-sheet--team"
      data-testid="print-sheet"
      // Named by the college and the registration: two teams of one college are two distinct sheets.
      aria-labelledby={`${headingId} ${headingId}-registration`}
    >
      <header className="team-sheet__head">
        <p className="team-sheet__fest">
          {FEST.name} {FEST.year} · {data.eventTitle}
          {sheet.category ? ` · ${sheet.category}` : ''}
        </p>
        <h2 id={headingId} className="team-sheet__college">
          {sheet.college}
        </h2>
        <p className="team-sheet__facts">
          {PRINT_MSG.dates}: {data.dates} · {PRINT_MSG.venue}: {data.venue} ·{' '}
          <span id={`${headingId}-registration`}>
            {PRINT_MSG.registration} {sheet.registrationId.slice(0, 8)}
          </span>
        </p>
      </header>
      <table className="team-sheet__table">
        <thead>
          <tr>
            <th scope="col">{PRINT_MSG.number}</th>
            <th scope="col">{PRINT_MSG.name}</th>
            <th scope="col">{PRINT_MSG.role}</th>
            <th scope="col">{PRINT_MSG.checkedIn}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.players.map((p) => (
            <tr key={p.passId} data-checked-in={p.checkedIn}>
              <td>{p.number ?? ''}</td>
              <td>{p.name}</td>
              <td>
                {p.roleTitle}
                {p.playingRole ? ` (${p.playingRole})` : ''}
              </td>
              <td>{p.checkedIn ? PRINT_MSG.yes : PRINT_MSG.no}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="team-sheet__foot">
        <p>{PRINT_MSG.checkedInOf(sheet.checkedIn, sheet.players.length)}</p>
        <p>
          {PRINT_MSG.referee}: ____________________ {PRINT_MSG.signature}: ____________________
        </p>
        <p className="team-sheet__page">{PRINT_MSG.pageOf(page, pages)}</p>
      </footer>
    </section>
  );
}

/** Every team of the answer, one to a printed page. */
export function TeamSheets({ data }: { data: TeamSheetsResponse }) {
  useI18n();
  return (
    <div className="bulk-print__sheets">
      {data.teams.map((sheet, i) => (
        <TeamSheet
          key={sheet.registrationId}
          sheet={sheet}
          data={data}
          page={i + 1}
          pages={data.teams.length}
        />
      ))}
    </div>
  );
}

function Sheets({ event }: { event: string }) {
  useI18n();
  const sheets = useTeamSheets(event);
  return (
    <PrintState
      remote={sheets}
      ready={(data) =>
        data.teams.length === 0 ? (
          <NothingToPrint title={PRINT_MSG.noTeams} hint={PRINT_MSG.noTeamsHint} />
        ) : (
          <>
            <PrintSummary
              summary={PRINT_MSG.teamsSummary(
                data.eventTitle,
                data.teams.length,
                data.teams.reduce((n, t) => n + t.players.length, 0),
              )}
            />
            <TeamSheets data={data} />
          </>
        )
      }
    />
  );
}

/** Without an event: the events to print the team sheets of. */
function Choose() {
  useI18n();
  const loaded = useShared();
  const events = loaded.status === 'ready' ? loaded.shared.catalogue().events : [];
  return (
    <section className="bulk-print__choose" aria-labelledby="sheets-by-event">
      <h2 id="sheets-by-event">{PRINT_MSG.byEvent}</h2>
      <ul>
        {events.map((e) => (
          <li key={e.id}>
            <Link to={teamSheetsPath(e.id)}>{e.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/print/team-sheets?event=<id> (admins): the referees' sheets, one team to an A4 page. */
export function PrintTeamSheetsPage({ notFound }: { notFound: ReactNode }) {
  useI18n();
  const [params] = useSearchParams();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameters
  const event = params.get('event') ?? '';
  const back = event ? `/admin/events/${encodeURIComponent(event)}` : '/admin/events';
  return (
    <PrintFrame title={PRINT_MSG.teamSheetsTitle} back={back} notFound={notFound}>
      {event ? <Sheets key={event} event={event} /> : <Choose />}
    </PrintFrame>
  );
}
