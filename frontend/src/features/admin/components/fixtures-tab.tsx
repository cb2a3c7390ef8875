import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus, failureText } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, type FieldErrors } from '@/lib/api-client';
import { ATHLETICS_EVENT } from '@/lib/races';
import { useSharedOrNull } from '@/lib/use-shared';
import { loadFixtures } from '@/lib/wasm-fixtures';

import {
  useFixtureSet,
  useGenerateFixtures,
  usePaidTeams,
  useVenues,
  type FixtureFormat,
  type PaidTeam,
} from '../api/fixtures';
import { useI18n } from '../i18n';
import { useViewParam } from '../hooks/use-view-params';
import { FIXTURES_MSG as MSG } from '../messages';
import { FixtureSetPanel } from './fixture-set';
import { FixturesPreview, type PreviewResult } from './fixtures-preview';
import {
  FormatForm,
  formatOf,
  initialFormat,
  type ChosenFormat,
  type FormatChoice,
} from './fixtures-format-form';
import { RacesPanel } from './races-panel';
import { VenuesManager } from './venues-manager';
import './fixtures.css';

/** The admin area's Fixtures section (moderators and admins). */
export function FixturesSection() {
  useI18n();
  return <FixturesTab />;
}

/**
 * Fixtures: choose an event (and its category), see its paid teams, choose a format and preview the
 * draw in the browser with the fixtures' WebAssembly rules, then generate the draft on the server;
 * the current set below it is scheduled, adjusted and published; the venues beside it. Athletics has
 * its races instead (heats with lanes, then a final).
 */
export function FixturesTab() {
  useI18n();
  const shared = useSharedOrNull();
  const events = useMemo(() => shared?.catalogue().events ?? [], [shared]);
  const [chosenEvent, setEvent] = useViewParam('event');
  const [chosenCategory, setCategory] = useViewParam('category');
  const event = events.find((e) => e.id === chosenEvent) ?? events[0];
  const categories: readonly string[] = event?.categories ?? [];
  const category = categories.includes(chosenCategory) ? chosenCategory : (categories[0] ?? '');
  const eventId = event?.id ?? '';
  // Athletics is run in races (heats with lanes), not fixtures: its own panel, with its categories.
  const races = eventId === ATHLETICS_EVENT;

  return (
    <div className="fixtures">
      <p className="fixtures-hint">{MSG.hint}</p>
      <div className="fixtures-choice">
        <SelectField
          label={MSG.event}
          value={eventId}
          onChange={(e) => {
            setEvent(e.target.value);
          }}
        >
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </SelectField>
        {categories.length > 0 && !races && (
          <SelectField
            label={MSG.category}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
            }}
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {races && <RacesPanel categories={categories} />}
      {eventId !== '' && !races && (
        <EventFixtures key={`${eventId}/${category}`} event={eventId} category={category} />
      )}
      <VenuesManager />
    </div>
  );
}

function EventFixtures({ event, category }: { event: string; category: string }) {
  useI18n();
  const teamsTitle = useId();
  const teams = usePaidTeams(event, category, true);
  const current = useFixtureSet(event, category, true);
  const venues = useVenues();
  const shared = useSharedOrNull();
  const generate = useGenerateFixtures(event, category);
  const [choice, setChoice] = useState<FormatChoice>(initialFormat);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<{ format: ChosenFormat; result: PreviewResult } | null>(
    null,
  );
  const [rulesFailed, setRulesFailed] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'failed'; text: string } | null>(null);

  const showPreview = async (list: readonly PaidTeam[]) => {
    setNotice(null);
    setRulesFailed(false);
    const read = formatOf(choice, shared);
    if ('errors' in read) {
      setErrors(read.errors);
      setPreview(null);
      return;
    }
    setErrors({});
    try {
      const rules = await loadFixtures();
      const entrants = list.map((t) => ({ id: t.registrationId, name: t.college }));
      setPreview({ format: read.format, result: rules.generateFixtures(read.format, entrants) });
    } catch (error) {
      console.error('Failed to load the fixtures rules', error);
      setRulesFailed(true);
    }
  };

  const save = async (format: FixtureFormat) => {
    setNotice(null);
    try {
      await generate.mutateAsync(format);
      setPreview(null);
      setNotice({ kind: 'ok', text: MSG.generated });
    } catch (error) {
      console.error('Failed to generate the fixtures', error);
      setNotice({ kind: 'failed', text: errorMessage(error, MSG.generateFailed) });
    }
  };

  const set = current.data ?? null;
  const mayGenerate = current.isSuccess && (set === null || set.state === 'draft');

  return (
    <>
      <section className="fixtures-panel" aria-labelledby={teamsTitle}>
        <h3 id={teamsTitle}>{MSG.teamsTitle(teams.data?.length ?? 0)}</h3>
        {teams.isPending && <LoadingStatus label={MSG.loadingTeams} />}
        {teams.isError && (
          <LoadFailure
            message={failureText(MSG.teamsFailed, teams.error)}
            retryLabel={MSG.retry}
            onRetry={() => void teams.refetch()}
          />
        )}
        {teams.isSuccess && teams.data.length === 0 && <p>{MSG.noTeams}</p>}
        {teams.isSuccess && teams.data.length > 0 && (
          <ol className="fixtures-teams" aria-labelledby={teamsTitle}>
            {teams.data.map((t) => (
              <li key={t.registrationId}>{t.college}</li>
            ))}
          </ol>
        )}
        {teams.isSuccess && teams.data.length > 0 && mayGenerate && (
          <div className="fixtures-generate">
            <FormatForm
              value={choice}
              errors={errors}
              onChange={(value) => {
                setChoice(value);
                setPreview(null);
              }}
            />
            <Button variant="ghost" onClick={() => void showPreview(teams.data)}>
              {MSG.preview}
            </Button>
            {rulesFailed && (
              <p role="alert" className="fixtures-failure">
                {MSG.rulesFailed}
              </p>
            )}
            {preview && <FixturesPreview result={preview.result} />}
            {preview?.result.ok && (
              <Button
                disabled={generate.isPending}
                aria-busy={generate.isPending || undefined}
                onClick={() => void save(preview.format)}
              >
                {generate.isPending ? MSG.generating : set ? MSG.regenerate : MSG.generate}
              </Button>
            )}
          </div>
        )}
        {notice && (
          <p
            role={notice.kind === 'ok' ? 'status' : 'alert'}
            className={notice.kind === 'ok' ? 'fixtures-ok' : 'fixtures-failure'}
          >
            {notice.text}
          </p>
        )}
      </section>
      {current.isPending && <LoadingStatus label={MSG.loadingSet} />}
      {current.isError && (
        <LoadFailure
          message={failureText(MSG.setFailed, current.error)}
          retryLabel={MSG.retry}
          onRetry={() => void current.refetch()}
        />
      )}
      {current.isSuccess && set === null && <p className="fixtures-hint">{MSG.noSet}</p>}
      {set && (
        <FixtureSetPanel set={set} event={event} category={category} venues={venues.data ?? []} />
      )}
    </>
  );
}
