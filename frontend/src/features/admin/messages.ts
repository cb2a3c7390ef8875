import type {
  AppliesTo,
  Block,
  CheckinListKind,
  CheckinListMode,
  CouponKind,
  PaymentHealthAction,
  PaymentHealthKind,
  Role,
  ScanDirection,
  UpiMatchOutcome,
  UpiUnmatchedReason,
} from '@/lib/api-types';
import type { CertificateKind } from '@/lib/certificates';

import { i18n } from './i18n';
import { formatCount, humanise } from './lib/format';

/**
 * The admin portal's texts (SPEC 2.14; the spec's own strings are reproduced word for word), read
 * from the feature's catalogue (./i18n.ts, keys `admin.*`) in the active language each time one is
 * read. A component that shows them calls `useI18n()` so that it draws again when the language
 * changes; toasts read them when they are shown.
 */
export const MSG = {
  get portal() {
    return i18n._('admin.portal.title');
  },
  greeting: (username: string) =>
    i18n._('admin.portal.greeting', { username: username.toUpperCase() }),
  get logout() {
    return i18n._('admin.portal.logout');
  },
  get menu() {
    return i18n._('admin.portal.menu');
  },
  get viewDetails() {
    return i18n._('admin.home.viewDetails');
  },
  get downloadsMasked() {
    return i18n._('admin.registration.downloadsMasked');
  },
  get userDetails() {
    return i18n._('admin.users.userDetails');
  },
  get verifiedByGoogle() {
    return i18n._('admin.users.verifiedByGoogle');
  },
  get verifiedByOtp() {
    return i18n._('admin.users.verifiedByOtp');
  },
  get info() {
    return i18n._('admin.users.info');
  },
  changeRoleOf: (username: string, role: Role) =>
    i18n._('admin.users.changeRoleOf', { username, role: statusWord(role) }),
  get roleChanged() {
    return i18n._('admin.users.roleChanged');
  },
  get approve() {
    return i18n._('admin.ca.approve');
  },
  get reject() {
    return i18n._('admin.ca.reject');
  },
  get view() {
    return i18n._('admin.common.view');
  },
  get close() {
    return i18n._('admin.common.close');
  },
  get approved() {
    return i18n._('admin.ca.approved');
  },
  get rejected() {
    return i18n._('admin.ca.rejected');
  },
  get markPaid() {
    return i18n._('admin.registration.markPaid');
  },
  get markedPaid() {
    return i18n._('admin.registration.markedPaid');
  },
  get resolve() {
    return i18n._('admin.registration.resolve');
  },
  get resolveRefund() {
    return i18n._('admin.registration.resolveRefund');
  },
  get resolveAccept() {
    return i18n._('admin.registration.resolveAccept');
  },
  get reasonRequired() {
    return i18n._('admin.registration.reasonRequired');
  },
  get resolved() {
    return i18n._('admin.registration.resolved');
  },
  get refund() {
    return i18n._('admin.registration.refund');
  },
  get refunding() {
    return i18n._('admin.registration.refunding');
  },
  refundOf: (who: string) => i18n._('admin.registration.refundOf', { who }),
  refundPaid: (amount: string) => i18n._('admin.registration.refundPaid', { amount }),
  refundRetry: (amount: string | null) =>
    amount === null
      ? i18n._('admin.registration.refundRetry')
      : i18n._('admin.registration.refundRetryOf', { amount }),
  get refundOffline() {
    return i18n._('admin.registration.refundOffline');
  },
  get refundUpi() {
    return i18n._('admin.registration.refundUpi');
  },
  refundUnknownRetry: (amount: string | null) =>
    amount === null
      ? i18n._('admin.registration.refundUnknownRetry')
      : i18n._('admin.registration.refundUnknownRetryOf', { amount }),
  orphanRefundOf: (who: string) => i18n._('admin.health.orphanRefundOf', { who }),
  orphanRefundHint: (amount: string) => i18n._('admin.health.orphanRefundHint', { amount }),
  get orphanRefunded() {
    return i18n._('admin.health.orphanRefunded');
  },
  changeReceivedOf: (who: string) => i18n._('admin.health.changeReceivedOf', { who }),
  changeReceivedHint: (amount: string) => i18n._('admin.health.changeReceivedHint', { amount }),
  get refundRequested() {
    return i18n._('admin.registration.refundRequested');
  },
  get reasonLabel() {
    return i18n._('admin.registration.reasonLabel');
  },
  get paymentStatus() {
    return i18n._('admin.registration.paymentStatus');
  },
  get amount() {
    return i18n._('admin.registration.amount');
  },
  get refundStatus() {
    return i18n._('admin.registration.refundStatus');
  },
  get refundAmount() {
    return i18n._('admin.registration.refundAmount');
  },
  get cancelledAt() {
    return i18n._('admin.registration.cancelledAt');
  },
  get testModeTitle() {
    return i18n._('admin.portal.testModeTitle');
  },
  get testModeText() {
    return i18n._('admin.portal.testModeText');
  },
  get registrationsOpen() {
    return i18n._('admin.registration.registrationsOpen');
  },
  get copy() {
    return i18n._('admin.common.copy');
  },
  get copied() {
    return i18n._('admin.common.copied');
  },
  get copyFailed() {
    return i18n._('admin.common.copyFailed');
  },
  get revealAadhaar() {
    return i18n._('admin.registration.revealAadhaar');
  },
  get revealFailed() {
    return i18n._('admin.registration.revealFailed');
  },
  get aadhaarNumbers() {
    return i18n._('admin.registration.aadhaarNumbers');
  },
  get noAadhaar() {
    return i18n._('admin.registration.noAadhaar');
  },
  get rulebook() {
    return i18n._('admin.rulebook.rulebook');
  },
  get rulebookGenerated() {
    return i18n._('admin.rulebook.generated');
  },
  get rulebookUploadedFile() {
    return i18n._('admin.rulebook.uploadedFile');
  },
  get viewRulebook() {
    return i18n._('admin.rulebook.viewRulebook');
  },
  get uploadPdf() {
    return i18n._('admin.rulebook.uploadPdf');
  },
  get uploading() {
    return i18n._('admin.rulebook.uploading');
  },
  get useGeneratedRulebook() {
    return i18n._('admin.rulebook.useGeneratedRulebook');
  },
  get resetting() {
    return i18n._('admin.rulebook.resetting');
  },
  get rulebookUploaded() {
    return i18n._('admin.rulebook.uploaded');
  },
  get rulebookReset() {
    return i18n._('admin.rulebook.reset');
  },
  // Capacity and deadlines
  get settings() {
    return i18n._('admin.settings.settings');
  },
  settingsOf: (title: string) => i18n._('admin.settings.of', { title }),
  get settingsNow() {
    return i18n._('admin.settings.now');
  },
  settingsSaved: (title: string) => i18n._('admin.settings.saved', { title }),
  get registrationsLabel() {
    return i18n._('admin.settings.registrationsLabel');
  },
  get open() {
    return i18n._('admin.settings.open');
  },
  get closed() {
    return i18n._('admin.settings.closed');
  },
  get placesLeft() {
    return i18n._('admin.settings.placesLeft');
  },
  placesLeftIn: (category: string) => i18n._('admin.settings.placesLeftIn', { category }),
  get noLimit() {
    return i18n._('admin.settings.noLimit');
  },
  get full() {
    return i18n._('admin.settings.full');
  },
  get none() {
    return i18n._('admin.settings.none');
  },
  get capacity() {
    return i18n._('admin.settings.capacity');
  },
  get capacityHint() {
    return i18n._('admin.settings.capacityHint');
  },
  get categoryCapacity() {
    return i18n._('admin.settings.categoryCapacity');
  },
  get registrationDeadline() {
    return i18n._('admin.settings.registrationDeadline');
  },
  get deadlineHint() {
    return i18n._('admin.settings.deadlineHint');
  },
  // Waiting list
  get waitlist() {
    return i18n._('admin.waitlist.waitlist');
  },
  waitlistOf: (title: string) => i18n._('admin.waitlist.of', { title }),
  get waitlistEmpty() {
    return i18n._('admin.waitlist.empty');
  },
  get waitlistHint() {
    return i18n._('admin.waitlist.hint');
  },
  get moveUp() {
    return i18n._('admin.waitlist.moveUp');
  },
  get moveDown() {
    return i18n._('admin.waitlist.moveDown');
  },
  moved: (who: string, position: number) => i18n._('admin.waitlist.moved', { who, position }),
  get saveOrder() {
    return i18n._('admin.waitlist.saveOrder');
  },
  get resetOrder() {
    return i18n._('admin.waitlist.resetOrder');
  },
  get orderSaved() {
    return i18n._('admin.waitlist.orderSaved');
  },
  // Roster changes
  get changes() {
    return i18n._('admin.changes.changes');
  },
  get loadingChanges() {
    return i18n._('admin.changes.loadingChanges');
  },
  get noChanges() {
    return i18n._('admin.changes.noChanges');
  },
  get changedBy() {
    return i18n._('admin.changes.changedBy');
  },
  get theOwner() {
    return i18n._('admin.changes.theOwner');
  },
  get added() {
    return i18n._('admin.changes.added');
  },
  get removed() {
    return i18n._('admin.changes.removed');
  },
  get otherFields() {
    return i18n._('admin.changes.otherFields');
  },
  get fee() {
    return i18n._('admin.changes.fee');
  },
  get difference() {
    return i18n._('admin.changes.difference');
  },
  get changeStatus() {
    return i18n._('admin.changes.changeStatus');
  },
  get appliedAt() {
    return i18n._('admin.changes.appliedAt');
  },
  get cancel() {
    return i18n._('admin.common.cancel');
  },
  get save() {
    return i18n._('admin.common.save');
  },
  get saving() {
    return i18n._('admin.common.saving');
  },
  get retry() {
    return i18n._('admin.common.retry');
  },
  get loading() {
    return i18n._('admin.common.loading');
  },
  get rulesFailed() {
    return i18n._('admin.portal.rulesFailed');
  },
  get concernsSoon() {
    return i18n._('admin.home.concernsSoon');
  },
  // Check-in
  get checkinEvent() {
    return i18n._('admin.checkin.event');
  },
  get live() {
    return i18n._('admin.checkin.live');
  },
  get notLive() {
    return i18n._('admin.checkin.notLive');
  },
  updatedAt: (time: string) => i18n._('admin.checkin.updatedAt', { time }),
  checkedInOf: (done: string, expected: string) =>
    i18n._('admin.checkin.checkedInOf', { done, expected }),
  get exportCsv() {
    return i18n._('admin.checkin.exportCsv');
  },
  get exporting() {
    return i18n._('admin.checkin.exporting');
  },
  get exportFailed() {
    return i18n._('admin.checkin.exportFailed');
  },
  get gates() {
    return i18n._('admin.checkin.gates');
  },
  get noGates() {
    return i18n._('admin.checkin.noGates');
  },
  get recentCheckins() {
    return i18n._('admin.checkin.recentCheckins');
  },
  get noRecent() {
    return i18n._('admin.checkin.noRecent');
  },
  get duplicates() {
    return i18n._('admin.checkin.duplicates');
  },
  get noDuplicates() {
    return i18n._('admin.checkin.noDuplicates');
  },
  get undo() {
    return i18n._('admin.checkin.undo');
  },
  undoCheckinOf: (name: string) => i18n._('admin.checkin.undoCheckinOf', { name }),
  get undone() {
    return i18n._('admin.checkin.undone');
  },
  // Payment health
  get healthEmpty() {
    return i18n._('admin.health.empty');
  },
  get healthCounts() {
    return i18n._('admin.health.counts');
  },
  healthCheckedAt: (time: string) => i18n._('admin.health.checkedAt', { time }),
  get healthReload() {
    return i18n._('admin.health.reload');
  },
  healthOldest: (shown: string, total: string) => i18n._('admin.health.oldest', { shown, total }),
  healthSince: (time: string) => i18n._('admin.health.since', { time }),
  get healthRegistration() {
    return i18n._('admin.health.registration');
  },
  healthHistory: (count: number) => i18n._('admin.health.history', { count }),
  get healthHideHistory() {
    return i18n._('admin.health.hideHistory');
  },
  get healthNoHistory() {
    return i18n._('admin.health.noHistory');
  },
  get healthUnknownOwner() {
    return i18n._('admin.health.unknownOwner');
  },
  get healthDone() {
    return i18n._('admin.health.done');
  },
  get healthReasonOptional() {
    return i18n._('admin.health.reasonOptional');
  },
  healthRecheckOf: (who: string) => i18n._('admin.health.recheckOf', { who }),
  healthRetryOf: (who: string) => i18n._('admin.health.retryOf', { who }),
  healthMarkRefundedOf: (who: string) => i18n._('admin.health.markRefundedOf', { who }),
  get healthChangeRefunded() {
    return i18n._('admin.health.changeRefunded');
  },
  healthMarkRefundedHint: (amount: string) => i18n._('admin.health.markRefundedHint', { amount }),
  get healthRetryHint() {
    return i18n._('admin.health.retryHint');
  },
  get healthRecheckHint() {
    return i18n._('admin.health.recheckHint');
  },
  // Discount codes
  get couponsIntro() {
    return i18n._('admin.coupons.intro');
  },
  get couponsCaption() {
    return i18n._('admin.coupons.caption');
  },
  get couponsEmpty() {
    return i18n._('admin.coupons.empty');
  },
  get newCoupon() {
    return i18n._('admin.coupons.newCoupon');
  },
  get newCouponTitle() {
    return i18n._('admin.coupons.newCouponTitle');
  },
  get couponCode() {
    return i18n._('admin.coupons.code');
  },
  get couponCodeHint() {
    return i18n._('admin.coupons.codeHint');
  },
  get couponKind() {
    return i18n._('admin.coupons.kind');
  },
  get couponValuePercent() {
    return i18n._('admin.coupons.valuePercent');
  },
  get couponValuePercentHint() {
    return i18n._('admin.coupons.valuePercentHint');
  },
  get couponValueFixed() {
    return i18n._('admin.coupons.valueFixed');
  },
  get couponValueFixedHint() {
    return i18n._('admin.coupons.valueFixedHint');
  },
  get couponValueNotRupees() {
    return i18n._('admin.coupons.valueNotRupees');
  },
  get couponAppliesTo() {
    return i18n._('admin.coupons.appliesTo');
  },
  get couponEvents() {
    return i18n._('admin.coupons.events');
  },
  get couponEventsHint() {
    return i18n._('admin.coupons.eventsHint');
  },
  get allEvents() {
    return i18n._('admin.coupons.allEvents');
  },
  get couponValidFrom() {
    return i18n._('admin.coupons.validFrom');
  },
  get couponValidFromHint() {
    return i18n._('admin.coupons.validFromHint');
  },
  get couponValidTo() {
    return i18n._('admin.coupons.validTo');
  },
  get couponValidToHint() {
    return i18n._('admin.coupons.validToHint');
  },
  get couponMaxUses() {
    return i18n._('admin.coupons.maxUses');
  },
  get couponMaxUsesHint() {
    return i18n._('admin.coupons.maxUsesHint');
  },
  get couponPerUser() {
    return i18n._('admin.coupons.perUser');
  },
  get couponPerUserHint() {
    return i18n._('admin.coupons.perUserHint');
  },
  get couponDiscount() {
    return i18n._('admin.coupons.discount');
  },
  get couponUsesHeader() {
    return i18n._('admin.coupons.usesHeader');
  },
  get couponCreatedAt() {
    return i18n._('admin.coupons.createdAt');
  },
  get couponAtOnce() {
    return i18n._('admin.coupons.atOnce');
  },
  get couponNoEnd() {
    return i18n._('admin.coupons.noEnd');
  },
  couponUses: (uses: string, max: string) => i18n._('admin.coupons.uses', { uses, max }),
  get createCoupon() {
    return i18n._('admin.coupons.createCoupon');
  },
  get creatingCoupon() {
    return i18n._('admin.coupons.creatingCoupon');
  },
  couponCreated: (code: string) => i18n._('admin.coupons.created', { code }),
  // Accommodation
  get stayIntro() {
    return i18n._('admin.stay.intro');
  },
  get stayBlock() {
    return i18n._('admin.stay.block');
  },
  get stayNight() {
    return i18n._('admin.stay.night');
  },
  get stayAllBlocks() {
    return i18n._('admin.stay.allBlocks');
  },
  get stayAllNights() {
    return i18n._('admin.stay.allNights');
  },
  get stayBedsCaption() {
    return i18n._('admin.stay.bedsCaption');
  },
  stayBedsTaken: (block: string) => i18n._('admin.stay.bedsTaken', { block }),
  stayBedsLeft: (block: string) => i18n._('admin.stay.bedsLeft', { block }),
  get stayBookingsCaption() {
    return i18n._('admin.stay.bookingsCaption');
  },
  get stayBookingsEmpty() {
    return i18n._('admin.stay.bookingsEmpty');
  },
  get stayOwner() {
    return i18n._('admin.stay.owner');
  },
  get stayTeam() {
    return i18n._('admin.stay.team');
  },
  get stayEvent() {
    return i18n._('admin.stay.event');
  },
  get stayDates() {
    return i18n._('admin.stay.dates');
  },
  stayDatesValue: (from: string, to: string, nights: number) =>
    nights === 1
      ? i18n._('admin.stay.datesValueOne', { from, to, nights: formatCount(nights) })
      : i18n._('admin.stay.datesValue', { from, to, nights: formatCount(nights) }),
  get stayGuests() {
    return i18n._('admin.stay.guests');
  },
  stayGuestsValue: (count: number, names: string) =>
    i18n._('admin.stay.guestsValue', { count, names }),
  stayDiscount: (code: string | null, discount: string, price: string) =>
    code === null
      ? i18n._('admin.stay.discount', { discount, price })
      : i18n._('admin.stay.discountCode', { code, discount, price }),
  stayFlagged: (reason: string) => i18n._('admin.stay.flagged', { reason }),
  get stayActions() {
    return i18n._('admin.stay.actions');
  },
  get stayDownloadCsv() {
    return i18n._('admin.stay.downloadCsv');
  },
  get stayDownloadXlsx() {
    return i18n._('admin.stay.downloadXlsx');
  },
  get stayExportFailed() {
    return i18n._('admin.stay.exportFailed');
  },
  stayRefundOf: (who: string) => i18n._('admin.stay.refundOf', { who }),
  stayRefundPaid: (amount: string, guests: number) =>
    guests === 1
      ? i18n._('admin.stay.refundPaidOne', { amount })
      : i18n._('admin.stay.refundPaid', { amount, guests: formatCount(guests) }),
  stayRefundRetry: (amount: string | null) =>
    amount === null
      ? i18n._('admin.registration.refundRetry')
      : i18n._('admin.registration.refundRetryOf', { amount }),
  get stayRefunded() {
    return i18n._('admin.stay.refunded');
  },
  stayMarkPaidOf: (who: string) => i18n._('admin.stay.markPaidOf', { who }),
  stayMarkPaidText: (amount: string) => i18n._('admin.stay.markPaidText', { amount }),
  get stayMarkedPaid() {
    return i18n._('admin.stay.markedPaid');
  },
  get staySettings() {
    return i18n._('admin.stay.settings');
  },
  get staySettingsHint() {
    return i18n._('admin.stay.settingsHint');
  },
  get stayPrice() {
    return i18n._('admin.stay.price');
  },
  stayPriceNow: (price: string) => i18n._('admin.stay.priceNow', { price }),
  get stayPriceNotRupees() {
    return i18n._('admin.stay.priceNotRupees');
  },
  stayBeds: (block: Block) => i18n._(STAY_BEDS[block]),
  stayBedsNow: (beds: number) => i18n._('admin.stay.bedsNow', { beds }),
  get stayBedsNotNumber() {
    return i18n._('admin.stay.bedsNotNumber');
  },
  get stayNothingToSave() {
    return i18n._('admin.stay.nothingToSave');
  },
  get staySaved() {
    return i18n._('admin.stay.saved');
  },
} as const;

