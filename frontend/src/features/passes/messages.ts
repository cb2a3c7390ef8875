/**
 * Texts of the passes page, read from the feature's catalogue (./i18n.ts, keys `passes.*`) in the
 * active language each time one is read; a component that shows them calls `useI18n()` so that it
 * draws again when the language changes.
 */
import { i18n } from './i18n';

export const MSG = {
  get title() {
    return i18n._('passes.page.title');
  },
  /** The page's name in the browser's tab. */
  get metaTitle() {
    return i18n._('passes.page.metaTitle');
  },
  get description() {
    return i18n._('passes.page.description');
  },
  get intro() {
    return i18n._('passes.page.intro');
  },
  get loading() {
    return i18n._('passes.page.loading');
  },
  get loadFailed() {
    return i18n._('passes.page.loadFailed');
  },
  get tryAgain() {
    return i18n._('passes.page.tryAgain');
  },
  /** Over the passes saved on the device, shown when the server cannot be reached. */
  offline: (savedAt: string) => i18n._('passes.offline.notice', { savedAt }),
  get retrying() {
    return i18n._('passes.offline.retrying');
  },
  get empty() {
    return i18n._('passes.page.empty');
  },
  get browseEvents() {
    return i18n._('passes.page.browseEvents');
  },
  get print() {
    return i18n._('passes.page.print');
  },
  get download() {
    return i18n._('passes.card.download');
  },
  downloadOf: (name: string) => i18n._('passes.card.downloadOf', { name }),
  qrOf: (name: string) => i18n._('passes.card.qrOf', { name }),
  registration: (id: string) => i18n._('passes.page.registration', { id }),
  get passId() {
    return i18n._('passes.card.pass');
  },
  /** 'Pass 0123456789abcdef', as a downloaded pass shows it. */
  passLine: (id: string) => i18n._('passes.card.passLine', { id }),
  get notUsed() {
    return i18n._('passes.status.notUsed');
  },
  checkedIn: (time: string, gate: string | null | undefined) =>
    gate
      ? i18n._('passes.status.checkedInAtGate', { time, gate })
      : i18n._('passes.status.checkedIn', { time }),
  get revoked() {
    return i18n._('passes.status.revoked');
  },
  get revokedNote() {
    return i18n._('passes.status.revokedNote');
  },
  /** The holder's stay at the hostel: 'Hostel: Men block, 19 Feb – 22 Feb'. */
  stay: (block: string, from: string, to: string) =>
    i18n._('passes.stay.dates', { block, from, to }),
  get stayCheckedIn() {
    return i18n._('passes.stay.checkedIn');
  },
  get bookStay() {
    return i18n._('passes.page.bookStay');
  },
};
