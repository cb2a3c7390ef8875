import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage, type FieldErrors } from '@/lib/api-client';

import { useI18n } from '../i18n';
import type { PlaceRequest, Venue } from '../api/fixtures';
import { FIXTURES_MSG as MSG } from '../messages';

/** A place in the schedule as it is sent: a venue, a day (YYYY-MM-DD), a start and an end (HH:MM). */
export type Place = Omit<PlaceRequest, 'version'>;

/** Where something is now, as a match or a heat says it (any part may be missing). */
export interface PlaceNow {
  venue?: { id: string; name: string } | null;
  day?: string | null;
  start?: string | null;
  end?: string | null;
}

/** "Main ground, 2026-02-20, 09:00–10:00", or null while not scheduled. */
export function placeLine(now: PlaceNow): string | null {
  if (!now.venue || !now.day || !now.start || !now.end) return null;
  return MSG.place(now.venue.name, now.day, now.start, now.end);
}

/**
 * The venue, day and time of a match or a heat, starting from where it is now. `onSave` sends it; when
 * it fails the server's words are shown (a clash, 409) and its field errors under the fields (422).
 * The venue is focused when the form opens.
 */
export function PlaceForm({
  title,
  children,
  now,
  venues,
  busy,
  failed,
  onSave,
  onCancel,
}: {
  title: string;
  /** What is being placed, under the title. */
  children?: ReactNode;
  now: PlaceNow;
  venues: readonly Venue[];
  busy: boolean;
  /** Said when the server gives no words of its own. */
  failed: string;
  onSave: (place: Place) => Promise<unknown>;
  onCancel: () => void;
}) {
  useI18n();
  const titleId = useId();
  const [venueId, setVenueId] = useState(now.venue?.id ?? '');
  const [day, setDay] = useState(now.day ?? '');
  const [start, setStart] = useState(now.start ?? '');
  const [end, setEnd] = useState(now.end ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await onSave({ venueId, day, start, end });
    } catch (error) {
      console.error('Failed to schedule', error);
      setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
      setFailure(errorMessage(error, failed));
    }
  };

  return (
    <section className="fixtures-schedule" aria-labelledby={titleId}>
      <h4 id={titleId}>{title}</h4>
      {children}
      <form className="fixtures-schedule__form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          label={MSG.venue}
          value={venueId}
          errors={errors.venueId}
          autoFocus
          onChange={(e) => {
            setVenueId(e.target.value);
          }}
        >
          <option value="">{MSG.chooseVenue}</option>
          {venues.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={MSG.day}
          type="date"
          value={day}
          errors={errors.day}
          onChange={(e) => {
            setDay(e.target.value);
          }}
        />
        <TextField
          label={MSG.start}
          type="time"
          value={start}
          errors={errors.start}
          onChange={(e) => {
            setStart(e.target.value);
          }}
        />
        <TextField
          label={MSG.end}
          type="time"
          value={end}
          errors={errors.end}
          onChange={(e) => {
            setEnd(e.target.value);
          }}
        />
        {failure !== null && (
          <p role="alert" className="fixtures-failure">
            {failure}
          </p>
        )}
        <div className="fixtures-actions">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {MSG.save}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {MSG.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