/** Discount codes: how each kind takes money off, as the kind select offers them. */
export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  get percent() {
    return i18n._('admin.couponKind.percent');
  },
  get fixed() {
    return i18n._('admin.couponKind.fixed');
  },
};

/** Discount codes: what a code may be used for, as the applies-to select offers them. */
export const APPLIES_TO_LABELS: Record<AppliesTo, string> = {
  get registration() {
    return i18n._('admin.appliesTo.registration');
  },
  get accommodation() {
    return i18n._('admin.appliesTo.accommodation');
  },
  get both() {
    return i18n._('admin.appliesTo.both');
  },
};

/** Accommodation: the blocks, as the filter and the tables name them. */
/** The beds of a block, as the stay settings label them. */
const STAY_BEDS: Record<Block, string> = {
  Men: /*i18n*/ 'admin.stay.bedsMen',
  Women: /*i18n*/ 'admin.stay.bedsWomen',
};

export const STAY_BLOCK_LABELS: Record<Block, string> = {
  get Men() {
    return i18n._('admin.block.men');
  },
  get Women() {
    return i18n._('admin.block.women');
  },
};

/** Payment health: each kind of item, as its group on the Payments tab is titled. */
export const HEALTH_KIND_LABELS: Record<PaymentHealthKind, string> = {
  get stale_pending() {
    return i18n._('admin.healthKind.stalePending');
  },
  get flagged() {
    return i18n._('admin.healthKind.flagged');
  },
  get late_payment() {
    return i18n._('admin.healthKind.latePayment');
  },
  get refund_pending() {
    return i18n._('admin.healthKind.refundPending');
  },
  get refund_failed() {
    return i18n._('admin.healthKind.refundFailed');
  },
  get refund_unknown() {
    return i18n._('admin.healthKind.refundUnknown');
  },
  get refund_manual() {
    return i18n._('admin.healthKind.refundManual');
  },
  get stay_refund() {
    return i18n._('admin.healthKind.stayRefund');
  },
  get refund_due() {
    return i18n._('admin.healthKind.refundDue');
  },
  get difference_due() {
    return i18n._('admin.healthKind.differenceDue');
  },
  get webhook_failed() {
    return i18n._('admin.healthKind.webhookFailed');
  },
  get orphan_capture() {
    return i18n._('admin.healthKind.orphanCapture');
  },
  get utr_reused() {
    return i18n._('admin.healthKind.utrReused');
  },
};

