import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import { useAge, useDeclareAge, type AgeResponse } from '../api/age';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

export const AGE_MSG = {
  title: 'Your age',
  loading: 'Loading...',
  failed: 'Could not load your answer',
  unknown:
    'Before you register, apply as a campus ambassador or book a stay, tell us whether you are 18 or older.',
  adult: 'You told us you are 18 or older.',
  pending: (email: string) =>
    `We are waiting for your parent's or guardian's consent: we e-mailed ${email} a link. You can register once they have given it.`,
  consented: (email: string, date: string) =>
    `Your parent or guardian (${email}) gave their consent on ${date}.`,
  question: 'Are you 18 or older?',
  yes: 'Yes, I am 18 or older',
  no: 'No, I am under 18',
  guardian: "Your parent's or guardian's e-mail",
  guardianHint: 'We e-mail them a link to give their consent.',
  save: 'Save',
  saving: 'Saving...',
  change: 'Change my answer',
} as const;

/** What the server knows of the account's age, in words. */
function statusText(age: AgeResponse): string {
  switch (age.status) {
    case 'unknown':
      return AGE_MSG.unknown;
    case 'adult':
      return AGE_MSG.adult;
    case 'minor_pending':
      return AGE_MSG.pending(age.guardianEmail ?? '');
    case 'minor_consented':
      return AGE_MSG.consented(age.guardianEmail ?? '', formatDate(age.guardianConsentAt));
  }
}

/** The age question: two choices and, under 18, the guardian's address; checked by the shared rules. */
function AgeQuestion({ ownEmail, onDone }: { ownEmail: string; onDone: () => void }) {
  const shared = useSharedOrNull();
  const declare = useDeclareAge();
  const [adult, setAdult] = useState<boolean | undefined>(undefined);
  const [guardianEmail, setGuardianEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const form = adult === undefined ? { guardianEmail } : { adult, guardianEmail };
    const checked = shared?.validateAge(form, ownEmail);
    if (checked && !checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      const response = await declare.mutateAsync(form);
      notify.success(response.message);
      onDone();
    } catch (error) {
      const found = error instanceof ApiError ? error.fieldErrors : undefined;
      if (found && Object.keys(found).length > 0) setErrors(found);
      else setProblem(errorMessage(error));
    }
  };

  const adultErrors = errors.adult ?? [];
  return (
    <form
      className="account-age"
      noValidate
      aria-busy={declare.isPending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!declare.isPending) void submit();
      }}
    >
      <fieldset
        className="account-age__choices"
        aria-invalid={adultErrors.length > 0 || undefined}
        aria-describedby={adultErrors.length > 0 ? 'account-age-errors' : undefined}
      >
        <legend>{AGE_MSG.question}</legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="account-age__choice">
            <input
              type="radio"
              name="adult"
              checked={adult === value}
              onChange={() => {
                setAdult(value);
                setErrors({});
              }}
            />
            {value ? AGE_MSG.yes : AGE_MSG.no}
          </label>
        ))}
        {adultErrors.length > 0 && (
          <p id="account-age-errors" className="account-age__error">
            {adultErrors.join(' ')}
          </p>
        )}
      </fieldset>
      {adult === false && (
        <TextField
          label={AGE_MSG.guardian}
          hint={AGE_MSG.guardianHint}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={guardianEmail}
          errors={errors.guardianEmail ?? []}
          onChange={(e) => {
            setGuardianEmail(e.target.value);
          }}
        />
      )}
      {problem !== null && (
        <p role="alert" className="account-age__error">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={declare.isPending} aria-busy={declare.isPending || undefined}>
        {declare.isPending ? AGE_MSG.saving : AGE_MSG.save}
      </Button>
    </form>
  );
}

/**
 * The 'Your age' card (DPDP Act, section 9): what the account answered (GET /account/age) and, until
 * it has answered or while it waits for a guardian, the question itself (PUT /account/age): 18 or
 * older, or under 18 with a parent's or guardian's address, who is e-mailed a link to consent.
 */
export function AgeCard({ ownEmail }: { ownEmail: string }) {
  const age = useAge();
  const [changing, setChanging] = useState(false);
  return (
    <section className="account-card" aria-labelledby="account-age-title">
      <h2 id="account-age-title" className="account-card__title">
        {AGE_MSG.title}
      </h2>
      <QueryState
        query={age}
        classes={ACCOUNT_QUERY_STATE}
        failed={AGE_MSG.failed}
        loading={AGE_MSG.loading}
      >
        {(answered) => {
          const ask =
            answered.status === 'unknown' || answered.status === 'minor_pending' || changing;
          return (
            <>
              <p className="account-muted" role="status">
                {statusText(answered)}
              </p>
              {ask ? (
                <AgeQuestion
                  ownEmail={ownEmail}
                  onDone={() => {
                    setChanging(false);
                  }}
                />
              ) : (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setChanging(true);
                  }}
                >
                  {AGE_MSG.change}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
