import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { FoundPerson } from '@/lib/api-types';
import { formatTime } from '@/lib/dates';
import { useEventTitles } from '@/lib/use-event-titles';

import { searchQueryKey, useSearchPeople } from '../api/search-people';
import { i18n, useI18n } from '../i18n';

function statusOf(person: FoundPerson): string {
  if (person.revoked) return i18n._('checkin.revoked');
  return person.checkedInAt
    ? i18n._('checkin.person.checkedInAt', { time: formatTime(person.checkedInAt) })
    : i18n._('checkin.person.notYet');
}

/**
 * For someone who came without their pass, or whose code the camera cannot read: search by name,
 * whole phone number, the pass id printed under the QR code, or the start of the registration id
 * (GET /checkin/search; the server says when the query is not one of those, and
 * when the volunteer searched too often), then Check in sends their pass's
 * token with the gate, as a scan would (`onCheckIn`); someone already checked in, or whose pass was
 * revoked, is shown with their status and no Check in. The list is asked for again afterwards.
 */
export function ManualSearch({
  gate,
  onCheckIn,
}: {
  gate: string;
  onCheckIn: (person: FoundPerson) => Promise<unknown>;
}) {
  const { i18n } = useI18n();
  const queryClient = useQueryClient();
  const eventTitle = useEventTitles();
  const gateHintId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const people = useSearchPeople(query);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    if (next === query) void people.refetch();
    else setQuery(next);
  };

  const checkIn = async (person: FoundPerson) => {
    setBusy(person.pass.id);
    try {
      await onCheckIn(person);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: searchQueryKey(query) });
    }
  };

  const failure = people.error;
  const fieldErrors =
    failure instanceof ApiError && failure.status === 422
      ? (failure.fieldErrors?.q ?? [errorMessage(failure)])
      : undefined;

  let results: ReactNode = null;
  if (failure && !fieldErrors && !people.isFetching) {
    results = (
      <p className="checkin-error" role="alert">
        {i18n._('checkin.search.failed')}: {errorMessage(failure)}
      </p>
    );
  } else if (query !== '' && people.isPending && !fieldErrors) {
    results = (
      <p className="checkin-muted" role="status">
        {i18n._('checkin.search.busy')}
      </p>
    );
  } else if (people.data && !fieldErrors) {
    const list = people.data.people;
    results =
      list.length === 0 ? (
        <p className="checkin-muted" role="status">
          {i18n._('checkin.search.none')}
        </p>
      ) : (
        <ul
          className="checkin-people"
          aria-label={i18n._('checkin.search.people')}
          aria-busy={people.isFetching}
        >
          {list.map((person) => (
            <li
              key={person.pass.id}
              className="checkin-person"
              data-status={
                person.revoked ? 'revoked' : person.checkedInAt ? 'checked-in' : 'unused'
              }
            >
              <h3 className="checkin-person__name">{person.fullname}</h3>
              <p className="checkin-person__pass">
                {person.pass.roleTitle} · {eventTitle(person.pass.event)}
              </p>
              <dl className="checkin-person__details">
                <dt>{i18n._('checkin.person.college')}</dt>
                <dd>{person.college}</dd>
                <dt>{i18n._('checkin.person.phone')}</dt>
                <dd>{person.phone}</dd>
              </dl>
              <p className="checkin-person__status">{statusOf(person)}</p>
              {/* Someone already in, or a revoked pass, is not offered again. */}
              {!person.revoked && !person.checkedInAt && (
                <Button
                  variant="ghost"
                  className="checkin-person__action"
                  aria-label={i18n._('checkin.search.checkInOf', { name: person.fullname })}
                  aria-describedby={gate === '' ? gateHintId : undefined}
                  disabled={gate === '' || busy !== null}
                  onClick={() => {
                    void checkIn(person);
                  }}
                >
                  {busy === person.pass.id
                    ? i18n._('checkin.search.checkingIn')
                    : i18n._('checkin.search.checkIn')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="checkin-card" aria-labelledby="checkin-search-title">
      <h2 id="checkin-search-title" className="checkin-card__title">
        {i18n._('checkin.search.title')}
      </h2>
      <form className="checkin-search" role="search" onSubmit={submit}>
        <TextField
          label={i18n._('checkin.search.label')}
          hint={i18n._('checkin.search.hint')}
          type="search"
          name="q"
          autoComplete="off"
          value={text}
          errors={fieldErrors}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Button type="submit" variant="ghost">
          {i18n._('checkin.search.submit')}
        </Button>
      </form>
      {gate === '' && (
        <p id={gateHintId} className="checkin-muted">
          {i18n._('checkin.search.gateFirst')}
        </p>
      )}
      {results}
    </section>
  );
}
