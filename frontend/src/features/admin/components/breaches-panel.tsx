import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/query-state';
import type { BreachView } from '@/lib/api-types';

import { useI18n } from '../i18n';
import { formatFestDateTime } from '../lib/format';
import { useBreaches } from '../api/breaches';
import { PRIVACY_MSG as MSG } from '../messages';
import { Badge } from './badge';
import { BreachDialog } from './breach-dialog';
import { Details } from './details';
import { LoadError } from './load-error';

/** A time in India time, or `missing` when there is none. */
const timeOr = (value: string | null | undefined, missing: string) =>
  value ? formatFestDateTime(value) : missing;

/** When the report to the Board is due: marked when it is overdue (not told yet, and past it). */
function BoardDue({ breach: b }: { breach: BreachView }) {
  useI18n();
  const due = formatFestDateTime(b.boardDueAt);
  if (!b.boardOverdue) return <>{due}</>;
  return (
    <span className="admin-privacy__left" data-overdue>
      {due} ({MSG.boardOverdue})
    </span>
  );
}

/** One breach: what happened and where its report stands, its details, and Edit. */
function BreachItem({
  breach: b,
  onEdit,
}: {
  breach: BreachView;
  onEdit: (breach: BreachView) => void;
}) {
  useI18n();
  const titleId = useId();
  return (
    <li className="admin-privacy__item" data-overdue={b.boardOverdue || undefined}>
      <article aria-labelledby={titleId}>
        <div className="admin-privacy__head">
          <h4 id={titleId} className="admin-privacy__title">
            {b.summary}
          </h4>
          {b.boardToldAt ? (
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
            <Badge value="board_told" label={MSG.toldBadge} />
          ) : b.boardOverdue ? (
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
            <Badge value="board_overdue" label={MSG.overdueBadge} />
          ) : (
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
            <Badge value="board_due" label={MSG.dueBadge} />
          )}
        </div>
        <Details
          items={[
            [MSG.personalData, <p className="admin-prose admin-privacy__text">{b.personalData}</p>],
            [
              MSG.peopleAffected,
              typeof b.peopleAffected === 'number'
                ? MSG.peopleCount(b.peopleAffected)
                : MSG.notKnown,
            ],
            [MSG.occurredAt, timeOr(b.occurredAt, MSG.notKnown)],
            [MSG.discoveredAt, formatFestDateTime(b.discoveredAt)],
            [MSG.boardDue, <BoardDue breach={b} />],
            [MSG.boardToldAt, timeOr(b.boardToldAt, MSG.notYet)],
            [MSG.peopleToldAt, timeOr(b.peopleToldAt, MSG.notYet)],
            [
              MSG.actions,
              b.actions.trim() === '' ? (
                MSG.none
              ) : (
                <p className="admin-prose admin-privacy__text">{b.actions}</p>
              ),
            ],
            [MSG.recordedBy, b.recordedBy ?? MSG.none],
          ]}
        />
        <Button
          variant="ghost"
          className="admin-small-button"
          aria-label={MSG.editLabel(b.summary)}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
          aria-haspopup="dialog"
          onClick={() => {
            onEdit(b);
          }}
        >
          {MSG.edit}
        </Button>
      </article>
    </li>
  );
}

/**
 * The register of personal data breaches (admins; GET /admin/breaches, newest found first): what
 * happened, the data and people affected, when it happened and was found out, when the report to the
 * Data Protection Board is due (marked once overdue), when the Board and the people were told, what
 * was done and who recorded it. 'Record a breach' and each one's Edit open the same form.
 */
export function BreachesPanel() {
  useI18n();
  const query = useBreaches();
  const headingId = useId();
  /** The dialog open: a new breach ('new'), or the breach edited. */
  const [editing, setEditing] = useState<BreachView | 'new' | null>(null);
  const data = query.data;

  return (
    <section className="admin-privacy" aria-labelledby={headingId}>
      <div className="admin-toolbar">
        <h3 id={headingId} className="admin-section-title admin-privacy__section-title">
          {MSG.breachesTitle}
        </h3>
        <Button
          className="admin-small-button admin-toolbar__end"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
          aria-haspopup="dialog"
          onClick={() => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
            setEditing('new');
          }}
        >
          {MSG.recordBreach}
        </Button>
      </div>
      <p className="admin-hint admin-privacy__hint">{MSG.breachesHint}</p>
      {query.status === 'error' && <LoadError message={query.message} onRetry={query.reload} />}
      {!data && query.status === 'loading' && <LoadingStatus label={MSG.breachesLoading} />}
      {data &&
        (data.length === 0 ? (
          <p className="admin-hint">{MSG.breachesEmpty}</p>
        ) : (
          <ul className="admin-privacy__list" aria-busy={query.status === 'loading' || undefined}>
            {data.map((b) => (
              <BreachItem key={b.id} breach={b} onEdit={setEditing} />
            ))}
          </ul>
        ))}
      {editing && (
        <BreachDialog
          breach={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