/** UPI payments (payments mode `upi`): the statement panel of the Payments tab. */
export const UPI_MSG = {
  get title() {
    return i18n._('admin.upi.title');
  },
  get hint() {
    return i18n._('admin.upi.hint');
  },
  waitingTitle: (n: number) => i18n._('admin.upi.waitingTitle', { n }),
  get waitingList() {
    return i18n._('admin.upi.waitingList');
  },
  get noneWaiting() {
    return i18n._('admin.upi.noneWaiting');
  },
  get confirmByHand() {
    return i18n._('admin.upi.confirmByHand');
  },
  confirmTitle: (reference: string) => i18n._('admin.upi.confirmTitle', { reference }),
  confirmBody: (utr: string, amount: string) => i18n._('admin.upi.confirmBody', { utr, amount }),
  get confirmFailed() {
    return i18n._('admin.upi.confirmFailed');
  },
  get statementLabel() {
    return i18n._('admin.upi.statementLabel');
  },
  get fileLabel() {
    return i18n._('admin.upi.fileLabel');
  },
  get statementMissing() {
    return i18n._('admin.upi.statementMissing');
  },
  get match() {
    return i18n._('admin.upi.match');
  },
  get matchFailed() {
    return i18n._('admin.upi.matchFailed');
  },
  matched: (n: number) =>
    n === 1
      ? i18n._('admin.upi.matchedOne', { n: formatCount(n) })
      : i18n._('admin.upi.matched', { n: formatCount(n) }),
  get resultTitle() {
    return i18n._('admin.upi.resultTitle');
  },
  summary: (confirmed: number, already: number, flagged: number, unmatched: number) =>
    i18n._('admin.upi.summary', { confirmed, already, flagged, unmatched }),
  get colLine() {
    return i18n._('admin.upi.colLine');
  },
  get colAmount() {
    return i18n._('admin.upi.colAmount');
  },
  get colOutcome() {
    return i18n._('admin.upi.colOutcome');
  },
  get colReference() {
    return i18n._('admin.upi.colReference');
  },
  orderAmount: (amount: string) => i18n._('admin.upi.orderAmount', { amount }),
} as const;

/** UPI statement matching: what became of a line. */
export const UPI_OUTCOME_LABELS: Record<UpiMatchOutcome, string> = {
  get confirmed() {
    return i18n._('admin.upiOutcome.confirmed');
  },
  get already_confirmed() {
    return i18n._('admin.upiOutcome.alreadyConfirmed');
  },
  get flagged() {
    return i18n._('admin.upiOutcome.flagged');
  },
  get unmatched() {
    return i18n._('admin.upiOutcome.unmatched');
  },
};

/** UPI statement matching: why a line matched nothing. */
export const UPI_REASON_LABELS: Record<UpiUnmatchedReason, string> = {
  get unknown_utr() {
    return i18n._('admin.upiReason.unknownUtr');
  },
  get amount_differs() {
    return i18n._('admin.upiReason.amountDiffers');
  },
  get no_utr() {
    return i18n._('admin.upiReason.noUtr');
  },
  get no_amount() {
    return i18n._('admin.upiReason.noAmount');
  },
};

/** Payment health: the button of each action. */
export const HEALTH_ACTION_LABELS: Record<PaymentHealthAction, string> = {
  get recheck() {
    return i18n._('admin.healthAction.recheck');
  },
  get resolve() {
    return i18n._('admin.healthAction.resolve');
  },
  get refund() {
    return i18n._('admin.healthAction.refund');
  },
  get retry_webhook() {
    return i18n._('admin.healthAction.retryWebhook');
  },
  get mark_refunded() {
    return i18n._('admin.healthAction.markRefunded');
  },
  get mark_change_refunded() {
    return i18n._('admin.healthAction.markChangeRefunded');
  },
  get refund_orphan() {
    return i18n._('admin.healthAction.refundOrphan');
  },
  get mark_change_received() {
    return i18n._('admin.healthAction.markChangeReceived');
  },
  get refund_stay() {
    return i18n._('admin.healthAction.refundStay');
  },
  get mark_stay_refunded() {
    return i18n._('admin.healthAction.markStayRefunded');
  },
};

/**
 * The tabs of the sidebar; Numbers, Payments, Discount codes, Accommodation, Announcements, Privacy
 * and Audit Log only for admins.
 */
export const TAB_LABELS = {
  get home() {
    return i18n._('admin.tab.home');
  },
  get users() {
    return i18n._('admin.tab.users');
  },
  get ca() {
    return i18n._('admin.tab.ca');
  },
  get events() {
    return i18n._('admin.tab.events');
  },
  get fixtures() {
    return i18n._('admin.tab.fixtures');
  },
  get checkin() {
    return i18n._('admin.tab.checkin');
  },
  get numbers() {
    return i18n._('admin.tab.numbers');
  },
  get payments() {
    return i18n._('admin.tab.payments');
  },
  get coupons() {
    return i18n._('admin.tab.coupons');
  },
  get accommodation() {
    return i18n._('admin.tab.accommodation');
  },
  get announcements() {
    return i18n._('admin.tab.announcements');
  },
  get privacy() {
    return i18n._('admin.tab.privacy');
  },
  get audit() {
    return i18n._('admin.tab.audit');
  },
} as const;

export type TabId = keyof typeof TAB_LABELS;

/** Every role with its label, in the order the role filters and selects offer them. */
export const ROLE_LABELS: Record<Role, string> = {
  get user() {
    return i18n._('admin.role.user');
  },
  get ca() {
    return i18n._('admin.role.ca');
  },
  get volunteer() {
    return i18n._('admin.role.volunteer');
  },
  get scorer() {
    return i18n._('admin.role.scorer');
  },
  get moderator() {
    return i18n._('admin.role.moderator');
  },
  get admin() {
    return i18n._('admin.role.admin');
  },
};

/**
 * The words of the roles and statuses the server sends, as the badges show them (in English the
 * value itself, 'awaiting_payment' reading 'awaiting payment').
 */
const STATUS_WORDS: Record<string, string> = {
  // roles
  user: /*i18n*/ 'admin.status.user',
  ca: /*i18n*/ 'admin.status.ca',
  volunteer: /*i18n*/ 'admin.status.volunteer',
  scorer: /*i18n*/ 'admin.status.scorer',
  moderator: /*i18n*/ 'admin.status.moderator',
  admin: /*i18n*/ 'admin.status.admin',
  // CA applications, payments, refunds and roster changes
  pending: /*i18n*/ 'admin.status.pending',
  accepted: /*i18n*/ 'admin.status.accepted',
  rejected: /*i18n*/ 'admin.status.rejected',
  paid: /*i18n*/ 'admin.status.paid',
  awaiting_payment: /*i18n*/ 'admin.status.awaitingPayment',
  flagged: /*i18n*/ 'admin.status.flagged',
  expired: /*i18n*/ 'admin.status.expired',
  refunded: /*i18n*/ 'admin.status.refunded',
  cancelled: /*i18n*/ 'admin.status.cancelled',
  processed: /*i18n*/ 'admin.status.processed',
  failed: /*i18n*/ 'admin.status.failed',
  unknown: /*i18n*/ 'admin.status.unknown',
  manual: /*i18n*/ 'admin.status.manual',
  applied: /*i18n*/ 'admin.status.applied',
  due: /*i18n*/ 'admin.status.due',
  // registrations of an event
  open: /*i18n*/ 'admin.status.open',
  closed: /*i18n*/ 'admin.status.closed',
  // waiting-list entries
  waitlist_waiting: /*i18n*/ 'admin.status.waitlistWaiting',
  waitlist_offered: /*i18n*/ 'admin.status.waitlistOffered',
  waitlist_registered: /*i18n*/ 'admin.status.waitlistRegistered',
  waitlist_lapsed: /*i18n*/ 'admin.status.waitlistLapsed',
  waitlist_left: /*i18n*/ 'admin.status.waitlistLeft',
  waitlist_removed: /*i18n*/ 'admin.status.waitlistRemoved',
};

/** A role's or a status's word as the badges show it; an unknown value humanised. */
export function statusWord(value: string): string {
  return Object.hasOwn(STATUS_WORDS, value) ? i18n._(STATUS_WORDS[value] ?? '') : humanise(value);
}

/** Every role (the keys of ROLE_LABELS, which the type keeps complete). */
export const ROLES = Object.keys(ROLE_LABELS) as readonly Role[];

/** Numbers: the fest-wide check-in figures on fest day (GET /admin/numbers). */
export const NUMBERS_MSG = {
  get hint() {
    return i18n._('admin.numbers.hint');
  },
  get loading() {
    return i18n._('admin.numbers.loading');
  },
  get loadFailed() {
    return i18n._('admin.numbers.loadFailed');
  },
  updated: (time: string) => i18n._('admin.numbers.updated', { time }),
  get stale() {
    return i18n._('admin.numbers.stale');
  },
  get gatesTitle() {
    return i18n._('admin.numbers.gatesTitle');
  },
  get hostelTitle() {
    return i18n._('admin.numbers.hostelTitle');
  },
  get checkedInNow() {
    return i18n._('admin.numbers.checkedInNow');
  },
  get passes() {
    return i18n._('admin.numbers.passes');
  },
  get duplicates() {
    return i18n._('admin.numbers.duplicates');
  },
  get guestsCheckedIn() {
    return i18n._('admin.numbers.guestsCheckedIn');
  },
  get guestsBooked() {
    return i18n._('admin.numbers.guestsBooked');
  },
  ofTotal: (checkedIn: string, total: string, percent: string) =>
    i18n._('admin.numbers.ofTotal', { checkedIn, total, percent }),
  get byEvent() {
    return i18n._('admin.numbers.byEvent');
  },
  get byGate() {
    return i18n._('admin.numbers.byGate');
  },
  get byBlock() {
    return i18n._('admin.numbers.byBlock');
  },
  get byHour() {
    return i18n._('admin.numbers.byHour');
  },
  get hostelByHour() {
    return i18n._('admin.numbers.hostelByHour');
  },
  get colEvent() {
    return i18n._('admin.numbers.colEvent');
  },
  get colGate() {
    return i18n._('admin.numbers.colGate');
  },
  get colBlock() {
    return i18n._('admin.numbers.colBlock');
  },
  get colCheckedIn() {
    return i18n._('admin.numbers.colCheckedIn');
  },
  get colPasses() {
    return i18n._('admin.numbers.colPasses');
  },
  get colGuests() {
    return i18n._('admin.numbers.colGuests');
  },
  get colDuplicates() {
    return i18n._('admin.numbers.colDuplicates');
  },
  get colShare() {
    return i18n._('admin.numbers.colShare');
  },
  get noPasses() {
    return i18n._('admin.numbers.noPasses');
  },
  get noEvents() {
    return i18n._('admin.numbers.noEvents');
  },
  get noGates() {
    return i18n._('admin.numbers.noGates');
  },
  get noHours() {
    return i18n._('admin.numbers.noHours');
  },
  get noGuests() {
    return i18n._('admin.numbers.noGuests');
  },
  hourLabel: (day: string, from: string, to: string) =>
    i18n._('admin.numbers.hourLabel', { day, from, to }),
  get checkedInSuffix() {
    return i18n._('admin.numbers.checkedInSuffix');
  },
  blockLabel: (block: string) => i18n._('admin.numbers.blockLabel', { block }),
} as const;

