import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { GrievanceReceipt } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n/format';
import { useEventTitles } from '@/lib/use-event-titles';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSharedOrNull } from '@/lib/use-shared';
import { sayRule } from '@/lib/wasm-i18n';

import { useMemberData, useMemberRequest, type MemberData } from '../api/member-data';
import { useI18n } from '../i18n';
import { LinkFailure } from './link-failure';
import { ReceivedText } from './received-text';
import './grievance.css';

/** The member's details as the fest holds them, masked numbers as the server masked them. */
function Details({ data }: { data: MemberData }) {
  const { i18n } = useI18n();
  const rows: [string, string | null | undefined][] = [
    [i18n._('privacy.data.name'), data.fullname],
    [i18n._('privacy.data.email'), data.email],
    [i18n._('privacy.data.phone'), data.phone],
    [i18n._('privacy.data.aadhaar'), data.aadhaar],
    [i18n._('privacy.data.collegeId'), data.collegeId],
    [i18n._('privacy.data.college'), data.collegeName],
    [i18n._('privacy.data.role'), data.role],
    [i18n._('privacy.data.pass'), data.passId],
  ];
  return (
    <dl className="grievance-contact__rows">
      {rows
        .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="grievance-contact__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The request form: what the member wants (the grievance kinds of the shared rules) and why. */
function RequestForm({
  token,
  onSent,
}: {
  token: string;
  onSent: (receipt: GrievanceReceipt) => void;
}) {
  const shared = useSharedOrNull();
  const options = shared?.grievanceOptions();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a kind's id in the shared rules
  const [kind, setKind] = useState('correction');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: send, isPending: sending } = useMemberRequest(token);
  const { i18n, language } = useI18n();

  if (!options) {
    return <LoadingStatus label={i18n._('privacy.rulesLoading')} className="grievance__muted" />;
  }

  const submit = async () => {
    if (sending) return;
    setProblem(null);
    setErrors({});
    try {
      onSent(await send({ kind: kind as MemberDataKind, message }));
    } catch (error) {
      const found = error instanceof ApiError ? error.fieldErrors : undefined;
      if (found && Object.keys(found).length > 0) {
        setErrors(found);
      } else {
        setProblem(errorMessage(error));
      }
    }
  };

  return (
    <form
      className="grievance-form"
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SelectField
        label={i18n._('privacy.data.kind')}
        required
        value={kind}
        errors={errors.kind ?? []}
        onChange={(e) => {
          setKind(e.target.value);
        }}
      >
        {options.kinds.map((k) => (
          <option key={k.value} value={k.value}>
            {/* The shared rules' words, from their own catalogue. */}
            {sayRule(k.label, language)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={i18n._('privacy.data.message')}
        hint={i18n._('privacy.data.messageHint')}
        max={options.messageMaxChars}
        rows={6}
        required
        value={message}
        errors={errors.message ?? []}
        onChange={(e) => {
          setMessage(e.target.value);
        }}
      />
      {problem !== null && (
        <div className="grievance-failure" role="alert">
          <p className="grievance-failure__message">{problem}</p>
        </div>
      )}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? i18n._('privacy.sending') : i18n._('privacy.data.send')}
      </Button>
    </form>
  );
}

type MemberDataKind = Parameters<ReturnType<typeof useMemberRequest>['mutateAsync']>[0]['kind'];

/** The request's reference and when the answer is due (focused, like the grievance page's). */
function Received({ receipt }: { receipt: GrievanceReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { i18n } = useI18n();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="grievance-sent" aria-labelledby="my-data-sent-title">
      <h3 ref={heading} id="my-data-sent-title" className="grievance-sent__title" tabIndex={-1}>
        {i18n._('privacy.data.sentTitle')}
      </h3>
      <ReceivedText receipt={receipt} />
    </div>
  );
}

/**
 * /my-data/:token (open, by the link in a team member's pass e-mail): what the fest holds about the
 * member on that registration (GET /member-data/{token}; phone, Aadhaar and college ID masked), and a
 * request to correct or erase it, withdraw consent or object (POST /member-data/{token}/requests),
 * which the grievance officer answers within its days. A wrong link shows the server's message.
 */
export function MyDataPage() {
  const { i18n } = useI18n();
  usePageMeta(i18n._('privacy.data.title'), i18n._('privacy.data.description'));
  const { token = '' } = useParams();
  const query = useMemberData(token);
  const titleOf = useEventTitles();
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);

  let body;
  if (query.isError) {
    body = (
      <LinkFailure
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!query.data) {
    body = <LoadingStatus label={i18n._('privacy.data.loading')} className="grievance__muted" />;
  } else {
    const data = query.data;
    body = (
      <>
        <section className="grievance-card" aria-labelledby="my-data-held-title">
          <h2 id="my-data-held-title" className="grievance__heading">
            {titleOf(data.eventId)}
          </h2>
          <p>
            {i18n._('privacy.data.intro', {
              by: data.registeredBy,
              event: titleOf(data.eventId),
            })}
          </p>
          <Details data={data} />
          <p className="grievance__muted">{i18n._('privacy.data.masked')}</p>
          {!data.passLive && <p className="grievance__muted">{i18n._('privacy.data.revoked')}</p>}
        </section>
        <section className="grievance-card" aria-labelledby="my-data-request-title">
          <h2 id="my-data-request-title" className="grievance__heading">
            {i18n._('privacy.data.requestTitle')}
          </h2>
          {receipt ? (
            <Received receipt={receipt} />
          ) : (
            <>
              <p className="grievance__muted">
                {i18n._('privacy.data.requestIntro', { days: formatNumber(data.responseDays) })}
              </p>
              <RequestForm token={token} onSent={setReceipt} />
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <section className="grievance" aria-labelledby="my-data-title">
      <h1 id="my-data-title" className="grievance__title">
        {i18n._('privacy.data.title')}
      </h1>
      {body}
    </section>
  );
}
