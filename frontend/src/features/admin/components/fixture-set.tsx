import { useId, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';

import {
  useDiscardFixtures,
  usePairNextRound,
  usePublishFixtures,
  useScheduleMatch,
  useSwapTeams,
  type FixtureMatch,
  type FixtureSet,
  type Venue,
} from '../api/fixtures';
import { useI18n } from '../i18n';
import { FIXTURES_MSG as MSG } from '../messages';
import { PlaceForm, placeLine } from './place-form';

type Notice = { kind: 'ok' | 'failed'; text: string } | null;

function placeText(m: FixtureMatch): string {
  return placeLine(m) ?? MSG.unscheduled;
}

/** A played match's score: the sport's own line (sets, innings, boards) when it has one. */
function resultText(m: FixtureMatch): string {
  if (m.status !== 'played') return '';
  if (m.scoreText) return m.scoreText;
  if (m.homeScore == null || m.awayScore == null) return '';
  return MSG.result(m.homeScore, m.awayScore);
}

/**
 * The event's current fixtures (draft or published): every match with its place in the schedule
 * (placed here: a clash is the server's to find and say), swapping two teams, publishing a draft and
 * discarding it, and pairing the next round of published Swiss fixtures once the last is played.
 * Every change sends the version last read.
 */
export function FixtureSetPanel({
  set,
  event,
  category,
  venues,
}: {
  set: FixtureSet;
  event: string;
  category: string;
  venues: readonly Venue[];
}) {
  useI18n();
  const titleId = useId();
  const tableId = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const [placing, setPlacing] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const publish = usePublishFixtures(event, category);
  const discard = useDiscardFixtures(event, category);
  const pair = usePairNextRound(event, category);
  const isDraft = set.state === 'draft';
  // Swiss: the round that can be paired now (published, the last round played, rounds left).
  const nextRound = set.nextRound ?? null;
  const placingMatch = set.matches.find((m) => m.id === placing);

  const run = async (action: () => Promise<unknown>, ok: string, failed: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ kind: 'ok', text: ok });
    } catch (error) {
      console.error(failed, error);
      setNotice({ kind: 'failed', text: errorMessage(error, failed) });
    } finally {
      setConfirm(null);
    }
  };

  return (
    <section className="fixtures-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {MSG.setTitle}{' '}
        <span className="fixtures-state" data-state={set.state}>
          {isDraft ? MSG.draft : MSG.published}
        </span>
      </h3>
      <p className="fixtures-hint">{MSG.version(set.version)}</p>
      {notice && (
        <p
          role={notice.kind === 'ok' ? 'status' : 'alert'}
          className={notice.kind === 'ok' ? 'fixtures-ok' : 'fixtures-failure'}
        >
          {notice.text}
        </p>
      )}
      <div className="fixtures-table-wrap">
        <table className="fixtures-table" aria-labelledby={tableId}>
          <caption id={tableId}>{MSG.matchesLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{MSG.colMatch}</th>
              <th scope="col">{MSG.colRound}</th>
              <th scope="col">{MSG.colTeams}</th>
              <th scope="col">{MSG.colPlace}</th>
              <th scope="col">{MSG.colResult}</th>
              <th scope="col">
                <span className="visually-hidden">{MSG.colActions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {set.matches.map((m) => (
              <tr key={m.id}>
                <td>{m.id}</td>
                <td>{m.group ? `${m.roundName} · ${MSG.group(m.group)}` : m.roundName}</td>
                <td>
                  {m.home.label} {MSG.versus} {m.away.label}
                </td>
                <td>{placeText(m)}</td>
                <td>{resultText(m)}</td>
                <td>
                  <Button
                    variant="ghost"
                    className="admin-small-button"
                    aria-label={MSG.scheduleLabel(m.id)}
                    onClick={() => {
                      setNotice(null);
                      setPlacing(m.id);
                    }}
                  >
                    {MSG.schedule}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {placingMatch && (
        <ScheduleForm
          key={placingMatch.id}
          set={set}
          match={placingMatch}
          event={event}
          category={category}
          venues={venues}
          onDone={(text) => {
            setPlacing(null);
            setNotice({ kind: 'ok', text });
          }}
          onCancel={() => {
            setPlacing(null);
          }}
        />
      )}
      <SwapForm
        set={set}
        event={event}
        category={category}
        onDone={(n) => {
          setNotice(n);
        }}
      />
      {nextRound !== null && (
        <div className="fixtures-actions">
          <Button
            disabled={pair.isPending}
            aria-busy={pair.isPending || undefined}
            onClick={() =>
              void run(
                () => pair.mutateAsync({ set: set.id, version: set.version }),
                MSG.paired(nextRound),
                MSG.pairFailed,
              )
            }
          >
            {pair.isPending ? MSG.pairing : MSG.pairRound(nextRound)}
          </Button>
        </div>
      )}
      {isDraft && (
        <div className="fixtures-actions">
          <Button
            onClick={() => {
              setNotice(null);
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
              setConfirm('publish');
            }}
          >
            {MSG.publish}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setNotice(null);
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
              setConfirm('discard');
            }}
          >
            {MSG.discard}
          </Button>
        </div>
      )}
      {confirm === 'publish' && (
        <ConfirmDialog
          title={MSG.publishTitle}
          confirmLabel={MSG.publishConfirm}
          cancelLabel={MSG.cancel}
          busy={publish.isPending}
          onCancel={() => {
            setConfirm(null);
          }}
          onConfirm={() =>
            void run(
              () => publish.mutateAsync({ set: set.id, version: set.version }),
              MSG.publishedNow,
              MSG.publishFailed,
            )
          }
        >
          <p>{MSG.publishBody}</p>
        </ConfirmDialog>
      )}
      {confirm === 'discard' && (
        <ConfirmDialog
          title={MSG.discardTitle}
          confirmLabel={MSG.discardConfirm}
          cancelLabel={MSG.cancel}
          busy={discard.isPending}
          onCancel={() => {
            setConfirm(null);
          }}
          onConfirm={() =>
            void run(
              () => discard.mutateAsync({ set: set.id, version: set.version }),
              MSG.discarded,
              MSG.discardFailed,
            )
          }
        >
          <p>{MSG.discardBody}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A match's venue, day and time; the server refuses a clash (409) in words, shown here. */
function ScheduleForm({
  set,
  match,
  event,
  category,
  venues,
  onDone,
  onCancel,
}: {
  set: FixtureSet;
  match: FixtureMatch;
  event: string;
  category: string;
  venues: readonly Venue[];
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  useI18n();
  const schedule = useScheduleMatch(event, category);
  return (
    <PlaceForm
      title={MSG.scheduleTitle(match.id)}
      now={match}
      venues={venues}
      busy={schedule.isPending}
      failed={MSG.scheduleFailed}
      onSave={async (place) => {
        await schedule.mutateAsync({
          set: set.id,
          match: match.id,
          place: { ...place, version: set.version },
        });
        onDone(MSG.scheduled);
      }}
      onCancel={onCancel}
    >
      <p>
        {match.home.label} {MSG.versus} {match.away.label}
      </p>
    </PlaceForm>
  );
}

/** Swaps two teams' places in the draw (while neither has a result). */
function SwapForm({
  set,
  event,
  category,
  onDone,
}: {
  set: FixtureSet;
  event: string;
  category: string;
  onDone: (notice: Notice) => void;
}) {
  useI18n();
  const titleId = useId();
  const swap = useSwapTeams(event, category);
  const [a, setA] = useState('');
  const [b, setB] = useState('');

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    try {
      await swap.mutateAsync({ set: set.id, a, b, version: set.version });
      onDone({ kind: 'ok', text: MSG.swapped });
    } catch (error) {
      console.error('Failed to swap the teams', error);
      onDone({ kind: 'failed', text: errorMessage(error, MSG.swapFailed) });
    }
  };

  const options = set.entrants.map((t) => (
    <option key={t.id} value={t.id}>
      {t.name}
    </option>
  ));
  return (
    <form
      className="fixtures-inline-form"
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
    >
      <h4 id={titleId}>{MSG.swapTitle}</h4>
      <SelectField
        label={MSG.swapA}
        value={a}
        onChange={(e) => {
          setA(e.target.value);
        }}
      >
        <option value="" />
        {options}
      </SelectField>
      <SelectField
        label={MSG.swapB}
        value={b}
        onChange={(e) => {
          setB(e.target.value);
        }}
      >
        <option value="" />
        {options}
      </SelectField>
      <Button
        type="submit"
        variant="ghost"
        disabled={swap.isPending || a === '' || b === '' || a === b}
      >
        {MSG.swap}
      </Button>
    </form>
  );
}