/** How many passes an A4 sheet holds: two columns of four. */
export const PASSES_PER_PAGE = 8;

/** '1 pass', '16 passes'. */
const passes = (n: number) =>
  n === 1
    ? i18n._('admin.count.passOne', { n: formatCount(n) })
    : i18n._('admin.count.passes', { n: formatCount(n) });

/** '1 A4 page', '2 A4 pages'. */
const pages = (n: number) =>
  n === 1
    ? i18n._('admin.count.pageOne', { n: formatCount(n) })
    : i18n._('admin.count.pages', { n: formatCount(n) });

/** Bulk printing: passes on A4 sheets and the referees' team sheets. */
export const PRINT_MSG = {
  get printPasses() {
    return i18n._('admin.print.printPasses');
  },
  get teamSheets() {
    return i18n._('admin.print.teamSheets');
  },
  get printByCollege() {
    return i18n._('admin.print.printByCollege');
  },
  get printLinks() {
    return i18n._('admin.print.printLinks');
  },
  get print() {
    return i18n._('admin.print.print');
  },
  get back() {
    return i18n._('admin.print.back');
  },
  get passesTitle() {
    return i18n._('admin.print.passesTitle');
  },
  get teamSheetsTitle() {
    return i18n._('admin.print.teamSheetsTitle');
  },
  get loading() {
    return i18n._('admin.print.loading');
  },
  get noPasses() {
    return i18n._('admin.print.noPasses');
  },
  get noPassesHint() {
    return i18n._('admin.print.noPassesHint');
  },
  get noTeams() {
    return i18n._('admin.print.noTeams');
  },
  get noTeamsHint() {
    return i18n._('admin.print.noTeamsHint');
  },
  get notAllowed() {
    return i18n._('admin.print.notAllowed');
  },
  get byEvent() {
    return i18n._('admin.print.byEvent');
  },
  get byCollege() {
    return i18n._('admin.print.byCollege');
  },
  get noColleges() {
    return i18n._('admin.print.noColleges');
  },
  collegePasses: (name: string, count: number) =>
    i18n._('admin.print.collegePasses', { name, passes: passes(count) }),
  passesSummary: (what: string, count: number, sheets: number) =>
    i18n._('admin.print.passesSummary', {
      passes: passes(count),
      what,
      pages: pages(sheets),
      perPage: formatCount(PASSES_PER_PAGE),
    }),
  teamsSummary: (event: string, count: number, persons: number) =>
    i18n._('admin.print.teamsSummary', {
      teams: teams(count),
      event,
      people: people(persons),
    }),
  passLabel: (name: string) => i18n._('admin.print.passLabel', { name }),
  get pass() {
    return i18n._('admin.print.pass');
  },
  get college() {
    return i18n._('admin.print.college');
  },
  get category() {
    return i18n._('admin.print.category');
  },
  get dates() {
    return i18n._('admin.print.dates');
  },
  get venue() {
    return i18n._('admin.print.venue');
  },
  get registration() {
    return i18n._('admin.print.registration');
  },
  get number() {
    return i18n._('admin.print.number');
  },
  get name() {
    return i18n._('admin.print.name');
  },
  get role() {
    return i18n._('admin.print.role');
  },
  get checkedIn() {
    return i18n._('admin.print.checkedIn');
  },
  get yes() {
    return i18n._('admin.print.yes');
  },
  get no() {
    return i18n._('admin.print.no');
  },
  checkedInOf: (done: number, all: number) => i18n._('admin.print.checkedInOf', { done, all }),
  get referee() {
    return i18n._('admin.print.referee');
  },
  get signature() {
    return i18n._('admin.print.signature');
  },
  pageOf: (page: number, pages: number) => i18n._('admin.print.pageOf', { page, pages }),
};

/** Fixtures: an event's draw, its schedule and its venues (the fest-day organisers). */
export const FIXTURES_MSG = {
  get hint() {
    return i18n._('admin.fixtures.hint');
  },
  get event() {
    return i18n._('admin.fixtures.event');
  },
  get category() {
    return i18n._('admin.fixtures.category');
  },
  get loadingTeams() {
    return i18n._('admin.fixtures.loadingTeams');
  },
  get teamsFailed() {
    return i18n._('admin.fixtures.teamsFailed');
  },
  get loadingSet() {
    return i18n._('admin.fixtures.loadingSet');
  },
  get setFailed() {
    return i18n._('admin.fixtures.setFailed');
  },
  get retry() {
    return i18n._('admin.fixtures.retry');
  },
  // The paid teams
  teamsTitle: (count: number) => i18n._('admin.fixtures.teamsTitle', { count }),
  get noTeams() {
    return i18n._('admin.fixtures.noTeams');
  },
  // The format
  get formatTitle() {
    return i18n._('admin.fixtures.formatTitle');
  },
  get knockout() {
    return i18n._('admin.fixtures.knockout');
  },
  get roundRobin() {
    return i18n._('admin.fixtures.roundRobin');
  },
  get groups() {
    return i18n._('admin.fixtures.groups');
  },
  get swiss() {
    return i18n._('admin.fixtures.swiss');
  },
  get swissRounds() {
    return i18n._('admin.fixtures.swissRounds');
  },
  get swissRoundsHint() {
    return i18n._('admin.fixtures.swissRoundsHint');
  },
  get thirdPlace() {
    return i18n._('admin.fixtures.thirdPlace');
  },
  get splitBy() {
    return i18n._('admin.fixtures.splitBy');
  },
  get bySize() {
    return i18n._('admin.fixtures.bySize');
  },
  get byCount() {
    return i18n._('admin.fixtures.byCount');
  },
  get groupSize() {
    return i18n._('admin.fixtures.groupSize');
  },
  get groupCount() {
    return i18n._('admin.fixtures.groupCount');
  },
  get qualifiers() {
    return i18n._('admin.fixtures.qualifiers');
  },
  get countInvalid() {
    return i18n._('admin.fixtures.countInvalid');
  },
  get preview() {
    return i18n._('admin.fixtures.preview');
  },
  get previewTitle() {
    return i18n._('admin.fixtures.previewTitle');
  },
  get previewHint() {
    return i18n._('admin.fixtures.previewHint');
  },
  get previewFailed() {
    return i18n._('admin.fixtures.previewFailed');
  },
  get loadingRules() {
    return i18n._('admin.fixtures.loadingRules');
  },
  get rulesFailed() {
    return i18n._('admin.fixtures.rulesFailed');
  },
  get generate() {
    return i18n._('admin.fixtures.generate');
  },
  get regenerate() {
    return i18n._('admin.fixtures.regenerate');
  },
  get generating() {
    return i18n._('admin.fixtures.generating');
  },
  get generated() {
    return i18n._('admin.fixtures.generated');
  },
  get generateFailed() {
    return i18n._('admin.fixtures.generateFailed');
  },
  // Slots
  winnerOf: (match: string) => i18n._('admin.fixtures.winnerOf', { match }),
  loserOf: (match: string) => i18n._('admin.fixtures.loserOf', { match }),
  groupPlace: (group: string, place: number) =>
    i18n._('admin.fixtures.groupPlace', { group, place }),
  bye: (names: string) => i18n._('admin.fixtures.bye', { names }),
  group: (name: string) => i18n._('admin.fixtures.group', { name }),
  get versus() {
    return i18n._('admin.fixtures.versus');
  },
  // The current set
  get noSet() {
    return i18n._('admin.fixtures.noSet');
  },
  get setTitle() {
    return i18n._('admin.fixtures.setTitle');
  },
  get draft() {
    return i18n._('admin.fixtures.draft');
  },
  get published() {
    return i18n._('admin.fixtures.published');
  },
  version: (version: number) => i18n._('admin.fixtures.version', { version }),
  get matchesLabel() {
    return i18n._('admin.fixtures.matchesLabel');
  },
  get colMatch() {
    return i18n._('admin.fixtures.colMatch');
  },
  get colRound() {
    return i18n._('admin.fixtures.colRound');
  },
  get colTeams() {
    return i18n._('admin.fixtures.colTeams');
  },
  get colPlace() {
    return i18n._('admin.fixtures.colPlace');
  },
  get colResult() {
    return i18n._('admin.fixtures.colResult');
  },
  get colActions() {
    return i18n._('admin.fixtures.colActions');
  },
  get unscheduled() {
    return i18n._('admin.fixtures.unscheduled');
  },
  place: (venue: string, day: string, start: string, end: string) =>
    i18n._('admin.fixtures.place', { venue, day, start, end }),
  result: (home: number, away: number) => i18n._('admin.fixtures.result', { home, away }),
  get schedule() {
    return i18n._('admin.fixtures.schedule');
  },
  scheduleLabel: (match: string) => i18n._('admin.fixtures.scheduleLabel', { match }),
  scheduleTitle: (match: string) => i18n._('admin.fixtures.scheduleTitle', { match }),
  get venue() {
    return i18n._('admin.fixtures.venue');
  },
  get chooseVenue() {
    return i18n._('admin.fixtures.chooseVenue');
  },
  get day() {
    return i18n._('admin.fixtures.day');
  },
  get start() {
    return i18n._('admin.fixtures.start');
  },
  get end() {
    return i18n._('admin.fixtures.end');
  },
  get save() {
    return i18n._('admin.fixtures.save');
  },
  get cancel() {
    return i18n._('admin.fixtures.cancel');
  },
  get scheduled() {
    return i18n._('admin.fixtures.scheduled');
  },
  get scheduleFailed() {
    return i18n._('admin.fixtures.scheduleFailed');
  },
  // Swap
  get swapTitle() {
    return i18n._('admin.fixtures.swapTitle');
  },
  get swapA() {
    return i18n._('admin.fixtures.swapA');
  },
  get swapB() {
    return i18n._('admin.fixtures.swapB');
  },
  get swap() {
    return i18n._('admin.fixtures.swap');
  },
  get swapped() {
    return i18n._('admin.fixtures.swapped');
  },
  get swapFailed() {
    return i18n._('admin.fixtures.swapFailed');
  },
  // Publish and discard
  get publish() {
    return i18n._('admin.fixtures.publish');
  },
  get publishTitle() {
    return i18n._('admin.fixtures.publishTitle');
  },
  get publishBody() {
    return i18n._('admin.fixtures.publishBody');
  },
  get publishConfirm() {
    return i18n._('admin.fixtures.publishConfirm');
  },
  get publishedNow() {
    return i18n._('admin.fixtures.publishedNow');
  },
  get publishFailed() {
    return i18n._('admin.fixtures.publishFailed');
  },
  get discard() {
    return i18n._('admin.fixtures.discard');
  },
  get discardTitle() {
    return i18n._('admin.fixtures.discardTitle');
  },
  get discardBody() {
    return i18n._('admin.fixtures.discardBody');
  },
  get discardConfirm() {
    return i18n._('admin.fixtures.discardConfirm');
  },
  get discarded() {
    return i18n._('admin.fixtures.discarded');
  },
  get discardFailed() {
    return i18n._('admin.fixtures.discardFailed');
  },
  // Swiss rounds
  pairRound: (round: number) => i18n._('admin.fixtures.pairRound', { round }),
  get pairing() {
    return i18n._('admin.fixtures.pairing');
  },
  paired: (round: number) => i18n._('admin.fixtures.paired', { round }),
  get pairFailed() {
    return i18n._('admin.fixtures.pairFailed');
  },
  // Venues
  get venuesTitle() {
    return i18n._('admin.fixtures.venuesTitle');
  },
  get loadingVenues() {
    return i18n._('admin.fixtures.loadingVenues');
  },
  get venuesFailed() {
    return i18n._('admin.fixtures.venuesFailed');
  },
  get noVenues() {
    return i18n._('admin.fixtures.noVenues');
  },
  get venueName() {
    return i18n._('admin.fixtures.venueName');
  },
  get addVenue() {
    return i18n._('admin.fixtures.addVenue');
  },
  removeVenue: (name: string) => i18n._('admin.fixtures.removeVenue', { name }),
  get remove() {
    return i18n._('admin.fixtures.remove');
  },
  get venueFailed() {
    return i18n._('admin.fixtures.venueFailed');
  },
} as const;

