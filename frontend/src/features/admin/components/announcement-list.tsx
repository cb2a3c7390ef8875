import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import type { AnnouncementView } from '@/lib/api-types';
import { announcementsQueryOptions } from '@/lib/queries/announcements';
import { notify } from '@/lib/toast';
import { useEventTitles } from '@/lib/use-event-titles';

import { useI18n } from '../i18n';
import { useCancelAnnouncement } from '../api/announcements';
import { audienceText, timeOf } from '../lib/announcements';
import { formatFestDateTime, humanise } from '../lib/format';
import { ANNOUNCEMENT_STATE_LABELS, ANNOUNCEMENTS_MSG as MSG } from '../messages';
import { Badge } from './badge';
import { Details } from './details';

/** One announcement: where it stands, when, who it is for, its recipients and its e-mails. */
function AnnouncementItem({
  announcement: a,
  focus,
  onCancel,
}: {
  announcement: AnnouncementView;
  /** A request that its title take the focus (once its Cancel is gone); a new one each time. */
  focus: object | null;
  onCancel: (announcement: AnnouncementView) => void;
}) {
  useI18n();
  const eventTitle = useEventTitles();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const time = timeOf(a);
  const { queued, sent, failed } = a.deliveries;
  const mailed = a.state === 'sending' || a.state === 'sent' || queued + sent + failed > 0;
  const audience = audienceText(a.segment, eventTitle);
  return (
    <li className="admin-announcement">
      <article aria-labelledby={titleId}>
        <div className="admin-announcement__head">
          <h4 ref={heading} id={titleId} className="admin-announcement__title" tabIndex={-1}>
            {a.title}
          </h4>
          <Badge value={a.state} label={ANNOUNCEMENT_STATE_LABELS[a.state] ?? humanise(a.state)} />
        </div>
        <Details
          items={[
            [time.label, formatFestDateTime(time.at)],
            [MSG.audience, a.public ? `${audience}. ${MSG.onHomePage}.` : audience],
            ...(a.recipients === null || a.recipients === undefined
              ? []
              : [[MSG.recipients, MSG.recipientsValue(a.recipients)] as const]),
            ...(mailed ? [[MSG.emails, MSG.emailsValue(sent, queued, failed)] as const] : []),
          ]}
        />
        <details className="admin-announcement__message">
          <summary>{MSG.message}</summary>
          <p className="admin-prose">{a.body}</p>
        </details>
        {a.state === 'scheduled' && (
          <Button
            variant="ghost"
            className="admin-small-button admin-danger"
            aria-label={MSG.cancelLabel(a.title)}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
            aria-haspopup="dialog"
            onClick={() => {
              onCancel(a);
            }}
          >
            {MSG.cancel}
          </Button>
        )}
      </article>
    </li>
  );
}

/**
 * Every announcement, newest first (GET /admin/announcements): its state, its time in India time,
 * who it is for, how many it was sent to and how its e-mails are doing. One still scheduled can be
 * cancelled, once confirmed (DELETE /admin/announcements/{id}).
 */
export function AnnouncementList() {
  useI18n();
  const query = useQuery(announcementsQueryOptions());
  const headingId = useId();
  const [cancelling, setCancelling] = useState<AnnouncementView | null>(null);
  // The announcement whose title takes the focus once its dialog closes (its Cancel may be gone).
  const [focused, setFocused] = useState<{ id: string } | null>(null);
  const { mutateAsync: cancel, isPending } = useCancelAnnouncement();

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel(cancelling.id);
      notify.success(MSG.cancelled);
    } catch (error) {
      console.error('Failed to cancel the announcement', error); // and toasted (the mutation's meta)
    }
    setFocused({ id: cancelling.id });
    setCancelling(null);
  };

  return (
    <section className="admin-announcements" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title">
        {MSG.listTitle}
      </h3>
      <QueryState
        query={query}
        failed={MSG.loadFailed}
        loading={MSG.loading}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
        classes={{ alert: 'admin-error', message: 'admin-error__message' }}
      >
        {({ announcements }) =>
          announcements.length === 0 ? (
            <p className="admin-hint">{MSG.empty}</p>
          ) : (
            <ul className="admin-announcements__list">
              {announcements.map((a) => (
                <AnnouncementItem
                  key={a.id}
                  announcement={a}
                  focus={focused?.id === a.id ? focused : null}
                  onCancel={setCancelling}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {cancelling && (
        <ConfirmDialog
          title={MSG.cancelTitle}
          confirmLabel={MSG.cancelConfirm}
          cancelLabel={MSG.keep}
          busy={isPending}
          onConfirm={() => {
            void confirmCancel();
          }}
          onCancel={() => {
            setCancelling(null);
          }}
        >
          <p>{MSG.cancelBody(cancelling.title)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
