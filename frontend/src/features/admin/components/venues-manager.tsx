import { useId, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus, failureText } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';

import { useI18n } from '../i18n';
import { useVenueChanges, useVenues } from '../api/fixtures';
import { FIXTURES_MSG as MSG } from '../messages';

/** The venues matches are played at: listed, added and removed (one no match uses). */
export function VenuesManager() {
  useI18n();
  const titleId = useId();
  const venues = useVenues();
  const { add, remove } = useVenueChanges();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await add.mutateAsync(name.trim());
      setName('');
    } catch (error) {
      console.error('Failed to add the venue', error);
      setFailure(errorMessage(error, MSG.venueFailed));
    }
  };

  const drop = async (id: string) => {
    setFailure(null);
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      console.error('Failed to remove the venue', error);
      setFailure(errorMessage(error, MSG.venueFailed));
    }
  };

  return (
    <section className="fixtures-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{MSG.venuesTitle}</h3>
      {venues.isPending && <LoadingStatus label={MSG.loadingVenues} />}
      {venues.isError && (
        <LoadFailure
          message={failureText(MSG.venuesFailed, venues.error)}
          retryLabel={MSG.retry}
          onRetry={() => void venues.refetch()}
        />
      )}
      {venues.isSuccess && venues.data.length === 0 && <p>{MSG.noVenues}</p>}
      {venues.isSuccess && venues.data.length > 0 && (
        <ul className="fixtures-venues" aria-labelledby={titleId}>
          {venues.data.map((v) => (
            <li key={v.id}>
              <span>{v.name}</span>
              <Button
                variant="ghost"
                className="admin-small-button"
                aria-label={MSG.removeVenue(v.name)}
                disabled={remove.isPending}
                onClick={() => void drop(v.id)}
              >
                {MSG.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="fixtures-inline-form" onSubmit={(e) => void submit(e)}>
        <TextField
          label={MSG.venueName}
          autoComplete="off"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
          }}
        />
        <Button type="submit" variant="ghost" disabled={add.isPending || name.trim() === ''}>
          {MSG.addVenue}
        </Button>
      </form>
      {failure !== null && (
        <p role="alert" className="fixtures-failure">
          {failure}
        </p>
      )}
    </section>
  );
}