/** The Races panel of the Fixtures section (athletics: heats with lanes, times, a final). */
export const RACES_MSG = {
  get title() {
    return i18n._('admin.races.title');
  },
  get hint() {
    return i18n._('admin.races.hint');
  },
  get category() {
    return i18n._('admin.races.category');
  },
  /** The mixed relay's category, by the name the server gives it. */
  get mixed() {
    return i18n._('admin.races.mixed');
  },
  get discipline() {
    return i18n._('admin.races.discipline');
  },
  // The races drawn so far
  get listTitle() {
    return i18n._('admin.races.listTitle');
  },
  get loadingList() {
    return i18n._('admin.races.loadingList');
  },
  get listFailed() {
    return i18n._('admin.races.listFailed');
  },
  get noRaces() {
    return i18n._('admin.races.noRaces');
  },
  get colRace() {
    return i18n._('admin.races.colRace');
  },
  get colState() {
    return i18n._('admin.races.colState');
  },
  get colStage() {
    return i18n._('admin.races.colStage');
  },
  get colActions() {
    return i18n._('admin.races.colActions');
  },
  get open() {
    return i18n._('admin.races.open');
  },
  openLabel: (title: string) => i18n._('admin.races.openLabel', { title }),
  stage: {
    get heats() {
      return i18n._('admin.races.stage.heats');
    },
    get flights() {
      return i18n._('admin.races.stage.flights');
    },
    get final() {
      return i18n._('admin.races.stage.final');
    },
    get results() {
      return i18n._('admin.races.stage.results');
    },
  },
  get draft() {
    return i18n._('admin.races.draft');
  },
  get published() {
    return i18n._('admin.races.published');
  },
  get retry() {
    return i18n._('admin.races.retry');
  },
  // The paid entries
  entriesTitle: (count: number) => i18n._('admin.races.entriesTitle', { count }),
  get loadingEntries() {
    return i18n._('admin.races.loadingEntries');
  },
  get entriesFailed() {
    return i18n._('admin.races.entriesFailed');
  },
  get noEntries() {
    return i18n._('admin.races.noEntries');
  },
  entry: (name: string, college: string) => (name === college ? name : `${name}, ${college}`),
  // Drawing the heats
  get lanes() {
    return i18n._('admin.races.lanes');
  },
  get lanesHint() {
    return i18n._('admin.races.lanesHint');
  },
  /** The lanes of a discipline not drawn yet, which may be a field event. */
  get lanesOrPlacesHint() {
    return i18n._('admin.races.lanesOrPlacesHint');
  },
  /** A field event's lanes: the places in a flight. */
  get places() {
    return i18n._('admin.races.places');
  },
  get placesHint() {
    return i18n._('admin.races.placesHint');
  },
  get drawBy() {
    return i18n._('admin.races.drawBy');
  },
  get byDraw() {
    return i18n._('admin.races.byDraw');
  },
  get byTimes() {
    return i18n._('admin.races.byTimes');
  },
  get countInvalid() {
    return i18n._('admin.races.countInvalid');
  },
  get preview() {
    return i18n._('admin.races.preview');
  },
  get previewTitle() {
    return i18n._('admin.races.previewTitle');
  },
  get previewHint() {
    return i18n._('admin.races.previewHint');
  },
  get previewFailed() {
    return i18n._('admin.races.previewFailed');
  },
  get rulesFailed() {
    return i18n._('admin.races.rulesFailed');
  },
  laneOf: (lane: number, name: string) => i18n._('admin.races.laneOf', { lane, name }),
  /** A field event's heat, as the server names it. */
  flightName: (number: number) => i18n._('admin.races.flightName', { number }),
  orderOf: (order: number, name: string) => i18n._('admin.races.orderOf', { order, name }),
  get draw() {
    return i18n._('admin.races.draw');
  },
  get drawAgain() {
    return i18n._('admin.races.drawAgain');
  },
  get drawFlightsAgain() {
    return i18n._('admin.races.drawFlightsAgain');
  },
  get drawing() {
    return i18n._('admin.races.drawing');
  },
  get drawn() {
    return i18n._('admin.races.drawn');
  },
  get drawFailed() {
    return i18n._('admin.races.drawFailed');
  },
  get publishedNote() {
    return i18n._('admin.races.publishedNote');
  },
  get publishedFieldNote() {
    return i18n._('admin.races.publishedFieldNote');
  },
  // The current race
  get loadingRace() {
    return i18n._('admin.races.loadingRace');
  },
  get raceFailed() {
    return i18n._('admin.races.raceFailed');
  },
  version: (version: number) => i18n._('admin.races.version', { version }),
  get publicPage() {
    return i18n._('admin.races.publicPage');
  },
  get scorerPage() {
    return i18n._('admin.races.scorerPage');
  },
  heatCaption: (name: string, timed: boolean) =>
    timed ? i18n._('admin.races.heatTimed', { name }) : i18n._('admin.races.heatNoTimes', { name }),
  flightCaption: (name: string, marked: boolean) =>
    marked
      ? i18n._('admin.races.flightMarked', { name })
      : i18n._('admin.races.flightNoMarks', { name }),
  get colLane() {
    return i18n._('admin.races.colLane');
  },
  /** A field event's lane: the place in the flight's jumping or throwing order. */
  get colOrder() {
    return i18n._('admin.races.colOrder');
  },
  get colAthlete() {
    return i18n._('admin.races.colAthlete');
  },
  get colCollege() {
    return i18n._('admin.races.colCollege');
  },
  get colTime() {
    return i18n._('admin.races.colTime');
  },
  get colMark() {
    return i18n._('admin.races.colMark');
  },
  get colPlace() {
    return i18n._('admin.races.colPlace');
  },
  get none() {
    return i18n._('admin.races.none');
  },
  get publish() {
    return i18n._('admin.races.publish');
  },
  get publishTitle() {
    return i18n._('admin.races.publishTitle');
  },
  get publishBody() {
    return i18n._('admin.races.publishBody');
  },
  get publishFieldBody() {
    return i18n._('admin.races.publishFieldBody');
  },
  get publishConfirm() {
    return i18n._('admin.races.publishConfirm');
  },
  get publishedNow() {
    return i18n._('admin.races.publishedNow');
  },
  get publishFailed() {
    return i18n._('admin.races.publishFailed');
  },
  get discard() {
    return i18n._('admin.races.discard');
  },
  get discardTitle() {
    return i18n._('admin.races.discardTitle');
  },
  get discardBody() {
    return i18n._('admin.races.discardBody');
  },
  get discardConfirm() {
    return i18n._('admin.races.discardConfirm');
  },
  get discarded() {
    return i18n._('admin.races.discarded');
  },
  get discardFailed() {
    return i18n._('admin.races.discardFailed');
  },
  get cancel() {
    return i18n._('admin.races.cancel');
  },
  // The final
  get finalTitle() {
    return i18n._('admin.races.finalTitle');
  },
  get finalWaiting() {
    return i18n._('admin.races.finalWaiting');
  },
  get noFieldFinal() {
    return i18n._('admin.races.noFieldFinal');
  },
  get finalists() {
    return i18n._('admin.races.finalists');
  },
  get finalistsHint() {
    return i18n._('admin.races.finalistsHint');
  },
  get perHeat() {
    return i18n._('admin.races.perHeat');
  },
  get perHeatHint() {
    return i18n._('admin.races.perHeatHint');
  },
  get drawFinal() {
    return i18n._('admin.races.drawFinal');
  },
  get drawingFinal() {
    return i18n._('admin.races.drawingFinal');
  },
  get finalDrawn() {
    return i18n._('admin.races.finalDrawn');
  },
  get finalFailed() {
    return i18n._('admin.races.finalFailed');
  },
  // A heat's place in the schedule
  placeOf: (heat: string, place: string) => i18n._('admin.races.placeOf', { heat, place }),
  get unscheduled() {
    return i18n._('admin.races.unscheduled');
  },
  get schedule() {
    return i18n._('admin.races.schedule');
  },
  get move() {
    return i18n._('admin.races.move');
  },
  scheduleLabel: (heat: string) => i18n._('admin.races.scheduleLabel', { heat }),
  moveLabel: (heat: string) => i18n._('admin.races.moveLabel', { heat }),
  scheduleAbout: (race: string, athletes: number) =>
    athletes === 1
      ? i18n._('admin.races.scheduleAboutOne', { race, athletes: formatCount(athletes) })
      : i18n._('admin.races.scheduleAbout', { race, athletes: formatCount(athletes) }),
  get noVenues() {
    return i18n._('admin.races.noVenues');
  },
  get venuesFailed() {
    return i18n._('admin.races.venuesFailed');
  },
  get mailNote() {
    return i18n._('admin.races.mailNote');
  },
  get heatScheduled() {
    return i18n._('admin.races.heatScheduled');
  },
  get scheduleFailed() {
    return i18n._('admin.races.scheduleFailed');
  },
} as const;

/** '1 person', '1,234 people'. */
const people = (n: number) =>
  n === 1
    ? i18n._('admin.count.personOne', { n: formatCount(n) })
    : i18n._('admin.count.people', { n: formatCount(n) });

