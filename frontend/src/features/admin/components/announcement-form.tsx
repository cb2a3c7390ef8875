import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { AnnouncementRequest } from '@/lib/api-types';
import { fromFestLocalInput, toFestLocalInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';
import { useSharedForm } from '@/lib/use-shared-form';

import { useI18n } from '../i18n';
import { formatFestDateTime } from '../lib/format';
import { useCreateAnnouncement } from '../api/announcements';
import { NO_SEGMENT, segmentOf, type SegmentValues } from '../lib/announcements';
import { ANNOUNCEMENTS_MSG as MSG } from '../messages';
import { ReachCounter } from './announcement-reach';
import { SegmentFields, Tick } from './announcement-segment';

/** The form as typed: who it is for beside the message. */
interface Values extends SegmentValues {
  title: string;
  body: string;
  public: boolean;
  when: 'now' | 'at';
  /** A datetime-local value, read as India time. */
  sendAt: string;
}

const BLANK: Values = {
  title: '',
  body: '',
  public: false,
  when: 'now',
  sendAt: '',
  ...NO_SEGMENT,
};

/** Where the server's errors show (the others are listed under the form). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const PLACED = ['title', 'body', 'segment', 'sendAt'];

const SEGMENT_FIELDS = Object.keys(NO_SEGMENT) as (keyof SegmentValues)[];

/**
 * A new announcement (admins): its title and message, whether the home page shows it too, who it
 * is for (with a count of the people it reaches) and when it goes: now, or at a time typed in India
 * time. The server's refusals (422) show at their fields and the first takes the focus; once
 * written, a toast says so, the list shows it and the form is blank again.
 */
export function AnnouncementForm() {
  useI18n();
  const shared = useSharedOrNull();
  const limits = shared?.limits();
  const headingId = useId();
  const bodyId = useId();
  const whenName = useId();
  const form = useSharedForm<Values>({ defaultValues: BLANK, shown: PLACED });
  const { attach, values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  // Bumped when the form is blanked after a send: the count of the last segment goes with it.
  const [round, setRound] = useState(0);
  const { mutateAsync: create, isPending: creating } = useCreateAnnouncement();
  const segment = segmentOf(values);

  const edit = <N extends keyof Values>(field: N, value: Values[N]) => {
    form.set(field, value as never);
    setProblem(null);
  };

  const editSegment = (change: Partial<SegmentValues>) => {
    for (const field of SEGMENT_FIELDS) {
      if (field in change) form.set(field, change[field] as never);
    }
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
    form.clear('segment');
    setProblem(null);
  };

  const submit = async (typed: Values) => {
    setProblem(null);
    const sendAt = typed.when === 'at' ? fromFestLocalInput(typed.sendAt) : null;
    if (typed.when === 'at' && sendAt === null) {
      form.showErrors({ sendAt: [MSG.chooseTime] });
      return;
    }
    const request: AnnouncementRequest = {
      title: typed.title.trim(),
      body: typed.body.trim(),
      public: typed.public,
      segment: segmentOf(typed),
      ...(sendAt === null ? {} : { sendAt }),
    };
    try {
      await create(request);
      notify.success(sendAt === null ? MSG.sent : MSG.scheduled(formatFestDateTime(sendAt)));
      form.methods.reset(BLANK);
      setRound((n) => n + 1);
    } catch (error) {
      // A refusal in words (4xx) is the organiser's to read, not a fault of the page.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        console.error('Failed to write the announcement', error);
      }
      const found = error instanceof ApiError ? error.fieldErrors : undefined;
      const placed = found !== undefined && Object.keys(found).every((p) => PLACED.includes(p));
      setProblem(placed ? null : errorMessage(error));
      form.showErrors(found ?? {});
    }
  };

  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
  const bodyErrors = form.errorsAt('body');
  const bodyHint = limits ? MSG.bodyHint(limits.announcementBodyMaxChars) : null;
  const unplaced = form.otherErrors;

  return (
    <section className="admin-announce" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title">
        {MSG.newTitle}
      </h3>
      <form
        ref={attach}
        className="admin-settings admin-announce__form"
        noValidate
        aria-busy={creating || undefined}
        onSubmit={form.onSubmit(submit, creating)}
      >
        <TextField
          label={MSG.title}
          hint={limits ? MSG.titleHint(limits.announcementTitleMaxChars) : undefined}
          value={values.title}
          maxLength={limits?.announcementTitleMaxChars}
          autoComplete="off"
          required
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
          errors={form.errorsAt('title')}
          onChange={(e) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('title', e.target.value);
          }}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={bodyId}>
            {MSG.body}
          </label>
          <textarea
            id={bodyId}
            className="ui-field__input admin-announce__body"
            rows={6}
            value={values.body}
            maxLength={limits?.announcementBodyMaxChars}
            required
            aria-invalid={bodyErrors ? true : undefined}
            aria-describedby={
              [bodyHint ? `${bodyId}-hint` : null, bodyErrors ? `${bodyId}-errors` : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(e) => {
              edit('body', e.target.value);
            }}
          />
          {bodyHint && (
            <p id={`${bodyId}-hint`} className="ui-field__hint">
              {bodyHint}
            </p>
          )}
          {bodyErrors && (
            <ul id={`${bodyId}-errors`} className="ui-field__errors">
              {bodyErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
        <Tick
          label={MSG.public}
          hint={MSG.publicHint}
          checked={values.public}
          onChange={(checked) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
            edit('public', checked);
          }}
        />
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names */}
        <SegmentFields values={values} errors={form.errorsAt('segment')} onChange={editSegment} />
        <ReachCounter key={round} segment={segment} />
        <fieldset className="admin-settings__group">
          <legend>{MSG.when}</legend>
          <div className="admin-announce__when">
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the choices' values */}
            {(['now', 'at'] as const).map((when) => (
              <label key={when} className="admin-coupon-form__event">
                <input
                  type="radio"
                  name={whenName}
                  value={when}
                  checked={values.when === when}
                  onChange={() => {
                    form.clear('sendAt');
                    edit('when', when);
                  }}
                />
                {when === 'now' ? MSG.sendNow : MSG.sendAt}
              </label>
            ))}
          </div>
          {values.when === 'at' && (
            <TextField
              label={MSG.sendAtLabel}
              type="datetime-local"
              hint={MSG.sendAtHint}
              min={toFestLocalInput(new Date().toISOString())}
              value={values.sendAt}
              required
              // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
              errors={form.errorsAt('sendAt')}
              onChange={(e) => {
                // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
                edit('sendAt', e.target.value);
              }}
            />
          )}
        </fieldset>
        {(problem !== null || unplaced.length > 0) && (
          <div className="admin-resolve__error" role="alert">
            {problem && <p>{problem}</p>}
            {unplaced.length > 0 && (
              <ul>
                {unplaced.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Button
          type="submit"
          className="admin-announce__submit"
          disabled={creating}
          aria-busy={creating || undefined}
        >
          {creating ? MSG.sending : values.when === 'at' ? MSG.submitAt : MSG.submitNow}
        </Button>
      </form>
    </section>
  );
}
