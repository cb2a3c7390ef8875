import { useId, useMemo, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus, failureText } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, textOr, type FieldErrors } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';
import { raceStage, type RaceKind, type RaceSummary } from '@/lib/races';
import { useSharedOrNull } from '@/lib/use-shared';
import { loadFixtures, type FixturesRules } from '@/lib/wasm-fixtures';

import { useI18n } from '../i18n';
import { useDrawRace, useRaceEntries, useStaffRaces, type RaceEntry } from '../api/races';
import { useViewParams } from '../hooks/use-view-params';
import { MIXED_CATEGORY, newSeed, raceDisciplines } from '../lib/races';
import { RACES_MSG as MSG } from '../messages';
import { NoticeLine, type Notice } from './notice-line';
import { CurrentRace } from './race-current';

type DrawKind = components['schemas']['DrawKind'];
type HeatsResult = ReturnType<FixturesRules['drawHeats']>;

interface Choice {
  category: string;
  discipline: string;
}

/**
 * The race chosen: its category and discipline, in the address (`?category=Men&discipline=100m`)
 * inside the admin area, else in the component; both change together when a race is opened.
 */
function useRaceChoice(): [Choice, (changes: Partial<Choice>) => void] {
  const url = useViewParams();
  const [local, setLocal] = useState<Choice>({ category: '', discipline: '' });
  if (!url) {
    return [
      local,
      (changes) => {
        setLocal((current) => ({ ...current, ...changes }));
      },
    ];
  }
  return [
    {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameters
      category: url.params.get('category') ?? '',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameters
      discipline: url.params.get('discipline') ?? '',
    },
    (changes) => {
      url.update(changes);
    },
  ];
}

/**
 * Athletics' races (the Fixtures section with Athletics chosen): choose a category (Men, Women, or
 * the mixed relay's) and an event, see its paid entries, preview the heats in the browser with the
 * fixtures' WebAssembly rules and draw them on the server as a draft; the race's heats below, to
 * publish or discard, and its final to draw once every heat is timed. A field event is drawn the
 * same way into flights, and has no final. The races drawn so far are listed to open one.
 */