/** Announcements (admins): a message to a segment of the people of the fest, now or at a set time. */
export const ANNOUNCEMENTS_MSG = {
  get intro() {
    return i18n._('admin.announcements.intro');
  },
  // The form
  get newTitle() {
    return i18n._('admin.announcements.newTitle');
  },
  get title() {
    return i18n._('admin.announcements.title');
  },
  titleHint: (max: number) => i18n._('admin.announcements.titleHint', { max: formatCount(max) }),
  get body() {
    return i18n._('admin.announcements.body');
  },
  bodyHint: (max: number) => i18n._('admin.announcements.bodyHint', { max: formatCount(max) }),
  get public() {
    return i18n._('admin.announcements.public');
  },
  get publicHint() {
    return i18n._('admin.announcements.publicHint');
  },
  get segment() {
    return i18n._('admin.announcements.segment');
  },
  get segmentHint() {
    return i18n._('admin.announcements.segmentHint');
  },
  get registered() {
    return i18n._('admin.announcements.registered');
  },
  get registeredHint() {
    return i18n._('admin.announcements.registeredHint');
  },
  get events() {
    return i18n._('admin.announcements.events');
  },
  get eventsHint() {
    return i18n._('admin.announcements.eventsHint');
  },
  get categories() {
    return i18n._('admin.announcements.categories');
  },
  get categoriesHint() {
    return i18n._('admin.announcements.categoriesHint');
  },
  get colleges() {
    return i18n._('admin.announcements.colleges');
  },
  get collegesHint() {
    return i18n._('admin.announcements.collegesHint');
  },
  get checkedIn() {
    return i18n._('admin.announcements.checkedIn');
  },
  get checkedInAny() {
    return i18n._('admin.announcements.checkedInAny');
  },
  get checkedInYes() {
    return i18n._('admin.announcements.checkedInYes');
  },
  get checkedInNo() {
    return i18n._('admin.announcements.checkedInNo');
  },
  get waiting() {
    return i18n._('admin.announcements.waiting');
  },
  get guests() {
    return i18n._('admin.announcements.guests');
  },
  get guestsHint() {
    return i18n._('admin.announcements.guestsHint');
  },
  get roles() {
    return i18n._('admin.announcements.roles');
  },
  get rolesHint() {
    return i18n._('admin.announcements.rolesHint');
  },
  get count() {
    return i18n._('admin.announcements.count');
  },
  get counting() {
    return i18n._('admin.announcements.counting');
  },
  reaches: (n: number) => i18n._('admin.announcements.reaches', { people: people(n) }),
  get when() {
    return i18n._('admin.announcements.when');
  },
  get sendNow() {
    return i18n._('admin.announcements.sendNow');
  },
  get sendAt() {
    return i18n._('admin.announcements.sendAt');
  },
  get sendAtLabel() {
    return i18n._('admin.announcements.sendAtLabel');
  },
  get sendAtHint() {
    return i18n._('admin.announcements.sendAtHint');
  },
  get chooseTime() {
    return i18n._('admin.announcements.chooseTime');
  },
  get submitNow() {
    return i18n._('admin.announcements.submitNow');
  },
  get submitAt() {
    return i18n._('admin.announcements.submitAt');
  },
  get sending() {
    return i18n._('admin.announcements.sending');
  },
  get sent() {
    return i18n._('admin.announcements.sent');
  },
  scheduled: (when: string) => i18n._('admin.announcements.scheduled', { when }),
  get rulesLoading() {
    return i18n._('admin.announcements.rulesLoading');
  },
  // The list
  get listTitle() {
    return i18n._('admin.announcements.listTitle');
  },
  get loading() {
    return i18n._('admin.announcements.loading');
  },
  get loadFailed() {
    return i18n._('admin.announcements.loadFailed');
  },
  get empty() {
    return i18n._('admin.announcements.empty');
  },
  get sentAt() {
    return i18n._('admin.announcements.sentAt');
  },
  get sendsAt() {
    return i18n._('admin.announcements.sendsAt');
  },
  get wasFor() {
    return i18n._('admin.announcements.wasFor');
  },
  get startedAt() {
    return i18n._('admin.announcements.startedAt');
  },
  get recipients() {
    return i18n._('admin.announcements.recipients');
  },
  recipientsValue: people,
  get emails() {
    return i18n._('admin.announcements.emails');
  },
  emailsValue: (sent: number, queued: number, failed: number) =>
    i18n._('admin.announcements.emailsValue', {
      sent: formatCount(sent),
      queued: formatCount(queued),
      failed: formatCount(failed),
    }),
  get audience() {
    return i18n._('admin.announcements.audience');
  },
  get onHomePage() {
    return i18n._('admin.announcements.onHomePage');
  },
  get message() {
    return i18n._('admin.announcements.message');
  },
  get cancel() {
    return i18n._('admin.announcements.cancel');
  },
  cancelLabel: (title: string) => i18n._('admin.announcements.cancelLabel', { title }),
  get cancelTitle() {
    return i18n._('admin.announcements.cancelTitle');
  },
  cancelBody: (title: string) => i18n._('admin.announcements.cancelBody', { title }),
  get cancelConfirm() {
    return i18n._('admin.announcements.cancelConfirm');
  },
  get keep() {
    return i18n._('admin.announcements.keep');
  },
  get cancelled() {
    return i18n._('admin.announcements.cancelled');
  },
  // Who it is for, in words
  get nobody() {
    return i18n._('admin.announcements.nobody');
  },
  get teams() {
    return i18n._('admin.announcements.teams');
  },
  get everyEvent() {
    return i18n._('admin.announcements.everyEvent');
  },
  get checkedInWords() {
    return i18n._('admin.announcements.checkedInWords');
  },
  get notCheckedInWords() {
    return i18n._('admin.announcements.notCheckedInWords');
  },
  waitingOf: (events: string) => i18n._('admin.announcements.waitingOf', { events }),
  get waitingAll() {
    return i18n._('admin.announcements.waitingAll');
  },
  get guestsWords() {
    return i18n._('admin.announcements.guestsWords');
  },
  rolesWords: (roles: string) => i18n._('admin.announcements.rolesWords', { roles }),
} as const;

/** '1 team', '12 teams'. */
const teams = (n: number) =>
  n === 1
    ? i18n._('admin.count.teamOne', { n: formatCount(n) })
    : i18n._('admin.count.teams', { n: formatCount(n) });

/** The Announcements section's reminders, sent by e-mail the day before (admins). */
export const REMINDERS_MSG = {
  get title() {
    return i18n._('admin.reminders.title');
  },
  get intro() {
    return i18n._('admin.reminders.intro');
  },
  get which() {
    return i18n._('admin.reminders.which');
  },
  get matchEve() {
    return i18n._('admin.reminders.matchEve');
  },
  get matchEveHint() {
    return i18n._('admin.reminders.matchEveHint');
  },
  get festEve() {
    return i18n._('admin.reminders.festEve');
  },
  get festEveHint() {
    return i18n._('admin.reminders.festEveHint');
  },
  get time() {
    return i18n._('admin.reminders.time');
  },
  get timeHint() {
    return i18n._('admin.reminders.timeHint');
  },
  get firstDay() {
    return i18n._('admin.reminders.firstDay');
  },
  get firstDayHint() {
    return i18n._('admin.reminders.firstDayHint');
  },
  get report() {
    return i18n._('admin.reminders.report');
  },
  reportHint: (max: number | null) =>
    max === null
      ? i18n._('admin.reminders.reportHint')
      : i18n._('admin.reminders.reportHintMax', { max: formatCount(max) }),
  get bring() {
    return i18n._('admin.reminders.bring');
  },
  bringHint: (max: number | null) =>
    max === null
      ? i18n._('admin.reminders.bringHint')
      : i18n._('admin.reminders.bringHintMax', { max: formatCount(max) }),
  get save() {
    return i18n._('admin.reminders.save');
  },
  get saving() {
    return i18n._('admin.reminders.saving');
  },
  get saved() {
    return i18n._('admin.reminders.saved');
  },
  get loading() {
    return i18n._('admin.reminders.loading');
  },
  get loadFailed() {
    return i18n._('admin.reminders.loadFailed');
  },
  sent: (matchEve: number, festEve: number) =>
    matchEve === 1
      ? i18n._('admin.reminders.sentOne', { teams: teams(matchEve), people: people(festEve) })
      : i18n._('admin.reminders.sent', { teams: teams(matchEve), people: people(festEve) }),
} as const;

/** Certificates: each kind in a sentence ("Release the merit certificates of Chess?"). */
const CERTIFICATE_KIND_WORDS: Record<CertificateKind, string> = {
  participation: /*i18n*/ 'admin.certificates.wordParticipation',
  merit: /*i18n*/ 'admin.certificates.wordMerit',
  ca: /*i18n*/ 'admin.certificates.wordCa',
};

/** '1 certificate', '12 certificates'. */
const certificates = (n: number) =>
  n === 1
    ? i18n._('admin.count.certificateOne', { n: formatCount(n) })
    : i18n._('admin.count.certificates', { n: formatCount(n) });

