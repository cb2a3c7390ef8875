import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n/format';
import type { Texts } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import { useAge, useDeclareAge, type AgeResponse } from '../api/age';
import { useI18n } from '../i18n';
import { ACCOUNT_QUERY_STATE } from '../lib/query-state';

/** What the server knows of the account's age, in words. */
function statusText(age: AgeResponse, i18n: Texts): string {
  switch (age.status) {
    case 'unknown':
      return i18n._('account.age.unknown');
    case 'adult':
      return i18n._('account.age.adult');
    case 'minor_pending':
      return i18n._('account.age.pending', { email: age.guardianEmail ?? '' });
    case 'minor_consented':
      return i18n._('account.age.consented', {
        email: age.guardianEmail ?? '',
        date: formatDate(age.guardianConsentAt),
      });
  }
}

/** The age question: two choices and, under 18, the guardian's address; checked by the shared rules. */
function AgeQuestion({ ownEmail, onDone }: { ownEmail: string; onDone: () => void }) {
  const shared = useSharedOrNull();
  const declare = useDeclareAge();
  const { i18n } = useI18n();
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
        <legend>{i18n._('account.age.question')}</legend>
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
            {value ? i18n._('account.age.yes') : i18n._('account.age.no')}
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
          label={i18n._('account.age.guardian')}
          hint={i18n._('account.age.guardianHint')}
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
        {declare.isPending ? i18n._('account.age.saving') : i18n._('account.age.save')}
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
  const { i18n } = useI18n();
  return (
    <section className="account-card" aria-labelledby="account-age-title">
      <h2 id="account-age-title" className="account-card__title">
        {i18n._('account.age.title')}
      </h2>
      <QueryState
        query={age}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.age.failed')}
        loading={i18n._('account.age.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {(answered) => {
          const ask =
            answered.status === 'unknown' || answered.status === 'minor_pending' || changing;
          return (
            <>
              <p className="account-muted" role="status">
                {statusText(answered, i18n)}
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
                  {i18n._('account.age.change')}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
