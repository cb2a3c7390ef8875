import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadingStatus } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { EventId } from '@/lib/api-types';
import {
  CERTIFICATE_KINDS,
  type CertificateCounts,
  type CertificateKind,
  type CertificateView,
  type ReleaseRequest,
  type ReleaseResponse,
} from '@/lib/certificates';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import {
  countEligible,
  useAdminCertificates,
  useCertificateArchive,
  useReleaseCertificates,
  useRevokeCertificate,
  type ArchiveOf,
} from '../api/certificates';
import { useI18n } from '../i18n';
import { useViewParam, useViewSearch } from '../hooks/use-view-params';
import { formatCount, formatDate } from '../lib/format';
import { CERTIFICATE_KIND_LABELS, CERTIFICATES_MSG as MSG } from '../messages';
import { Badge } from './badge';
import { LoadError } from './load-error';
import { ReasonField, useReason } from './reason-field';
import './certificates.css';

/** An event of the catalogue, as the selects offer it. */
interface EventChoice {
  id: EventId;
  title: string;
}

/** The catalogue's events (the shared rules), once they have loaded. */
function useEventChoices(): readonly EventChoice[] {
  const shared = useSharedOrNull();
  return useMemo(() => shared?.catalogue().events ?? [], [shared]);
}

/** A refusal in words (4xx) is the organiser's to read, not a fault of the page. */
function logUnlessRefusal(context: string, error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    console.error(context, error);
  }
}

/** The server's message, with the field errors it names (a 422) after it. */
function refusalText(error: unknown): string {
  const fields = error instanceof ApiError ? error.fieldErrors : undefined;
  const extra = fields ? Object.values(fields).flat() : [];
  return [errorMessage(error), ...extra.filter((m) => m !== errorMessage(error))].join(' ');
}

/** How many were issued per kind, how many a release would issue now, and how many were revoked. */
function Counts({
  counts,
  eligible,
}: {
  counts: CertificateCounts | undefined;
  eligible: CertificateCounts | undefined;
}) {
  useI18n();
  return (
    <ul className="admin-counters" aria-label={MSG.countsLabel}>
      {CERTIFICATE_KINDS.map((kind) => (
        <li key={kind} className="admin-counter">
          <span className="admin-counter__label">{CERTIFICATE_KIND_LABELS[kind]}</span>
          <span className="admin-counter__value">
            {counts ? MSG.issuedCount(counts[kind]) : '—'}
          </span>
          {eligible && (
            <span className="admin-certificates__eligible">
              {MSG.eligibleCount(eligible[kind])}
            </span>
          )}
        </li>
      ))}
      <li className="admin-counter admin-counter--rejected">
        <span className="admin-counter__label">{MSG.revokedLabel}</span>
        <span className="admin-counter__value">{counts ? formatCount(counts.revoked) : '—'}</span>
      </li>
    </ul>
  );
}

/**
 * Releases the certificates of a kind (participation and merit: of one event, or of every event):
 * Release asks the server how many are ready to be issued now and confirms with that number; once
 * released, the panel says how many were issued, how many were already and how many people were
 * e-mailed. A refusal (422) shows in the dialog.
 */