/** The Announcements section's certificates (admins): released after the fest, e-mailed, revocable. */
export const CERTIFICATES_MSG = {
  get title() {
    return i18n._('admin.certificates.title');
  },
  get intro() {
    return i18n._('admin.certificates.intro');
  },
  get loading() {
    return i18n._('admin.certificates.loading');
  },
  get loadFailed() {
    return i18n._('admin.certificates.loadFailed');
  },
  // The counts
  get countsLabel() {
    return i18n._('admin.certificates.countsLabel');
  },
  issuedCount: (n: number) => i18n._('admin.certificates.issuedCount', { n: formatCount(n) }),
  eligibleCount: (n: number) => i18n._('admin.certificates.eligibleCount', { n: formatCount(n) }),
  get revokedLabel() {
    return i18n._('admin.certificates.revokedLabel');
  },
  // Releasing
  get releaseTitle() {
    return i18n._('admin.certificates.releaseTitle');
  },
  get releaseHint() {
    return i18n._('admin.certificates.releaseHint');
  },
  get kind() {
    return i18n._('admin.certificates.kind');
  },
  get event() {
    return i18n._('admin.certificates.event');
  },
  get allEvents() {
    return i18n._('admin.certificates.allEvents');
  },
  get release() {
    return i18n._('admin.certificates.release');
  },
  get counting() {
    return i18n._('admin.certificates.counting');
  },
  get countFailed() {
    return i18n._('admin.certificates.countFailed');
  },
  releaseConfirmTitle: (kind: CertificateKind, eventTitle: string | null) =>
    eventTitle === null
      ? i18n._('admin.certificates.releaseConfirmTitle', {
          what: i18n._(CERTIFICATE_KIND_WORDS[kind]),
        })
      : i18n._('admin.certificates.releaseConfirmTitleOf', {
          what: i18n._(CERTIFICATE_KIND_WORDS[kind]),
          event: eventTitle,
        }),
  releaseConfirmBody: (n: number) =>
    n === 0
      ? i18n._('admin.certificates.releaseConfirmNone')
      : n === 1
        ? i18n._('admin.certificates.releaseConfirmBodyOne', { certificates: certificates(n) })
        : i18n._('admin.certificates.releaseConfirmBody', { certificates: certificates(n) }),
  get releaseConfirm() {
    return i18n._('admin.certificates.releaseConfirm');
  },
  get releaseFailed() {
    return i18n._('admin.certificates.releaseFailed');
  },
  released: (issued: number, already: number, mailed: number) =>
    i18n._('admin.certificates.released', {
      certificates: certificates(issued),
      already: formatCount(already),
      people: people(mailed),
    }),
  // The list
  get listTitle() {
    return i18n._('admin.certificates.listTitle');
  },
  get filtersLabel() {
    return i18n._('admin.certificates.filtersLabel');
  },
  get filterKind() {
    return i18n._('admin.certificates.filterKind');
  },
  get allKinds() {
    return i18n._('admin.certificates.allKinds');
  },
  get filterEvent() {
    return i18n._('admin.certificates.filterEvent');
  },
  get filterCollege() {
    return i18n._('admin.certificates.filterCollege');
  },
  shown: (shown: number, total: number) =>
    shown === total
      ? i18n._('admin.certificates.shownAll', { certificates: certificates(total) })
      : i18n._('admin.certificates.shown', {
          shown: formatCount(shown),
          certificates: certificates(total),
        }),
  get empty() {
    return i18n._('admin.certificates.empty');
  },
  get noneMatch() {
    return i18n._('admin.certificates.noneMatch');
  },
  get colNumber() {
    return i18n._('admin.certificates.colNumber');
  },
  get colKind() {
    return i18n._('admin.certificates.colKind');
  },
  get colName() {
    return i18n._('admin.certificates.colName');
  },
  get colCollege() {
    return i18n._('admin.certificates.colCollege');
  },
  get colEvent() {
    return i18n._('admin.certificates.colEvent');
  },
  get colDetail() {
    return i18n._('admin.certificates.colDetail');
  },
  get colIssued() {
    return i18n._('admin.certificates.colIssued');
  },
  get colStatus() {
    return i18n._('admin.certificates.colStatus');
  },
  get colActions() {
    return i18n._('admin.certificates.colActions');
  },
  get campusAmbassador() {
    return i18n._('admin.certificates.campusAmbassador');
  },
  get valid() {
    return i18n._('admin.certificates.valid');
  },
  get revoked() {
    return i18n._('admin.certificates.revoked');
  },
  revokedBecause: (reason: string) => i18n._('admin.certificates.revokedBecause', { reason }),
  // Downloads
  get archive() {
    return i18n._('admin.certificates.archive');
  },
  get archiving() {
    return i18n._('admin.certificates.archiving');
  },
  get archiveHint() {
    return i18n._('admin.certificates.archiveHint');
  },
  archiveOf: (what: string) => i18n._('admin.certificates.archiveOf', { what }),
  get archiveFailed() {
    return i18n._('admin.certificates.archiveFailed');
  },
  // Revoking
  get revoke() {
    return i18n._('admin.certificates.revoke');
  },
  revokeLabel: (id: string) => i18n._('admin.certificates.revokeLabel', { id }),
  revokeTitle: (id: string) => i18n._('admin.certificates.revokeTitle', { id }),
  revokeBody: (title: string, name: string, what: string) =>
    i18n._('admin.certificates.revokeBody', { title, name, what }),
  get revokeReason() {
    return i18n._('admin.certificates.revokeReason');
  },
  get revokeConfirm() {
    return i18n._('admin.certificates.revokeConfirm');
  },
  revokedNow: (id: string) => i18n._('admin.certificates.revokedNow', { id }),
} as const;

/** Certificates: each kind, as the release and filter selects offer them. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  get participation() {
    return i18n._('admin.certificateKind.participation');
  },
  get merit() {
    return i18n._('admin.certificateKind.merit');
  },
  get ca() {
    return i18n._('admin.certificateKind.ca');
  },
};

/** Announcements: where each stands, in words (the server's state, as it names it). */
export const ANNOUNCEMENT_STATE_LABELS: Record<string, string> = {
  get scheduled() {
    return i18n._('admin.announcementState.scheduled');
  },
  get sending() {
    return i18n._('admin.announcementState.sending');
  },
  get sent() {
    return i18n._('admin.announcementState.sent');
  },
  get cancelled() {
    return i18n._('admin.announcementState.cancelled');
  },
};

/** The Check-in section's lists: the fest's gates, the hostel desk, the mess, the pronite, ... */
export const CHECKIN_LISTS_MSG = {
  get title() {
    return i18n._('admin.checkinLists.title');
  },
  get intro() {
    return i18n._('admin.checkinLists.intro');
  },
  get loading() {
    return i18n._('admin.checkinLists.loading');
  },
  get loadFailed() {
    return i18n._('admin.checkinLists.loadFailed');
  },
  get empty() {
    return i18n._('admin.checkinLists.empty');
  },
  // The lists
  get listsCaption() {
    return i18n._('admin.checkinLists.listsCaption');
  },
  get colName() {
    return i18n._('admin.checkinLists.colName');
  },
  get colKind() {
    return i18n._('admin.checkinLists.colKind');
  },
  get colMode() {
    return i18n._('admin.checkinLists.colMode');
  },
  get colEvents() {
    return i18n._('admin.checkinLists.colEvents');
  },
  get colGates() {
    return i18n._('admin.checkinLists.colGates');
  },
  get colStay() {
    return i18n._('admin.checkinLists.colStay');
  },
  get colEntered() {
    return i18n._('admin.checkinLists.colEntered');
  },
  get colInside() {
    return i18n._('admin.checkinLists.colInside');
  },
  get colBlocked() {
    return i18n._('admin.checkinLists.colBlocked');
  },
  get colDuplicates() {
    return i18n._('admin.checkinLists.colDuplicates');
  },
  get colActions() {
    return i18n._('admin.checkinLists.colActions');
  },
  get everyEvent() {
    return i18n._('admin.checkinLists.everyEvent');
  },
  get everyOtherGate() {
    return i18n._('admin.checkinLists.everyOtherGate');
  },
  gatesAndOthers: (gates: string) => i18n._('admin.checkinLists.gatesAndOthers', { gates }),
  get yes() {
    return i18n._('admin.checkinLists.yes');
  },
  get no() {
    return i18n._('admin.checkinLists.no');
  },
  get add() {
    return i18n._('admin.checkinLists.add');
  },
  get edit() {
    return i18n._('admin.checkinLists.edit');
  },
  editLabel: (name: string) => i18n._('admin.checkinLists.editLabel', { name }),
  get remove() {
    return i18n._('admin.checkinLists.remove');
  },
  removeLabel: (name: string) => i18n._('admin.checkinLists.removeLabel', { name }),
  removeTitle: (name: string) => i18n._('admin.checkinLists.removeTitle', { name }),
  get removeBody() {
    return i18n._('admin.checkinLists.removeBody');
  },
  get removeConfirm() {
    return i18n._('admin.checkinLists.removeConfirm');
  },
  removed: (name: string) => i18n._('admin.checkinLists.removed', { name }),
  // The form
  get newTitle() {
    return i18n._('admin.checkinLists.newTitle');
  },
  editTitle: (name: string) => i18n._('admin.checkinLists.editTitle', { name }),
  get name() {
    return i18n._('admin.checkinLists.name');
  },
  get kind() {
    return i18n._('admin.checkinLists.kind');
  },
  get mode() {
    return i18n._('admin.checkinLists.mode');
  },
  get kindHint() {
    return i18n._('admin.checkinLists.kindHint');
  },
  get events() {
    return i18n._('admin.checkinLists.events');
  },
  get everyEventChoice() {
    return i18n._('admin.checkinLists.everyEventChoice');
  },
  get someEventsChoice() {
    return i18n._('admin.checkinLists.someEventsChoice');
  },
  get eventsLabel() {
    return i18n._('admin.checkinLists.eventsLabel');
  },
  get eventsLoading() {
    return i18n._('admin.checkinLists.eventsLoading');
  },
  get gates() {
    return i18n._('admin.checkinLists.gates');
  },
  get gatesHint() {
    return i18n._('admin.checkinLists.gatesHint');
  },
  get requiresStay() {
    return i18n._('admin.checkinLists.requiresStay');
  },
  get isDefault() {
    return i18n._('admin.checkinLists.isDefault');
  },
  get create() {
    return i18n._('admin.checkinLists.create');
  },
  get creating() {
    return i18n._('admin.checkinLists.creating');
  },
  get save() {
    return i18n._('admin.checkinLists.save');
  },
  get saving() {
    return i18n._('admin.checkinLists.saving');
  },
  get cancel() {
    return i18n._('admin.checkinLists.cancel');
  },
  created: (name: string) => i18n._('admin.checkinLists.created', { name }),
  saved: (name: string) => i18n._('admin.checkinLists.saved', { name }),
  // One list
  show: (name: string) => i18n._('admin.checkinLists.show', { name }),
  get close() {
    return i18n._('admin.checkinLists.close');
  },
  closeLabel: (name: string) => i18n._('admin.checkinLists.closeLabel', { name }),
  get detailLoading() {
    return i18n._('admin.checkinLists.detailLoading');
  },
  get detailFailed() {
    return i18n._('admin.checkinLists.detailFailed');
  },
  countsLabel: (name: string) => i18n._('admin.checkinLists.countsLabel', { name }),
  get entered() {
    return i18n._('admin.checkinLists.entered');
  },
  get insideNow() {
    return i18n._('admin.checkinLists.insideNow');
  },
  get blocked() {
    return i18n._('admin.checkinLists.blocked');
  },
  get duplicates() {
    return i18n._('admin.checkinLists.duplicates');
  },
  get recentTitle() {
    return i18n._('admin.checkinLists.recentTitle');
  },
  recentCaption: (name: string) => i18n._('admin.checkinLists.recentCaption', { name }),
  get noEntries() {
    return i18n._('admin.checkinLists.noEntries');
  },
  get colPass() {
    return i18n._('admin.checkinLists.colPass');
  },
  get colRole() {
    return i18n._('admin.checkinLists.colRole');
  },
  get colFirstIn() {
    return i18n._('admin.checkinLists.colFirstIn');
  },
  get colLastIn() {
    return i18n._('admin.checkinLists.colLastIn');
  },
  get colLastOut() {
    return i18n._('admin.checkinLists.colLastOut');
  },
  get colInsideNow() {
    return i18n._('admin.checkinLists.colInsideNow');
  },
  get colGate() {
    return i18n._('admin.checkinLists.colGate');
  },
  get colBy() {
    return i18n._('admin.checkinLists.colBy');
  },
  duplicatesCaption: (name: string) => i18n._('admin.checkinLists.duplicatesCaption', { name }),
  get noDuplicates() {
    return i18n._('admin.checkinLists.noDuplicates');
  },
  get colScannedAt() {
    return i18n._('admin.checkinLists.colScannedAt');
  },
  get colOffline() {
    return i18n._('admin.checkinLists.colOffline');
  },
  get colDirection() {
    return i18n._('admin.checkinLists.colDirection');
  },
  get blockedTitle() {
    return i18n._('admin.checkinLists.blockedTitle');
  },
  blockedCaption: (name: string) => i18n._('admin.checkinLists.blockedCaption', { name }),
  get noBlocked() {
    return i18n._('admin.checkinLists.noBlocked');
  },
  get colPassNumber() {
    return i18n._('admin.checkinLists.colPassNumber');
  },
  get colReason() {
    return i18n._('admin.checkinLists.colReason');
  },
  get colBlockedAt() {
    return i18n._('admin.checkinLists.colBlockedAt');
  },
  get exportCsv() {
    return i18n._('admin.checkinLists.exportCsv');
  },
  exportLabel: (name: string) => i18n._('admin.checkinLists.exportLabel', { name }),
  get exporting() {
    return i18n._('admin.checkinLists.exporting');
  },
  get exportFailed() {
    return i18n._('admin.checkinLists.exportFailed');
  },
  // Blocking
  get blockTitle() {
    return i18n._('admin.checkinLists.blockTitle');
  },
  get blockHint() {
    return i18n._('admin.checkinLists.blockHint');
  },
  get passNumber() {
    return i18n._('admin.checkinLists.passNumber');
  },
  get passNumberHint() {
    return i18n._('admin.checkinLists.passNumberHint');
  },
  get passRequired() {
    return i18n._('admin.checkinLists.passRequired');
  },
  get blockReason() {
    return i18n._('admin.checkinLists.blockReason');
  },
  get block() {
    return i18n._('admin.checkinLists.block');
  },
  get blocking() {
    return i18n._('admin.checkinLists.blocking');
  },
  blockedNow: (name: string, list: string) =>
    i18n._('admin.checkinLists.blockedNow', { name, list }),
  get unblock() {
    return i18n._('admin.checkinLists.unblock');
  },
  unblockLabel: (name: string) => i18n._('admin.checkinLists.unblockLabel', { name }),
  unblockTitle: (name: string, list: string) =>
    i18n._('admin.checkinLists.unblockTitle', { name, list }),
  get unblockBody() {
    return i18n._('admin.checkinLists.unblockBody');
  },
  blockedFor: (reason: string) => i18n._('admin.checkinLists.blockedFor', { reason }),
  unblockedNow: (name: string) => i18n._('admin.checkinLists.unblockedNow', { name }),
  get unblockFailed() {
    return i18n._('admin.checkinLists.unblockFailed');
  },
} as const;

