import { useState } from 'react';

import { AgeQuestion } from '@/components/age-question/age-question';
import { useAge, type AgeResponse } from '@/components/age-question/api';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/i18n/format';
import type { Texts } from '@/lib/i18n/i18n';

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

/**
 * The 'Your age' card (DPDP Act, section 9): what the account answered (GET /account/age) and, until
 * it has answered or while it waits for a guardian, the question itself (the shared AgeQuestion, which
 * the forms that collect personal data ask too): 18 or older, or under 18 with a parent's or
 * guardian's address, who is e-mailed a link to consent.
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
