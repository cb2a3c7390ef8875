import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { WaitlistEntryView } from '@/lib/api-types';
import { formatDate, formatFestDateTime, formatNumber } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';
import { myWaitlistQueryOptions } from '@/lib/queries/waitlist';
import { QueryState } from '@/components/ui/query-state';

import { ACCOUNT_QUERY_STATE } from '../lib/query-state';
import { useClock } from '../hooks/use-clock';
import { useTakeOffer } from '../hooks/use-take-offer';
import { isActive, msUntil, timeLeftText, waitlistStatusLabel } from '../lib/waitlist';
import { useI18n } from '../i18n';
import { EntryItem } from './entry-item';
import { LeaveWaitlistDialog } from './leave-waitlist-dialog';

/**
 * The 'Waiting lists' card (GET /user/waitlist), hidden when the user is on none: each entry with its
 * event, status and details, its place in line while waiting ('Number N in line'), and, when a place
 * is offered, how long it is held ('A place is yours until <date, IST> (<time left>)') with 'Pay now'
 * (which takes the place and pays for it in the wizards' checkout). An entry still waiting or offered
 * can be left, after a confirmation. While the list loads the card says so; a failure offers Try
 * again.
 */
export function WaitlistCard() {
  const waitlist = useQuery(myWaitlistQueryOptions());
  const eventTitle = useEventTitles();
  const baseId = useId();
  const entries = waitlist.data?.entries ?? [];
  const now = useClock(entries.some((entry) => entry.status === 'offered'));
  const offer = useTakeOffer();
  const [leaving, setLeaving] = useState<WaitlistEntryView | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** After leaving, the focus goes to the list (the entry's button went with the dialog). */
  const focusList = useRef(false);
  const { i18n } = useI18n();

  useEffect(() => {
    if (leaving !== null || !focusList.current) return;
    focusList.current = false;
    listRef.current?.focus();
  });

  if (waitlist.isSuccess && entries.length === 0) return null;

  const titleOf = (entry: WaitlistEntryView) => entry.eventTitle || eventTitle(entry.event);

  const item = (entry: WaitlistEntryView) => {
    const titleId = `${baseId}-${entry.id}`;
    const details: [string, string][] = [];
    if (entry.category) details.push([i18n._('account.registrations.category'), entry.category]);
    if (entry.collegeName.trim() !== '') {
      details.push([i18n._('account.registrations.college'), entry.collegeName]);
    }
    details.push([i18n._('account.registrations.members'), formatNumber(entry.members)]);
    details.push([i18n._('account.waitlist.joinedOn'), formatDate(entry.joinedAt)]);
    const left = entry.status === 'offered' ? msUntil(entry.offerExpiresAt, now) : null;
    const paying = offer.paying === entry.event;

    return (
      <EntryItem
        key={entry.id}
        titleId={titleId}
        title={titleOf(entry)}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
        status={`waitlist-${entry.status}`}
        statusLabel={waitlistStatusLabel(entry.status)}
        details={details}
        aboveDetails={
          <>
            {entry.status === 'waiting' && typeof entry.position === 'number' && (
              <p className="account-waitlist__place">
                {i18n._('account.waitlist.inLine', { position: formatNumber(entry.position) })}
              </p>
            )}
            {entry.status === 'offered' && (
              <div className="account-offer">
                {left !== null && left <= 0 ? (
                  <p>{i18n._('account.waitlist.offerExpired')}</p>
                ) : (
                  <>
                    <p>
                      {i18n._('account.waitlist.offerUntil', {
                        until: formatFestDateTime(entry.offerExpiresAt),
                      })}
                      {left !== null && (
                        <span className="account-offer__left"> ({timeLeftText(left)})</span>
                      )}
                    </p>
                    <Button
                      className="account-form__submit"
                      aria-describedby={titleId}
                      disabled={offer.paying !== null}
                      aria-busy={paying || undefined}
                      onClick={() => {
                        void offer.take(entry);
                      }}
                    >
                      {paying ? i18n._('account.pay.paying') : i18n._('account.pay.now')}
                    </Button>
                  </>
                )}
              </div>
            )}
          </>
        }
      >
        {isActive(entry) && (
          <Button
            variant="ghost"
            className="account-form__submit account-danger-button"
            aria-describedby={titleId}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- ARIA's token
            aria-haspopup="dialog"
            disabled={paying}
            onClick={() => {
              setLeaving(entry);
            }}
          >
            {i18n._('account.waitlist.leave')}
          </Button>
        )}
      </EntryItem>
    );
  };

  return (
    <section className="account-card" aria-labelledby="account-waitlists-title">
      <h2 id="account-waitlists-title" className="account-card__title">
        {i18n._('account.waitlist.title')}
      </h2>
      <p className="account-muted">{i18n._('account.waitlist.intro')}</p>
      <QueryState
        query={waitlist}
        classes={ACCOUNT_QUERY_STATE}
        failed={i18n._('account.waitlist.failed')}
        loading={i18n._('account.waitlist.loading')}
        retryLabel={i18n._('account.page.tryAgain')}
      >
        {() => (
          <ul
            ref={listRef}
            className="account-registrations"
            tabIndex={-1}
            aria-label={i18n._('account.waitlist.title')}
          >
            {entries.map(item)}
          </ul>
        )}
      </QueryState>
      {leaving && (
        <LeaveWaitlistDialog
          entry={leaving}
          title={titleOf(leaving)}
          onClose={() => {
            setLeaving(null);
          }}
          onLeft={(message) => {
            notify.success(message);
            focusList.current = true;
            setLeaving(null);
          }}
        />
      )}
      {offer.element}
    </section>
  );
}