/** Check-in lists: what a list's first scan records, in words. */
export const CHECKIN_LIST_KIND_LABELS: Record<CheckinListKind, string> = {
  get entry() {
    return i18n._('admin.listKind.entry');
  },
  get stay() {
    return i18n._('admin.listKind.stay');
  },
  get access() {
    return i18n._('admin.listKind.access');
  },
};

/** Check-in lists: how a list counts, in words. */
export const CHECKIN_LIST_MODE_LABELS: Record<CheckinListMode, string> = {
  get once() {
    return i18n._('admin.listMode.once');
  },
  get in_out() {
    return i18n._('admin.listMode.inOut');
  },
};

/** Check-in lists: which way a scan counted. */
export const SCAN_DIRECTION_LABELS: Record<ScanDirection, string> = {
  get in() {
    return i18n._('admin.scanDirection.in');
  },
  get out() {
    return i18n._('admin.scanDirection.out');
  },
};

/** '1 day', '3 days'. */
const days = (n: number) =>
  n === 1
    ? i18n._('admin.count.dayOne', { n: formatCount(n) })
    : i18n._('admin.count.days', { n: formatCount(n) });

/**
 * Privacy (admins): the registers the DPDP Act asks for. Grievances, each to be answered by its due
 * day, and personal data breaches, each to be reported to the Data Protection Board by its deadline
 * (the server works out both).
 */
export const PRIVACY_MSG = {
  get intro() {
    return i18n._('admin.privacy.intro');
  },
  get retry() {
    return i18n._('admin.privacy.retry');
  },
  get none() {
    return i18n._('admin.privacy.none');
  },
  get notKnown() {
    return i18n._('admin.privacy.notKnown');
  },
  get notYet() {
    return i18n._('admin.privacy.notYet');
  },
  get cancel() {
    return i18n._('admin.privacy.cancel');
  },
  get indiaTimeHint() {
    return i18n._('admin.privacy.indiaTimeHint');
  },
  // Grievances
  get grievancesTitle() {
    return i18n._('admin.privacy.grievancesTitle');
  },
  get grievancesLoading() {
    return i18n._('admin.privacy.grievancesLoading');
  },
  get grievancesFailed() {
    return i18n._('admin.privacy.grievancesFailed');
  },
  get grievancesEmpty() {
    return i18n._('admin.privacy.grievancesEmpty');
  },
  get countsLabel() {
    return i18n._('admin.privacy.countsLabel');
  },
  get openCount() {
    return i18n._('admin.privacy.openCount');
  },
  get overdueCount() {
    return i18n._('admin.privacy.overdueCount');
  },
  get received() {
    return i18n._('admin.privacy.received');
  },
  get due() {
    return i18n._('admin.privacy.due');
  },
  daysLeft: (n: number) =>
    n === 0
      ? i18n._('admin.privacy.dueToday')
      : i18n._('admin.privacy.daysLeft', { days: days(n) }),
  overdueBy: (n: number) => i18n._('admin.privacy.overdueBy', { days: days(n) }),
  get name() {
    return i18n._('admin.privacy.name');
  },
  get email() {
    return i18n._('admin.privacy.email');
  },
  get about() {
    return i18n._('admin.privacy.about');
  },
  get message() {
    return i18n._('admin.privacy.message');
  },
  get openBadge() {
    return i18n._('admin.privacy.openBadge');
  },
  get overdueGrievanceBadge() {
    return i18n._('admin.privacy.overdueGrievanceBadge');
  },
  get answeredBadge() {
    return i18n._('admin.privacy.answeredBadge');
  },
  get answer() {
    return i18n._('admin.privacy.answer');
  },
  get answeredAt() {
    return i18n._('admin.privacy.answeredAt');
  },
  answeredWhen: (when: string, by: string | null) =>
    by ? i18n._('admin.privacy.answeredWhen', { when, by }) : when,
  answerLabel: (reference: string) => i18n._('admin.privacy.answerLabel', { reference }),
  // The answer's dialog
  answerTitle: (reference: string) => i18n._('admin.privacy.answerTitle', { reference }),
  theirGrievance: (name: string, about: string) =>
    i18n._('admin.privacy.theirGrievance', { name, about }),
  get yourAnswer() {
    return i18n._('admin.privacy.yourAnswer');
  },
  answerHint: (email: string) => i18n._('admin.privacy.answerHint', { email }),
  get answerRequired() {
    return i18n._('admin.privacy.answerRequired');
  },
  get send() {
    return i18n._('admin.privacy.send');
  },
  get sending() {
    return i18n._('admin.privacy.sending');
  },
  answered: (reference: string, email: string) =>
    i18n._('admin.privacy.answered', { reference, email }),
  // Breaches
  get breachesTitle() {
    return i18n._('admin.privacy.breachesTitle');
  },
  get breachesHint() {
    return i18n._('admin.privacy.breachesHint');
  },
  get breachesLoading() {
    return i18n._('admin.privacy.breachesLoading');
  },
  get breachesFailed() {
    return i18n._('admin.privacy.breachesFailed');
  },
  get breachesEmpty() {
    return i18n._('admin.privacy.breachesEmpty');
  },
  get recordBreach() {
    return i18n._('admin.privacy.recordBreach');
  },
  get summary() {
    return i18n._('admin.privacy.summary');
  },
  get personalData() {
    return i18n._('admin.privacy.personalData');
  },
  get peopleAffected() {
    return i18n._('admin.privacy.peopleAffected');
  },
  peopleCount: (n: number) => people(n),
  get occurredAt() {
    return i18n._('admin.privacy.occurredAt');
  },
  get discoveredAt() {
    return i18n._('admin.privacy.discoveredAt');
  },
  get boardDue() {
    return i18n._('admin.privacy.boardDue');
  },
  get boardOverdue() {
    return i18n._('admin.privacy.boardOverdue');
  },
  get boardToldAt() {
    return i18n._('admin.privacy.boardToldAt');
  },
  get peopleToldAt() {
    return i18n._('admin.privacy.peopleToldAt');
  },
  get actions() {
    return i18n._('admin.privacy.actions');
  },
  get recordedBy() {
    return i18n._('admin.privacy.recordedBy');
  },
  get overdueBadge() {
    return i18n._('admin.privacy.overdueBadge');
  },
  get toldBadge() {
    return i18n._('admin.privacy.toldBadge');
  },
  get dueBadge() {
    return i18n._('admin.privacy.dueBadge');
  },
  get edit() {
    return i18n._('admin.privacy.edit');
  },
  editLabel: (summary: string) => i18n._('admin.privacy.editLabel', { summary }),
  // The breach's dialog
  get recordTitle() {
    return i18n._('admin.privacy.recordTitle');
  },
  get editTitle() {
    return i18n._('admin.privacy.editTitle');
  },
  get summaryHint() {
    return i18n._('admin.privacy.summaryHint');
  },
  get personalDataHint() {
    return i18n._('admin.privacy.personalDataHint');
  },
  get peopleAffectedHint() {
    return i18n._('admin.privacy.peopleAffectedHint');
  },
  get peopleNotCount() {
    return i18n._('admin.privacy.peopleNotCount');
  },
  get occurredAtHint() {
    return i18n._('admin.privacy.occurredAtHint');
  },
  get discoveredAtHint() {
    return i18n._('admin.privacy.discoveredAtHint');
  },
  get toldHint() {
    return i18n._('admin.privacy.toldHint');
  },
  get actionsHint() {
    return i18n._('admin.privacy.actionsHint');
  },
  get save() {
    return i18n._('admin.privacy.save');
  },
  get saving() {
    return i18n._('admin.privacy.saving');
  },
  get recorded() {
    return i18n._('admin.privacy.recorded');
  },
  get saved() {
    return i18n._('admin.privacy.saved');
  },
  // Erasures
  get erasuresTitle() {
    return i18n._('admin.privacy.erasuresTitle');
  },
  get erasuresHint() {
    return i18n._('admin.privacy.erasuresHint');
  },
  get erasuresLoading() {
    return i18n._('admin.privacy.erasuresLoading');
  },
  get erasuresEmpty() {
    return i18n._('admin.privacy.erasuresEmpty');
  },
  get erasuresCaption() {
    return i18n._('admin.privacy.erasuresCaption');
  },
  eraseFrom: (when: string) => i18n._('admin.privacy.eraseFrom', { when }),
  get keptByHand() {
    return i18n._('admin.privacy.keptByHand');
  },
  get reason() {
    return i18n._('admin.privacy.reason');
  },
  get account() {
    return i18n._('admin.privacy.account');
  },
  get toldAt() {
    return i18n._('admin.privacy.toldAt');
  },
  get erasedAt() {
    return i18n._('admin.privacy.erasedAt');
  },
  get reasonRequest() {
    return i18n._('admin.privacy.reasonRequest');
  },
  get reasonRetention() {
    return i18n._('admin.privacy.reasonRetention');
  },
  get dueAfterNotice() {
    return i18n._('admin.privacy.dueAfterNotice');
  },
} as const;
