/**
 * Texts of the verify page (/verify/:id), read from the feature's catalogue (./i18n.ts, keys
 * `certificates.*`) in the active language each time one is read; a component that shows them calls
 * `useI18n()` so that it draws again when the language changes.
 */
import { i18n } from './i18n';
import type { VerifyStatus } from './types';

export const MSG = {
  get title() {
    return i18n._('certificates.verify.title');
  },
  get description() {
    return i18n._('certificates.verify.description');
  },
  get intro() {
    return i18n._('certificates.verify.intro');
  },
  get loading() {
    return i18n._('certificates.verify.loading');
  },
  get failed() {
    return i18n._('certificates.verify.failed');
  },
  get tryAgain() {
    return i18n._('certificates.verify.tryAgain');
  },
  get notFoundTitle() {
    return i18n._('certificates.notFound.title');
  },
  get notFound() {
    return i18n._('certificates.notFound.text');
  },
  notFoundHint: (id: string) => i18n._('certificates.notFound.hint', { id }),
  /** A short name for each result, above the server's sentence. */
  status: {
    get valid() {
      return i18n._('certificates.status.valid');
    },
    get revoked() {
      return i18n._('certificates.status.revoked');
    },
    get tampered() {
      return i18n._('certificates.status.tampered');
    },
  } satisfies Record<VerifyStatus, string>,
  get record() {
    return i18n._('certificates.record.title');
  },
  get issuedRecord() {
    return i18n._('certificates.record.issued');
  },
  get name() {
    return i18n._('certificates.record.name');
  },
  get college() {
    return i18n._('certificates.record.college');
  },
  get event() {
    return i18n._('certificates.record.event');
  },
  get detail() {
    return i18n._('certificates.record.detail');
  },
  get issued() {
    return i18n._('certificates.record.issuedOn');
  },
  get number() {
    return i18n._('certificates.record.number');
  },
  get revokedAt() {
    return i18n._('certificates.record.revokedAt');
  },
  get revokedReason() {
    return i18n._('certificates.record.revokedReason');
  },
  get keyTitle() {
    return i18n._('certificates.key.title');
  },
  get keyText() {
    return i18n._('certificates.key.text');
  },
};