export function RacesPanel({ categories }: { categories: readonly string[] }) {
  useI18n();
  const titleId = useId();
  const shared = useSharedOrNull();
  const [choice, choose] = useRaceChoice();
  const [notice, setNotice] = useState<Notice>(null);
  const allCategories = useMemo(() => [...categories, MIXED_CATEGORY], [categories]);
  const category = allCategories.includes(choice.category)
    ? choice.category
    : (allCategories[0] ?? '');
  const disciplines = useMemo(
    () => (shared ? raceDisciplines(shared, category) : []),
    [shared, category],
  );
  const discipline = disciplines.includes(choice.discipline)
    ? choice.discipline
    : (disciplines[0] ?? '');
  const races = useStaffRaces();
  const current =
    races.data?.find((r) => r.category === category && r.discipline === discipline) ?? null;
  // Whether the event is a field event (flights, marks) or a race in lanes: the shared rules say.
  const raceKind: RaceKind | null = shared
    ? shared.isFieldEvent(discipline)
      ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
        'field'
      : // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
        'track'
    : null;

  const change = (changes: Partial<Choice>) => {
    setNotice(null);
    choose(changes);
  };

  return (
    <>
      <section className="fixtures-panel" aria-labelledby={titleId}>
        <h3 id={titleId}>{MSG.title}</h3>
        <p className="fixtures-hint">{MSG.hint}</p>
        <div className="fixtures-choice">
          <SelectField
            label={MSG.category}
            value={category}
            onChange={(e) => {
              change({ category: e.target.value });
            }}
          >
            {allCategories.map((c) => (
              <option key={c} value={c}>
                {c === MIXED_CATEGORY ? MSG.mixed : c}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={MSG.discipline}
            value={discipline}
            onChange={(e) => {
              change({ discipline: e.target.value });
            }}
          >
            {disciplines.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </SelectField>
        </div>
        <RaceList
          races={races}
          onOpen={(race) => {
            change({ category: race.category, discipline: race.discipline });
          }}
        />
      </section>
      {discipline !== '' && (
        <RaceDraw
          key={`${category}/${discipline}`}
          category={category}
          discipline={discipline}
          current={current}
          raceKind={raceKind}
          listReady={races.isSuccess}
        />
      )}
      <NoticeLine notice={notice} />
      {current && (
        <CurrentRace
          key={current.id}
          raceId={current.id}
          onDiscarded={(text) => {
            setNotice({ kind: 'ok', text });
          }}
        />
      )}
    </>
  );
}

/** The races drawn so far (drafts included), each opened by its button. */
function RaceList({
  races,
  onOpen,
}: {
  races: ReturnType<typeof useStaffRaces>;
  onOpen: (race: RaceSummary) => void;
}) {
  useI18n();
  const tableId = useId();
  if (races.isPending) return <LoadingStatus label={MSG.loadingList} />;
  if (races.isError) {
    return (
      <LoadFailure
        message={failureText(MSG.listFailed, races.error)}
        retryLabel={MSG.retry}
        onRetry={() => void races.refetch()}
      />
    );
  }
  if (races.data.length === 0) return <p className="fixtures-hint">{MSG.noRaces}</p>;
  return (
    <div className="fixtures-table-wrap">
      <table className="fixtures-table" aria-labelledby={tableId}>
        <caption id={tableId}>{MSG.listTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{MSG.colRace}</th>
            <th scope="col">{MSG.colState}</th>
            <th scope="col">{MSG.colStage}</th>
            <th scope="col">
              <span className="visually-hidden">{MSG.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {races.data.map((race) => (
            <tr key={race.id}>
              <td>{race.title}</td>
              <td>{race.state === 'draft' ? MSG.draft : MSG.published}</td>
              <td>{MSG.stage[raceStage(race)]}</td>
              <td>
                <Button
                  variant="ghost"
                  className="admin-small-button"
                  aria-label={MSG.openLabel(race.title)}
                  onClick={() => {
                    onOpen(race);
                  }}
                >
                  {MSG.open}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the preview was drawn with: the same seed is sent with the draw, so the draft is the preview. */
interface Preview {
  seed: number;
  result: HeatsResult;
}

/**
 * A race's paid entries and, while it has no published heats, the draw: the lanes (read by the shared
 * rules' `parseCount`), by draw or by seed times, a preview and the draw itself. For a field event
 * (`raceKind`, known once it is drawn) the lanes are the places in a flight, and the preview shows
 * flights; before the first draw the lanes' hint says both. An unknown category or discipline (422)
 * is said in the server's words.
 */
function RaceDraw({
  category,
  discipline,
  current,
  raceKind,
  listReady,
}: {
  category: string;
  discipline: string;
  current: RaceSummary | null;
  /** The drawn race's kind; null before it is drawn (or while it loads). */
  raceKind: RaceKind | null;
  listReady: boolean;
}) {
  useI18n();
  const titleId = useId();
  const shared = useSharedOrNull();
  const entries = useRaceEntries(category, discipline);
  const draw = useDrawRace();
  const [lanes, setLanes] = useState('8');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
  const [kind, setKind] = useState<DrawKind>('draw');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [rulesFailed, setRulesFailed] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  /** The lanes typed, as a count; null (and said under the field) when they are not one. */
  const readLanes = (): number | null => {
    const count = shared?.parseCount(lanes) ?? null;
    setErrors(count === null ? { lanes: [MSG.countInvalid] } : {});
    return count;
  };

  const showPreview = async (list: readonly RaceEntry[]) => {
    setNotice(null);
    setRulesFailed(false);
    const count = readLanes();
    if (count === null) {
      setPreview(null);
      return;
    }
    try {
      const rules = await loadFixtures();
      const seed = newSeed();
      // The server numbers the athletes A1, A2, ... in the order they paid, as listed here.
      const athletes = list.map((entry, i) => ({ id: `A${i + 1}`, name: entry.name }));
      setPreview({ seed, result: rules.drawHeats({ lanes: count, draw: kind, seed }, athletes) });
    } catch (error) {
      console.error('Failed to load the draw rules', error);
      setRulesFailed(true);
    }
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    setNotice(null);
    const count = readLanes();
    if (count === null) return;
    try {
      const answered = await draw.mutateAsync({
        category,
        discipline,
        lanes: count,
        draw: kind,
        ...(preview?.result.ok ? { seed: preview.seed } : {}),
      });
      setPreview(null);
      setNotice({ kind: 'ok', text: textOr(answered.message, MSG.drawn) });
    } catch (error) {
      console.error('Failed to draw the heats', error);
      setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
      setNotice({ kind: 'failed', text: errorMessage(error, MSG.drawFailed) });
    }
  };

  const field = raceKind === 'field';
  const refused = entries.error instanceof ApiError && entries.error.status === 422;
  let lanesHint: string = MSG.lanesOrPlacesHint;
  if (field) lanesHint = MSG.placesHint;
  else if (raceKind === 'track') lanesHint = MSG.lanesHint;
  let drawLabel: string = MSG.draw;
  if (draw.isPending) drawLabel = MSG.drawing;
  else if (current) drawLabel = field ? MSG.drawFlightsAgain : MSG.drawAgain;
  const mayDraw = listReady && (current === null || current.state === 'draft');
  const list = entries.data ?? [];

  return (
    <section className="fixtures-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{MSG.entriesTitle(list.length)}</h3>
      {entries.isPending && <LoadingStatus label={MSG.loadingEntries} />}
      {refused && (
        <p role="alert" className="fixtures-failure">
          {errorMessage(entries.error, MSG.entriesFailed)}
        </p>
      )}
      {entries.isError && !refused && (
        <LoadFailure
          message={failureText(MSG.entriesFailed, entries.error)}
          retryLabel={MSG.retry}
          onRetry={() => void entries.refetch()}
        />
      )}
      {entries.isSuccess && list.length === 0 && <p>{MSG.noEntries}</p>}
      {list.length > 0 && (
        <ol className="fixtures-teams" aria-labelledby={titleId}>
          {list.map((entry, i) => (
            // Two entries may share a name and college: their order tells them apart.
            <li key={`${String(i)}/${entry.name}`}>{MSG.entry(entry.name, entry.college)}</li>
          ))}
        </ol>
      )}
      {current?.state === 'published' && (
        <p className="fixtures-hint">{field ? MSG.publishedFieldNote : MSG.publishedNote}</p>
      )}
      {list.length > 0 && mayDraw && (
        <form className="fixtures-generate" onSubmit={(e) => void save(e)} noValidate>
          <TextField
            label={field ? MSG.places : MSG.lanes}
            hint={lanesHint}
            inputMode="numeric"
            autoComplete="off"
            value={lanes}
            errors={errors.lanes}
            onChange={(e) => {
              setLanes(e.target.value);
              setPreview(null);
            }}
          />
          <fieldset className="fixtures-format">
            <legend>{MSG.drawBy}</legend>
            <div className="fixtures-format__kinds">
              {(
                [
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
                  ['draw', MSG.byDraw],
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
                  ['times', MSG.byTimes],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="fixtures-check">
                  <input
                    type="radio"
                    name={`${titleId}-draw`}
                    value={value}
                    checked={kind === value}
                    onChange={() => {
                      setKind(value);
                      setPreview(null);
                    }}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <Button variant="ghost" onClick={() => void showPreview(list)}>
            {MSG.preview}
          </Button>
          {rulesFailed && (
            <p role="alert" className="fixtures-failure">
              {MSG.rulesFailed}
            </p>
          )}
          {preview && <HeatsPreview result={preview.result} entries={list} field={field} />}
          <Button type="submit" disabled={draw.isPending} aria-busy={draw.isPending || undefined}>
            {drawLabel}
          </Button>
        </form>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}

/**
 * The heats drawn in the browser by the fixtures' WebAssembly module, or why the rules refuse them; a
 * field event's as flights by jumping or throwing order, as the server names them.
 */
function HeatsPreview({
  result,
  entries,
  field,
}: {
  result: HeatsResult;
  entries: readonly RaceEntry[];
  field: boolean;
}) {
  useI18n();
  const titleId = useId();
  if (!result.ok || !result.heats) {
    const messages = Object.values(result.errors).flat();
    return (
      <div role="alert" className="fixtures-preview fixtures-preview--failed">
        <p>{MSG.previewFailed}</p>
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    );
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an id
  const names = new Map(entries.map((entry, i) => [`A${i + 1}`, entry.name]));
  return (
    <section className="fixtures-preview" aria-labelledby={titleId}>
      <h3 id={titleId}>{MSG.previewTitle}</h3>
      <p className="fixtures-hint">{MSG.previewHint}</p>
      {result.heats.map((heat) => (
        <div key={heat.number} className="fixtures-preview__round">
          <h4>{field ? MSG.flightName(heat.number) : heat.name}</h4>
          <ul>
            {heat.lanes.map((lane) => (
              <li key={lane.lane}>
                {(field ? MSG.orderOf : MSG.laneOf)(
                  lane.lane,
                  names.get(lane.athlete) ?? lane.athlete,
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
