import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/query-state';
import type { GrievanceView } from '@/lib/api-types';
import { useSharedOrNull } from '@/lib/use-shared';

import { useI18n } from '../i18n';
import { useGrievances } from '../api/grievances';
import { formatCount, formatFestDateTime, formatLongDay } from '../lib/format';
import { PRIVACY_MSG as MSG } from '../messages';
import { AnswerDialog } from './answer-dialog';
import { Badge } from './badge';
import { Details } from './details';
import { LoadError } from './load-error';

/** What a grievance is about, in the words the form offered (the shared rules' choices). */
export function useKindLabel(): (kind: string) => string {
  const shared = useSharedOrNull();
  const kinds = shared?.grievanceOptions().kinds ?? [];
  return (kind) => kinds.find((k) => k.value === kind)?.label ?? kind;
}

/** The day an answer is due, with the days left or overdue (marked) while it is open. */
function DueDay({ grievance: g }: { grievance: GrievanceView }) {
  useI18n();
  const day = formatLongDay(g.dueOn);
  if (g.daysLeft === null || g.daysLeft === undefined) return <>{day}</>;
  return (
    <>
      {day}{' '}
      <span className="admin-privacy__left" data-overdue={g.overdue || undefined}>
        ({g.overdue ? MSG.overdueBy(Math.abs(g.daysLeft)) : MSG.daysLeft(g.daysLeft)})
      </span>
    </>
  );
}

/** One grievance: its reference and status, its details, and its answer or Answer. */
function GrievanceItem({
  grievance: g,
  focus,
  kindLabel,
  onAnswer,
}: {
  grievance: GrievanceView;
  /** A request that its reference take the focus (once its dialog closes); a new one each time. */
  focus: object | null;
  kindLabel: (kind: string) => string;
  onAnswer: (grievance: GrievanceView) => void;
}) {
  useI18n();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const answered = g.status === 'answered';
  return (
    <li className="admin-privacy__item" data-overdue={g.overdue || undefined}>
      <article aria-labelledby={titleId}>
        <div className="admin-privacy__head">
          <h4 ref={heading} id={titleId} className="admin-privacy__title" tabIndex={-1}>
            <code className="admin-id">{g.reference}</code>
          </h4>
          {answered ? (
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
            <Badge value="answered" label={MSG.answeredBadge} />
          ) : g.overdue ? (
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
            <Badge value="overdue" label={MSG.overdueGrievanceBadge} />
          ) : (
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
            <Badge value="grievance_open" label={MSG.openBadge} />
          )}
        </div>
        <Details
          items={[
            [MSG.received, formatFestDateTime(g.receivedAt)],
            [MSG.due, <DueDay grievance={g} />],
            [MSG.name, g.name],
            [MSG.email, <a href={`mailto:${g.email}`}>{g.email}</a>],
            [MSG.about, kindLabel(g.kind)],
            [MSG.message, <p className="admin-prose admin-privacy__text">{g.message}</p>],
            ...(answered
              ? ([
                  [MSG.answer, <p className="admin-prose admin-privacy__text">{g.answer ?? ''}</p>],
                  [
                    MSG.answeredAt,
                    MSG.answeredWhen(formatFestDateTime(g.answeredAt), g.answeredBy ?? null),
                  ],
                ] as const)
              : []),
          ]}
        />
        {!answered && (
          <Button
            className="admin-small-button"
            aria-label={MSG.answerLabel(g.reference)}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
            aria-haspopup="dialog"
            onClick={() => {
              onAnswer(g);
            }}
          >
            {MSG.answer}
          </Button>
        )}
      </article>
    </li>
  );
}

/**
 * The grievances sent to the grievance officer (admins; GET /admin/grievances): how many are open
 * and overdue, then each one (open ones first by due day) with when it came, the day its answer is
 * due and the days left or overdue, who sent it, what about, and the grievance itself. An open one
 * is answered in a dialog (the person is e-mailed the answer); an answered one shows the answer,
 * when and by whom.
 */
export function GrievancesPanel() {
  useI18n();
  const query = useGrievances();
  const kindLabel = useKindLabel();
  const headingId = useId();
  const [answering, setAnswering] = useState<GrievanceView | null>(null);
  // The grievance whose reference takes the focus once its dialog closes (its Answer may be gone).
  const [focused, setFocused] = useState<{ id: string } | null>(null);
  const data = query.data;

  return (
    <section className="admin-privacy" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title">
        {MSG.grievancesTitle}
      </h3>
      {query.status === 'error' && <LoadError message={query.message} onRetry={query.reload} />}
      {!data && query.status === 'loading' && <LoadingStatus label={MSG.grievancesLoading} />}
      {data && (
        <>
          <ul className="admin-counters" aria-label={MSG.countsLabel}>
            <li className={`admin-counter${data.open > 0 ? ' admin-counter--pending' : ''}`}>
              <span className="admin-counter__label">{MSG.openCount}</span>
              <span className="admin-counter__value">{formatCount(data.open)}</span>
            </li>
            <li className={`admin-counter${data.overdue > 0 ? ' admin-counter--rejected' : ''}`}>
              <span className="admin-counter__label">{MSG.overdueCount}</span>
              <span className="admin-counter__value">{formatCount(data.overdue)}</span>
            </li>
          </ul>
          {data.grievances.length === 0 ? (
            <p className="admin-hint">{MSG.grievancesEmpty}</p>
          ) : (
            <ul className="admin-privacy__list" aria-busy={query.status === 'loading' || undefined}>
              {data.grievances.map((g) => (
                <GrievanceItem
                  key={g.id}
                  grievance={g}
                  focus={focused?.id === g.id ? focused : null}
                  kindLabel={kindLabel}
                  onAnswer={setAnswering}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {answering && (
        <AnswerDialog
          grievance={answering}
          about={kindLabel(answering.kind)}
          onAnswered={() => {
            setFocused({ id: answering.id });
            setAnswering(null);
          }}
          onClose={() => {
            // Answered meanwhile (a 409): its Answer is gone, so its reference takes the focus.
            const now = data?.grievances.find((g) => g.id === answering.id);
            if (now?.status === 'answered') setFocused({ id: answering.id });
            setAnswering(null);
          }}
        />
      )}
    </section>
  );
}