function ReleaseForm({ events }: { events: readonly EventChoice[] }) {
  useI18n();
  const headingId = useId();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a state, not a text
  const [kind, setKind] = useState<CertificateKind>('participation');
  const [event, setEvent] = useState('');
  const [counting, setCounting] = useState(false);
  /** How many are ready to be issued, while the confirmation is open. */
  const [eligible, setEligible] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<ReleaseResponse | null>(null);
  const { mutateAsync: release, isPending: releasing } = useReleaseCertificates();

  const byEvent = kind !== 'ca';
  const chosenEvent = byEvent ? event : '';
  const eventTitle =
    chosenEvent === '' ? null : (events.find((e) => e.id === chosenEvent)?.title ?? chosenEvent);

  const ask = async () => {
    setProblem(null);
    setCounting(true);
    try {
      const count = await countEligible(kind, chosenEvent);
      setRefusal(null);
      setEligible(count);
    } catch (error) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- console only (SPEC 8)
      logUnlessRefusal('Failed to count the certificates to release', error);
      setProblem(`${MSG.countFailed}: ${errorMessage(error)}`);
    } finally {
      setCounting(false);
    }
  };

  const confirm = async () => {
    const chosen = events.find((e) => e.id === chosenEvent)?.id;
    const request: ReleaseRequest = chosen === undefined ? { kind } : { kind, event: chosen };
    try {
      setResult(await release(request));
      setEligible(null);
    } catch (error) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- console only (SPEC 8)
      logUnlessRefusal('Failed to release the certificates', error);
      setRefusal(refusalText(error));
    }
  };

  return (
    <section className="admin-certificates__release" aria-labelledby={headingId}>
      <h4 id={headingId} className="admin-certificates__subtitle">
        {MSG.releaseTitle}
      </h4>
      <p className="admin-hint">{MSG.releaseHint}</p>
      <div className="admin-settings__row">
        <SelectField
          label={MSG.kind}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as CertificateKind);
            setResult(null);
          }}
        >
          {CERTIFICATE_KINDS.map((k) => (
            <option key={k} value={k}>
              {CERTIFICATE_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        {byEvent && (
          <SelectField
            label={MSG.event}
            value={event}
            onChange={(e) => {
              setEvent(e.target.value);
              setResult(null);
            }}
          >
            <option value="">{MSG.allEvents}</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <Button
        className="admin-certificates__release-button"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
        aria-haspopup="dialog"
        disabled={counting || releasing}
        aria-busy={counting || undefined}
        onClick={() => {
          void ask();
        }}
      >
        {counting ? MSG.counting : MSG.release}
      </Button>
      {problem && (
        <p className="admin-resolve__error" role="alert">
          {problem}
        </p>
      )}
      <p role="status" className="admin-certificates__result">
        {result ? MSG.released(result.issued, result.already, result.mailed) : ''}
      </p>

      {eligible !== null && (
        <ConfirmDialog
          title={MSG.releaseConfirmTitle(kind, eventTitle)}
          confirmLabel={MSG.releaseConfirm}
          busy={releasing}
          onConfirm={() => {
            void confirm();
          }}
          onCancel={() => {
            setEligible(null);
          }}
        >
          <p>{MSG.releaseConfirmBody(eligible)}</p>
          {refusal && (
            <p className="admin-resolve__error" role="alert">
              {refusal}
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * Revokes a certificate, always with a reason (shown on the verify page and kept in the audit log).
 * The reason's longest length is the server's (no limit is copied here: a 422 says it), and a
 * refusal (409: revoked already; 422) shows under the reason.
 */
function RevokeDialog({
  certificate,
  onDone,
  onCancel,
}: {
  certificate: CertificateView;
  onDone: () => void;
  onCancel: () => void;
}) {
  useI18n();
  const [error, setError] = useState<string | null>(null);
  const reason = useReason(error);
  const { mutateAsync: revoke, isPending: busy } = useRevokeCertificate();

  const submit = async () => {
    const given = reason.take();
    if (given === null) return;
    try {
      await revoke({ id: certificate.id, reason: given });
      notify.success(MSG.revokedNow(certificate.id));
      onDone();
    } catch (error) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- console only (SPEC 8)
      logUnlessRefusal('Failed to revoke the certificate', error);
      setError(refusalText(error));
    }
  };

  return (
    <ConfirmDialog
      title={MSG.revokeTitle(certificate.id)}
      confirmLabel={MSG.revokeConfirm}
      busy={busy}
      onConfirm={() => {
        void submit();
      }}
      onCancel={onCancel}
    >
      <p>
        {MSG.revokeBody(
          certificate.title,
          certificate.name,
          certificate.eventTitle ?? MSG.campusAmbassador,
        )}
      </p>
      <ReasonField
        {...reason.field}
        onChange={(value) => {
          reason.field.onChange(value);
          setError(null);
        }}
        label={MSG.revokeReason}
      />
    </ConfirmDialog>
  );
}

/** The certificate's state: valid, or revoked with its reason. */
function Status({ certificate }: { certificate: CertificateView }) {
  useI18n();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour
  if (!certificate.revokedAt) return <Badge value="valid" label={MSG.valid} />;
  const reason = certificate.revokedReason?.trim() ?? '';
  return (
    <span className="admin-certificates__revoked">
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the badge's colour */}
      <Badge value="revoked" label={MSG.revoked} />
      {reason !== '' && <span className="admin-certificates__reason">{reason}</span>}
    </span>
  );
}

/** Kind filter values: a kind, or '' for every kind. */
const kindOf = (value: string): CertificateKind | '' =>
  CERTIFICATE_KINDS.find((k) => k === value) ?? '';

/**
 * Certificates (admins; GET /admin/certificates): how many were issued per kind and how many a
 * release would issue now; the release of a kind (of an event); the newest 50 certificates, filtered
 * by kind, event and college (in the address: ?certKind=, ?certEvent=, ?certCollege=), each
 * revocable with a reason; and every certificate of the chosen event or college as one ZIP of PDFs.
 */
export function CertificatesPanel() {
  useI18n();
  const headingId = useId();
  const kindFilterId = useId();
  const eventFilterId = useId();
  const collegeFilterId = useId();
  const archiveHintId = useId();
  const events = useEventChoices();
  const [kindParam, setKind] = useViewParam('certKind');
  const kind = kindOf(kindParam);
  const [event, setEvent] = useViewParam('certEvent');
  const {
    text: collegeText,
    setText: setCollegeText,
    search: college,
  } = useViewSearch('certCollege');
  const list = useAdminCertificates({ kind, event, college });
  const [revoking, setRevoking] = useState<CertificateView | null>(null);
  const { mutateAsync: archive, isPending: archiving } = useCertificateArchive();

  const eventTitle = event === '' ? null : (events.find((e) => e.id === event)?.title ?? event);
  const archiveOf: ArchiveOf | null =
    event !== '' ? { event } : college !== '' ? { college } : null;

  const download = async () => {
    if (!archiveOf) return;
    try {
      const { blob, fileName } = await archive(archiveOf);
      saveFile(blob, fileName);
    } catch (error) {
      console.error('Failed to download the certificates', error);
      notify.error(`${MSG.archiveFailed}: ${errorMessage(error)}`);
    }
  };

  const columns: readonly Column<CertificateView>[] = [
    {
      id: 'number',
      header: MSG.colNumber,
      cell: (c) => <code className="admin-id">{c.id}</code>,
    },
    { id: 'kind', header: MSG.colKind, cell: (c) => CERTIFICATE_KIND_LABELS[c.kind] },
    { id: 'name', header: MSG.colName, cell: (c) => c.name },
    { id: 'college', header: MSG.colCollege, cell: (c) => c.college },
    { id: 'event', header: MSG.colEvent, cell: (c) => c.eventTitle ?? MSG.campusAmbassador },
    { id: 'detail', header: MSG.colDetail, cell: (c) => c.detail },
    { id: 'issued', header: MSG.colIssued, cell: (c) => formatDate(c.issuedAt) },
    { id: 'status', header: MSG.colStatus, cell: (c) => <Status certificate={c} /> },
    {
      id: 'actions',
      header: <span className="visually-hidden">{MSG.colActions}</span>,
      cell: (c) =>
        !c.revokedAt ? (
          <Button
            variant="ghost"
            className="admin-small-button admin-danger"
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an ARIA value
            aria-haspopup="dialog"
            aria-label={MSG.revokeLabel(c.id)}
            onClick={() => {
              setRevoking(c);
            }}
          >
            {MSG.revoke}
          </Button>
        ) : null,
    },
  ];

  const data = list.data;
  const filtered = kind !== '' || event !== '' || college !== '';

  return (
    <section className="admin-certificates" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title">
        {MSG.title}
      </h3>
      <p className="admin-hint">{MSG.intro}</p>
      <Counts counts={data?.counts} eligible={data?.eligible} />

      <ReleaseForm events={events} />

      <section className="admin-certificates__list" aria-labelledby={`${headingId}-list`}>
        <h4 id={`${headingId}-list`} className="admin-certificates__subtitle">
          {MSG.listTitle}
        </h4>
        <div className="admin-toolbar" role="group" aria-label={MSG.filtersLabel}>
          <div className="admin-filter">
            <label htmlFor={kindFilterId}>{MSG.filterKind}</label>
            <select
              id={kindFilterId}
              className="ui-select"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value);
              }}
            >
              <option value="">{MSG.allKinds}</option>
              {CERTIFICATE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {CERTIFICATE_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-filter">
            <label htmlFor={eventFilterId}>{MSG.filterEvent}</label>
            <select
              id={eventFilterId}
              className="ui-select"
              value={event}
              onChange={(e) => {
                setEvent(e.target.value);
              }}
            >
              <option value="">{MSG.allEvents}</option>
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-filter">
            <label htmlFor={collegeFilterId}>{MSG.filterCollege}</label>
            <input
              id={collegeFilterId}
              type="search"
              className="ui-select admin-search"
              value={collegeText}
              onChange={(e) => {
                setCollegeText(e.target.value);
              }}
            />
          </div>
          <div className="admin-certificates__archive">
            <Button
              variant="ghost"
              className="admin-small-button"
              disabled={archiveOf === null || archiving}
              aria-busy={archiving || undefined}
              aria-describedby={archiveHintId}
              onClick={() => {
                void download();
              }}
            >
              {archiving ? MSG.archiving : MSG.archive}
            </Button>
            <p id={archiveHintId} className="admin-hint admin-certificates__archive-hint">
              {archiveOf === null
                ? MSG.archiveHint
                : MSG.archiveOf('event' in archiveOf ? (eventTitle ?? event) : college)}
            </p>
          </div>
        </div>

        {list.status === 'error' && (
          <LoadError message={`${MSG.loadFailed}: ${list.message}`} onRetry={list.reload} />
        )}
        {!data && list.status === 'loading' && <LoadingStatus label={MSG.loading} />}
        {data && (
          <>
            <p className="admin-hint" aria-live="polite">
              {MSG.shown(data.certificates.length, data.total)}
            </p>
            <DataTable
              caption={MSG.listTitle}
              columns={columns}
              rows={data.certificates}
              rowKey={(c) => c.id}
              empty={filtered ? MSG.noneMatch : MSG.empty}
              busy={list.status === 'loading'}
            />
          </>
        )}
      </section>

      {revoking && (
        <RevokeDialog
          certificate={revoking}
          onDone={() => {
            setRevoking(null);
          }}
          onCancel={() => {
            setRevoking(null);
          }}
        />
      )}
    </section>
  );
}
