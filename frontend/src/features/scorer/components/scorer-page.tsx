import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus, failureText } from '@/components/ui/query-state';
import { useCurrentUser } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSharedOrNull } from '@/lib/use-shared';

import { useScorerMatches, type ScorerMatch } from '../api/get-matches';
import { useLiveLists } from '../hooks/use-live-lists';
import { useI18n } from '../i18n';
import { matchTitle, scoreText } from '../lib/texts';
import { HeatList, type HeatItem } from './heat-list';
import { ResultForm } from './result-form';
import { TimesForm } from './times-form';
import './scorer.css';

/** Which match is open: its set and id (the list's entry may be replaced by a refetch). */
interface Open {
  setId: string;
  matchId: string;
}

/**
 * /scorer (scorers, moderators and admins): the matches whose teams are known, the ones to play
 * first, and the athletics heats to time (for staff, the timed ones too, to correct); tapping one
 * opens its result or times form. After a save the lists are asked for again and the server's
 * message is shown above them; they follow the live stream too (a heat timed or a final drawn by
 * someone else).
 */
export function ScorerPage() {
  const { i18n } = useI18n();
  const title = i18n._('scorer.title');
  usePageMeta(title, i18n._('scorer.description'));
  const matches = useScorerMatches();
  // A heat timed, a final drawn or a result entered elsewhere shows here without a reload.
  useLiveLists();
  const user = useCurrentUser();
  const shared = useSharedOrNull();
  const staff = user !== null && (shared?.staffRoles().includes(user.role) ?? false);
  const [open, setOpen] = useState<Open | null>(null);
  const [openHeat, setOpenHeat] = useState<HeatItem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const list = matches.data?.matches ?? [];
  const current =
    open === null
      ? undefined
      : list.find((m) => m.setId === open.setId && m.match.id === open.matchId);

  return (
    <section className="scorer" aria-labelledby="scorer-title">
      <h1 id="scorer-title" className="scorer__title">
        {title}
      </h1>
      {openHeat ? (
        <TimesForm
          key={`${openHeat.race.id}/${String(openHeat.heat.number)}`}
          race={openHeat.race}
          heat={openHeat.heat}
          onBack={() => {
            setOpenHeat(null);
          }}
          onSaved={(message) => {
            setSaved(message);
            setOpenHeat(null);
          }}
        />
      ) : current ? (
        <ResultForm
          key={`${current.setId}/${current.match.id}`}
          item={current}
          onBack={() => {
            setOpen(null);
          }}
          onSaved={(message) => {
            setSaved(message);
            setOpen(null);
          }}
        />
      ) : (
        <>
          {saved !== null && (
            <p role="status" className="scorer__saved">
              {saved}
            </p>
          )}
          {matches.isPending && (
            <LoadingStatus label={i18n._('scorer.matches.loading')} className="scorer__note" />
          )}
          {matches.isError && (
            <LoadFailure
              message={failureText(i18n._('scorer.matches.failed'), matches.error)}
              retryLabel={i18n._('scorer.tryAgain')}
              onRetry={() => void matches.refetch()}
            />
          )}
          {matches.isSuccess && list.length === 0 && (
            <p className="scorer__note">{i18n._('scorer.matches.empty')}</p>
          )}
          {list.length > 0 && (
            <MatchList
              matches={list}
              onOpen={(m) => {
                setSaved(null);
                setOpen({ setId: m.setId, matchId: m.match.id });
              }}
            />
          )}
          <HeatList
            staff={staff}
            onOpen={(item) => {
              setSaved(null);
              setOpenHeat(item);
            }}
          />
        </>
      )}
    </section>
  );
}

function MatchList({
  matches,
  onOpen,
}: {
  matches: readonly ScorerMatch[];
  onOpen: (m: ScorerMatch) => void;
}) {
  const { i18n } = useI18n();
  return (
    <ul className="scorer-list" aria-label={i18n._('scorer.matches.label')}>
      {matches.map((item) => {
        const m = item.match;
        const played = m.status === 'played';
        const place = [m.venue?.name, m.day, m.start].filter(Boolean).join(', ');
        return (
          <li key={`${item.setId}/${m.id}`} className="scorer-list__item" data-status={m.status}>
            <Button
              variant="ghost"
              block
              className="scorer-list__button"
              onClick={() => {
                onOpen(item);
              }}
            >
              <span className="scorer-list__meta">
                {matchTitle(item.eventTitle, item.category, m.roundName)}
              </span>
              <span className="scorer-list__teams">
                {m.home.label} {i18n._('scorer.versus')} {m.away.label}
              </span>
              <span className="scorer-list__meta">
                {played
                  ? [
                      i18n._('scorer.matches.played'),
                      m.scoreText ?? scoreText(m.homeScore, m.awayScore),
                      m.walkover && i18n._('scorer.matches.walkover'),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : [
                      i18n._('scorer.matches.toPlay'),
                      place === '' ? i18n._('scorer.matches.unscheduled') : place,
                    ].join(' · ')}
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
