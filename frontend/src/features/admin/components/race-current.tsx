import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailure, LoadingStatus, failureText } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, textOr, type FieldErrors } from '@/lib/api-client';
import { isField, laneResult, type Race, type RaceHeat } from '@/lib/races';
import { useSharedOrNull } from '@/lib/use-shared';

import { useI18n } from '../i18n';
import { useVenues } from '../api/fixtures';
import {
  useDiscardRace,
  useDrawFinal,
  usePublishRace,
  useScheduleHeat,
  useStaffRace,
  type RaceFinalRequest,
} from '../api/races';
import { RACES_MSG as MSG } from '../messages';
import { NoticeLine, type Notice } from './notice-line';
import { PlaceForm, placeLine } from './place-form';

/**
 * A heat (or the final) by lane, with the times and places once entered; a field event's flight
 * (`field`) by jumping or throwing order, with the marks.
 */
function HeatTable({ heat, field }: { heat: RaceHeat; field: boolean }) {
  useI18n();
  return (
    <div className="fixtures-table-wrap">
      <table className="fixtures-table">
        <caption>
          {field
            ? MSG.flightCaption(heat.name, heat.timed)
            : MSG.heatCaption(heat.name, heat.timed)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{field ? MSG.colOrder : MSG.colLane}</th>
            <th scope="col">{MSG.colAthlete}</th>
            <th scope="col">{MSG.colCollege}</th>
            <th scope="col">{field ? MSG.colMark : MSG.colTime}</th>
            <th scope="col">{MSG.colPlace}</th>
          </tr>
        </thead>
        <tbody>
          {heat.lanes.map((lane) => (
            <tr key={lane.lane}>
              <td>{lane.lane}</td>
              <td>{lane.name}</td>
              <td>{lane.college}</td>
              <td>{laneResult(lane) ?? MSG.none}</td>
              <td>{lane.place ?? MSG.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A heat's place in the schedule (venue, day, time, or not scheduled yet) and the button opening its
 * form: Schedule, or Move once it has a place.
 */
function HeatPlace({
  heat,
  open,
  onOpen,
}: {
  heat: RaceHeat;
  open: boolean;
  onOpen: (button: HTMLButtonElement) => void;
}) {
  useI18n();
  const line = placeLine(heat);
  return (
    <div className="race-heat__place">
      <p>{MSG.placeOf(heat.name, line ?? MSG.unscheduled)}</p>
      <Button
        variant="ghost"
        className="admin-small-button"
        aria-label={line ? MSG.moveLabel(heat.name) : MSG.scheduleLabel(heat.name)}
        aria-expanded={open}
        onClick={(e) => {
          onOpen(e.currentTarget);
        }}
      >
        {line ? MSG.move : MSG.schedule}
      </Button>
    </div>
  );
}

/**
 * A heat's venue, day and time, by the team fixtures' form; the server refuses a clash (an athlete or
 * the venue busy then) or a stale version (409) in words, shown in the form, which stays open.
 */
function HeatScheduleForm({
  race,
  heat,
  onDone,
  onCancel,
}: {
  race: Race;
  heat: RaceHeat;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  useI18n();
  const venues = useVenues();
  const schedule = useScheduleHeat();
  const title = placeLine(heat) ? MSG.moveLabel(heat.name) : MSG.scheduleLabel(heat.name);
  return (
    <PlaceForm
      title={title}
      now={heat}
      venues={venues.data ?? []}
      busy={schedule.isPending}
      failed={MSG.scheduleFailed}
      onSave={async (place) => {
        const answered = await schedule.mutateAsync({
          race: race.id,
          heat: heat.number,
          place: { ...place, version: race.version },
        });
        onDone(textOr(answered.message, MSG.heatScheduled));
      }}
      onCancel={onCancel}
    >
      <p>{MSG.scheduleAbout(race.title, heat.lanes.length)}</p>
      {venues.isSuccess && venues.data.length === 0 && (
        <p className="fixtures-hint">{MSG.noVenues}</p>
      )}
      {venues.isError && (
        <LoadFailure
          message={failureText(MSG.venuesFailed, venues.error)}
          retryLabel={MSG.retry}
          onRetry={() => void venues.refetch()}
        />
      )}
      {race.state === 'published' && <p className="fixtures-hint">{MSG.mailNote}</p>}
    </PlaceForm>
  );
}

/**
 * The race of the category and event chosen, draft or published: its heats (and final) by lane with
 * the times entered so far and each one's place in the schedule (set or moved here); a draft is
 * published (asked first) or discarded; a published race whose heats are all timed has its final
 * drawn. A field event's flights show the marks instead, and it has no final to draw. Every change
 * sends the version last read.
 */
export function CurrentRace({
  raceId,
  onDiscarded,
}: {
  raceId: string;
  onDiscarded: (message: string) => void;
}) {
  useI18n();
  const race = useStaffRace(raceId);
  if (race.isPending) return <LoadingStatus label={MSG.loadingRace} />;
  if (race.isError) {
    return (
      <LoadFailure
        message={failureText(MSG.raceFailed, race.error)}
        retryLabel={MSG.retry}
        onRetry={() => void race.refetch()}
      />
    );
  }
  return <RaceDetails race={race.data} onDiscarded={onDiscarded} />;
}

function RaceDetails({
  race,
  onDiscarded,
}: {
  race: Race;
  onDiscarded: (message: string) => void;
}) {
  useI18n();
  const titleId = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  /** The heat whose place is being set, and the button that opened it (focused again after). */
  const [placing, setPlacing] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const publish = usePublishRace();
  const discard = useDiscardRace();
  const isDraft = race.state === 'draft';
  const field = isField(race);
  const heats = race.heats.filter((h) => !h.final);
  const hasFinal = heats.length < race.heats.length;

  const closePlace = () => {
    setPlacing(null);
    opener.current?.focus();
  };

  const doPublish = async () => {
    setNotice(null);
    try {
      const answered = await publish.mutateAsync({ race: race.id, version: race.version });
      setNotice({ kind: 'ok', text: textOr(answered.message, MSG.publishedNow) });
    } catch (error) {
      console.error('Failed to publish the heats', error);
      setNotice({ kind: 'failed', text: errorMessage(error, MSG.publishFailed) });
    } finally {
      setConfirm(null);
    }
  };

  const doDiscard = async () => {
    setNotice(null);
    try {
      const answered = await discard.mutateAsync({ race: race.id, version: race.version });
      onDiscarded(textOr(answered.message, MSG.discarded));
    } catch (error) {
      console.error('Failed to discard the draft', error);
      setNotice({ kind: 'failed', text: errorMessage(error, MSG.discardFailed) });
      setConfirm(null);
    }
  };

  return (
    <section className="fixtures-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {race.title}{' '}
        <span className="fixtures-state" data-state={race.state}>
          {isDraft ? MSG.draft : MSG.published}
        </span>
      </h3>
      <p className="fixtures-hint">{MSG.version(race.version)}</p>
      {!isDraft && (
        <ul className="fixtures-actions fixtures-links">
          <li>
            <Link to={`/races/${encodeURIComponent(race.id)}`}>{MSG.publicPage}</Link>
          </li>
          <li>
            <Link to="/scorer">{MSG.scorerPage}</Link>
          </li>
        </ul>
      )}
      <NoticeLine notice={notice} />
      {race.heats.map((heat) => (
        <div key={heat.number} className="race-heat">
          <HeatPlace
            heat={heat}
            open={placing === heat.number}
            onOpen={(button) => {
              opener.current = button;
              setNotice(null);
              setPlacing(heat.number);
            }}
          />
          {placing === heat.number && (
            <HeatScheduleForm
              race={race}
              heat={heat}
              onDone={(text) => {
                closePlace();
                setNotice({ kind: 'ok', text });
              }}
              onCancel={closePlace}
            />
          )}
          <HeatTable heat={heat} field={field} />
        </div>
      ))}
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
      {field && <p className="fixtures-hint">{MSG.noFieldFinal}</p>}
      {!field && !isDraft && race.finalReady && (
        <FinalForm
          race={race}
          onDone={(text) => {
            setNotice({ kind: 'ok', text });
          }}
        />
      )}
      {!field && !isDraft && !race.finalReady && !hasFinal && heats.length > 1 && (
        <p className="fixtures-hint">{MSG.finalWaiting}</p>
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
          onConfirm={() => void doPublish()}
        >
          <p>{field ? MSG.publishFieldBody : MSG.publishBody}</p>
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
          onConfirm={() => void doDiscard()}
        >
          <p>{MSG.discardBody}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * The final, drawn from the heats' times: how many run it and how many go through from each heat, both
 * optional (read by the shared rules' `parseCount`); the server refuses what the rules do not allow.
 */
function FinalForm({ race, onDone }: { race: Race; onDone: (message: string) => void }) {
  useI18n();
  const titleId = useId();
  const shared = useSharedOrNull();
  const drawFinal = useDrawFinal();
  const [finalists, setFinalists] = useState('');
  const [perHeat, setPerHeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const local: FieldErrors = {};
    /** An optional count: undefined when empty, null (and said) when not a whole number. */
    const read = (field: 'finalists' | 'perHeat', text: string): number | undefined => {
      if (text.trim() === '') return undefined;
      const count = shared?.parseCount(text) ?? null;
      if (count === null) local[field] = [MSG.countInvalid];
      return count ?? undefined;
    };
    const body: RaceFinalRequest = { version: race.version };
    const f = read('finalists', finalists);
    const p = read('perHeat', perHeat);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    if (f !== undefined) body.finalists = f;
    if (p !== undefined) body.perHeat = p;
    try {
      const answered = await drawFinal.mutateAsync({ race: race.id, body });
      onDone(textOr(answered.message, MSG.finalDrawn));
    } catch (error) {
      console.error('Failed to draw the final', error);
      setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
      setFailure(errorMessage(error, MSG.finalFailed));
    }
  };

  return (
    <form
      className="fixtures-inline-form"
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h4 id={titleId}>{MSG.finalTitle}</h4>
      <TextField
        label={MSG.finalists}
        hint={MSG.finalistsHint}
        inputMode="numeric"
        autoComplete="off"
        value={finalists}
        errors={errors.finalists}
        onChange={(e) => {
          setFinalists(e.target.value);
        }}
      />
      <TextField
        label={MSG.perHeat}
        hint={MSG.perHeatHint}
        inputMode="numeric"
        autoComplete="off"
        value={perHeat}
        errors={errors.perHeat}
        onChange={(e) => {
          setPerHeat(e.target.value);
        }}
      />
      {failure !== null && (
        <p role="alert" className="fixtures-failure">
          {failure}
        </p>
      )}
      <Button
        type="submit"
        disabled={drawFinal.isPending}
        aria-busy={drawFinal.isPending || undefined}
      >
        {drawFinal.isPending ? MSG.drawingFinal : MSG.drawFinal}
      </Button>
    </form>
  );
}
