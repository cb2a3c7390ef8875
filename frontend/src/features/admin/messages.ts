import type {
  AppliesTo,
  Block,
  CouponKind,
  PaymentHealthAction,
  PaymentHealthKind,
  Role,
  UpiMatchOutcome,
  UpiUnmatchedReason,
} from '@/lib/api-types';

/** The admin portal's texts (SPEC 2.14; the spec's own strings are reproduced word for word). */
export const MSG = {
  portal: 'Admin Portal',
  greeting: (username: string) => `HELLO ${username.toUpperCase()} !!`,
  logout: 'Logout',
  menu: 'Sections',
  viewDetails: 'View Details',
  downloadsMasked: 'Aadhaar numbers are masked in your downloads.',
  userDetails: 'User Details',
  verifiedByGoogle: 'Verified by Google',
  verifiedByOtp: 'Verified by OTP',
  info: 'Info',
  changeRoleOf: (username: string, role: Role) => `Change role of ${username} to ${role}?`,
  roleChanged: 'Role updated',
  approve: 'Approve',
  reject: 'Reject',
  view: 'View',
  close: 'Close',
  approved: 'Application approved',
  rejected: 'Application rejected',
  markPaid: 'Mark paid',
  markedPaid: 'Registration marked as paid',
  resolve: 'Resolve',
  resolveRefund: 'The money was refunded: the registration no longer counts',
  resolveAccept: 'The money is right: count the registration as paid',
  reasonRequired: 'Give the reason for this decision.',
  resolved: 'Registration resolved',
  refund: 'Refund',
  refunding: 'Refunding...',
  refundOf: (who: string) => `Refund the registration of ${who}?`,
  refundPaid: (amount: string) =>
    `The registration is cancelled and ${amount} is refunded in full. Its place is freed and every pass of the team stops working.`,
  refundRetry: (amount: string | null) =>
    `The refund${amount === null ? '' : ` of ${amount}`} failed. The gateway is asked for it again.`,
  refundOffline: 'It was paid offline: pay the money back by hand.',
  refundUpi: 'It was paid by UPI: pay the money back by hand, from the bank account it reached.',
  refundUnknownRetry: (amount: string | null) =>
    `The gateway did not answer the last refund${amount === null ? '' : ` of ${amount}`}. It is asked which refunds it made first, and only what is still owed is asked for.`,
  orphanRefundOf: (who: string) => `Refund the payment ${who}?`,
  orphanRefundHint: (amount: string) =>
    `Nothing on the site claims this payment: ${amount} is refunded in full to the payer.`,
  orphanRefunded: 'The refund is requested from the gateway.',
  changeReceivedOf: (who: string) => `Record the difference of ${who} as received?`,
  changeReceivedHint: (amount: string) =>
    `${amount} was paid to the organisers: the roster change takes effect and the new people get their passes.`,
  refundRequested: 'Refund requested',
  reasonLabel: 'Reason (kept in the audit log)',
  paymentStatus: 'Payment',
  amount: 'Amount',
  refundStatus: 'Refund',
  refundAmount: 'Refund amount',
  cancelledAt: 'Cancelled at',
  testModeTitle: 'Test mode.',
  testModeText: 'No real money moves here.',
  registrationsOpen: 'Registrations open',
  copy: 'Copy',
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  revealAadhaar: 'Reveal Aadhaar',
  revealFailed: 'Could not reveal the Aadhaar numbers',
  aadhaarNumbers: 'Aadhaar numbers (this view is recorded in the audit log)',
  noAadhaar: 'This registration holds no Aadhaar number.',
  rulebook: 'Rulebook',
  rulebookGenerated: 'Generated from the catalogue',
  rulebookUploadedFile: 'Uploaded file',
  viewRulebook: 'View rulebook',
  uploadPdf: 'Upload PDF',
  uploading: 'Uploading...',
  useGeneratedRulebook: 'Use generated rulebook',
  resetting: 'Resetting...',
  rulebookUploaded: 'Rulebook uploaded.',
  rulebookReset: 'Rulebook reset to the generated one.',
  // Capacity and deadlines
  settings: 'Capacity & deadlines',
  settingsOf: (title: string) => `Capacity & deadlines: ${title}`,
  settingsNow: 'Current state',
  settingsSaved: (title: string) => `Settings saved for ${title}.`,
  registrationsLabel: 'Registrations',
  open: 'Open',
  closed: 'Closed',
  placesLeft: 'Places left',
  placesLeftIn: (category: string) => `Places left (${category})`,
  noLimit: 'No limit',
  full: 'Full',
  none: 'None',
  capacity: 'Capacity',
  capacityHint: 'Teams (athletes for athletics). Leave blank for no limit.',
  categoryCapacity: 'Capacity per category',
  registrationDeadline: 'Registration deadline',
  deadlineHint: 'India time (IST). Leave blank for none.',
  // Waiting list
  waitlist: 'Waiting list',
  waitlistOf: (title: string) => `Waiting list: ${title}`,
  waitlistEmpty: 'Nobody is on the waiting list.',
  waitlistHint:
    'Move teams up or down the line, then save the order. The first team waiting gets the next place.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moved: (who: string, position: number) => `${who} moved to position ${position}.`,
  saveOrder: 'Save order',
  resetOrder: 'Undo changes',
  orderSaved: 'Waiting list order saved.',
  // Roster changes
  changes: 'Changes',
  loadingChanges: 'Loading the changes...',
  noChanges: 'The team has not been changed.',
  changedBy: 'By',
  theOwner: 'The owner',
  added: 'Added',
  removed: 'Removed',
  otherFields: 'Also changed',
  fee: 'Fee',
  difference: 'Difference',
  changeStatus: 'Status',
  appliedAt: 'Applied',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  retry: 'Retry',
  loading: 'Loading...',
  rulesFailed: 'The rules of the admin area could not be loaded.',
  concernsSoon: 'Concerns are not available yet',
  // Check-in
  checkinEvent: 'Event',
  live: 'Live',
  notLive: 'Not live',
  updatedAt: (time: string) => `updated ${time}`,
  checkedInOf: (done: string, expected: string) => `${done} of ${expected} checked in`,
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'Could not export the check-ins',
  gates: 'Check-ins per gate',
  noGates: 'Nobody has been checked in yet.',
  recentCheckins: 'Recent check-ins',
  noRecent: 'No check-ins yet.',
  duplicates: 'Duplicate scans',
  noDuplicates: 'No duplicate scans.',
  undo: 'Undo',
  undoCheckinOf: (name: string) => `Undo the check-in of ${name}?`,
  undone: 'Check-in undone',
  // Payment health
  healthEmpty: 'Nothing needs a human.',
  healthCounts: 'Needs a human, per kind',
  healthCheckedAt: (time: string) => `Checked ${time}`,
  healthReload: 'Check again',
  healthOldest: (shown: string, total: string) => `The oldest ${shown} of ${total}.`,
  healthSince: (time: string) => `since ${time}`,
  healthRegistration: 'Registration',
  healthHistory: (count: number) => `History (${count})`,
  healthHideHistory: 'Hide history',
  healthNoHistory: 'Nothing recorded about it yet.',
  healthUnknownOwner: 'Unknown account',
  healthDone: 'Done',
  healthReasonOptional: 'Reason (optional, kept in the audit log)',
  healthRecheckOf: (who: string) => `Ask the gateway again about the registration of ${who}?`,
  healthRetryOf: (who: string) => `Process the failed webhook of ${who} again?`,
  healthMarkRefundedOf: (who: string) => `Record the refund of ${who} as paid back by hand?`,
  healthChangeRefunded: 'The refund is recorded as paid back.',
  healthMarkRefundedHint: (amount: string) =>
    `Only once ${amount} is back with the team: the refund is then recorded as processed.`,
  healthRetryHint:
    'The webhook is processed again as it arrived (its signature was checked then). If it fails again, it stays on the list.',
  healthRecheckHint:
    'Asks the gateway for the payments of the order: a captured payment confirms it, a payment that differs flags it, an unpaid order past its time expires.',
  // Discount codes
  couponsIntro:
    'Teams type a code on the last step of registration; the server takes the discount off the fee when it prices the order.',
  couponsCaption: 'Discount codes',
  couponsEmpty: 'No discount codes yet.',
  newCoupon: 'New code',
  newCouponTitle: 'New discount code',
  couponCode: 'Code',
  couponCodeHint: 'Letters, digits, - and _; stored in capitals, and typed in any case.',
  couponKind: 'Kind',
  couponValuePercent: 'Value (%)',
  couponValuePercentHint: 'A percentage of the fee, rounded down to whole paise.',
  couponValueFixed: 'Value (Rs.)',
  couponValueFixedHint: 'In rupees, e.g. 50 or 49.50 (sent to the server in paise).',
  couponValueNotRupees: 'Give the amount in rupees, e.g. 50 or 49.50.',
  couponAppliesTo: 'Applies to',
  couponEvents: 'Events',
  couponEventsHint: 'Tick none for every event.',
  allEvents: 'All events',
  couponValidFrom: 'Valid from',
  couponValidFromHint: 'India time (IST). Leave blank for at once.',
  couponValidTo: 'Valid to',
  couponValidToHint: 'India time (IST), the end excluded. Leave blank for no end.',
  couponMaxUses: 'Max uses',
  couponMaxUsesHint: 'Registrations that may use it in all. Leave blank for no limit.',
  couponPerUser: 'Per user',
  couponPerUserHint: 'Uses per account. Leave blank for no limit.',
  couponDiscount: 'Discount',
  couponUsesHeader: 'Uses',
  couponCreatedAt: 'Created',
  couponAtOnce: 'At once',
  couponNoEnd: 'No end',
  couponUses: (uses: string, max: string) => `${uses} / ${max}`,
  createCoupon: 'Create code',
  creatingCoupon: 'Creating...',
  couponCreated: (code: string) => `Discount code ${code} created.`,
  // Accommodation
  stayIntro:
    'Beds at the hostel for visiting teams: the beds taken and left in each block every night, the bookings, the guest list and the price.',
  stayBlock: 'Block',
  stayNight: 'Night',
  stayAllBlocks: 'Both blocks',
  stayAllNights: 'All nights',
  stayBedsCaption: 'Beds per night',
  stayBedsTaken: (block: string) => `${block} taken`,
  stayBedsLeft: (block: string) => `${block} left`,
  stayBookingsCaption: 'Bookings',
  stayBookingsEmpty: 'No bookings.',
  stayOwner: 'Booked by',
  stayTeam: 'Team',
  stayEvent: 'Event',
  stayDates: 'Dates',
  stayDatesValue: (from: string, to: string, nights: number) =>
    `${from} – ${to} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
  stayGuests: 'Guests',
  stayGuestsValue: (count: number, names: string) => `${count}: ${names}`,
  stayDiscount: (code: string | null, discount: string, price: string) =>
    `${code ?? 'Discount'} −${discount} of ${price}`,
  stayFlagged: (reason: string) => `Flagged: ${reason}`,
  stayActions: 'Actions',
  stayDownloadCsv: 'Download CSV',
  stayDownloadXlsx: 'Download Excel',
  stayExportFailed: 'Could not download the guest list',
  stayRefundOf: (who: string) => `Refund the stay booked by ${who}?`,
  stayRefundPaid: (amount: string, guests: number) =>
    `The booking is cancelled and ${amount} is refunded in full. Its ${guests === 1 ? 'bed is' : `${guests} beds are`} given back.`,
  stayRefundRetry: (amount: string | null) =>
    `The refund${amount === null ? '' : ` of ${amount}`} failed. The gateway is asked for it again.`,
  stayRefunded: 'Booking refunded',
  stayMarkPaidOf: (who: string) => `Mark the stay booked by ${who} as paid?`,
  stayMarkPaidText: (amount: string) =>
    `${amount}. Only do this when the money has reached the fest's account.`,
  stayMarkedPaid: 'Booking marked as paid',
  staySettings: 'Price and beds',
  staySettingsHint:
    'Leave a field blank to keep it as it is. Fewer beds than are booked stops new bookings until beds are given back.',
  stayPrice: 'Price per guest per night (Rs.)',
  stayPriceNow: (price: string) => `Now ${price}. In rupees, e.g. 80 or 79.50.`,
  stayPriceNotRupees: 'Give the price in rupees, e.g. 80 or 79.50.',
  stayBeds: (block: string) => `Beds in the ${block.toLowerCase()} block`,
  stayBedsNow: (beds: number) => `Now ${beds} per night.`,
  stayBedsNotNumber: 'Give a whole number of beds.',
  stayNothingToSave: 'Change the price or the beds first.',
  staySaved: 'Price and beds saved.',
} as const;

/** Discount codes: how each kind takes money off, as the kind select offers them. */
export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percentage',
  fixed: 'Fixed amount',
};

/** Discount codes: what a code may be used for, as the applies-to select offers them. */
export const APPLIES_TO_LABELS: Record<AppliesTo, string> = {
  registration: 'Event registrations',
  accommodation: 'Accommodation',
  both: 'Both',
};

/** Accommodation: the blocks, as the filter and the tables name them. */
export const STAY_BLOCK_LABELS: Record<Block, string> = {
  Men: 'Men',
  Women: 'Women',
};

/** Payment health: each kind of item, as its group on the Payments tab is titled. */
export const HEALTH_KIND_LABELS: Record<PaymentHealthKind, string> = {
  stale_pending: 'Pending long after payment started',
  flagged: 'Flagged payments',
  late_payment: 'Late payments on expired orders',
  refund_pending: 'Refunds not confirmed',
  refund_failed: 'Refunds that failed',
  refund_unknown: 'Refunds the gateway did not answer',
  refund_manual: 'Refunds to pay back by hand',
  stay_refund: 'Stay refunds to try again or pay back by hand',
  refund_due: 'Refunds owed after roster changes',
  difference_due: 'Roster differences to collect',
  webhook_failed: 'Webhooks that failed',
  orphan_capture: 'Payments nothing on the site claims',
  utr_reused: 'UPI UTRs submitted twice',
};

/** UPI payments (payments mode `upi`): the statement panel of the Payments tab. */
export const UPI_MSG = {
  title: 'UPI payments',
  hint: 'Payers pay the fest’s UPI id and submit the UTR their app showed. Paste or upload the bank statement (CSV) to confirm the UTRs it shows with the exact amount.',
  waitingTitle: (n: number) => `UTRs waiting for the organisers: ${n}`,
  waitingList: 'UTRs waiting for the organisers',
  noneWaiting: 'No UTR waits for the organisers.',
  confirmByHand: 'Confirm by hand',
  confirmTitle: (reference: string) => `Confirm UPI payment ${reference}?`,
  confirmBody: (utr: string, amount: string) =>
    `Only when the bank statement shows UTR ${utr} credited with ${amount}. This is kept in the audit log.`,
  confirmFailed: 'The payment could not be confirmed.',
  statementLabel: 'Bank statement (CSV)',
  fileLabel: 'Or read it from a file',
  statementMissing: 'Paste the bank statement or choose its CSV file.',
  match: 'Match statement',
  matchFailed: 'The statement could not be matched.',
  matched: (n: number) => `${n} payment${n === 1 ? '' : 's'} confirmed.`,
  resultTitle: 'Statement result',
  summary: (confirmed: number, already: number, flagged: number, unmatched: number) =>
    `Confirmed ${confirmed} · confirmed before ${already} · flagged ${flagged} · unmatched ${unmatched}`,
  colLine: 'Line',
  colAmount: 'Amount',
  colOutcome: 'Result',
  colReference: 'Reference',
  orderAmount: (amount: string) => `the order is for ${amount}`,
} as const;

/** UPI statement matching: what became of a line. */
export const UPI_OUTCOME_LABELS: Record<UpiMatchOutcome, string> = {
  confirmed: 'Confirmed',
  already_confirmed: 'Confirmed before',
  flagged: 'Flagged (see payment health)',
  unmatched: 'Unmatched',
};

/** UPI statement matching: why a line matched nothing. */
export const UPI_REASON_LABELS: Record<UpiUnmatchedReason, string> = {
  unknown_utr: 'no payer submitted this UTR',
  amount_differs: 'the amount differs',
  no_utr: 'no 12-digit UTR on the line',
  no_amount: 'no credited amount',
};

/** Payment health: the button of each action. */
export const HEALTH_ACTION_LABELS: Record<PaymentHealthAction, string> = {
  recheck: 'Ask the gateway again',
  resolve: 'Resolve',
  refund: 'Refund',
  retry_webhook: 'Retry webhook',
  mark_refunded: 'Mark paid back',
  mark_change_refunded: 'Mark paid back',
  refund_orphan: 'Refund',
  mark_change_received: 'Mark received',
  refund_stay: 'Refund',
  mark_stay_refunded: 'Mark paid back',
};

/**
 * The tabs of the sidebar; Numbers, Payments, Discount codes, Accommodation and Audit Log only for
 * admins.
 */
export const TAB_LABELS = {
  home: 'Home',
  users: 'USERS',
  ca: 'CA',
  events: 'Events',
  checkin: 'Check-in',
  numbers: 'Numbers',
  payments: 'Payments',
  coupons: 'Discount codes',
  accommodation: 'Accommodation',
  audit: 'Audit Log',
} as const;

export type TabId = keyof typeof TAB_LABELS;

/** Every role with its label, in the order the role filters and selects offer them. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  ca: 'CA',
  volunteer: 'Volunteer',
  moderator: 'Moderator',
  admin: 'Admin',
};

/** Every role (the keys of ROLE_LABELS, which the type keeps complete). */
export const ROLES = Object.keys(ROLE_LABELS) as readonly Role[];

/** Numbers: the fest-wide check-in figures on fest day (GET /admin/numbers). */
export const NUMBERS_MSG = {
  hint: 'Every event and gate, and the hostel desk, as they are now. The numbers refresh on their own.',
  loading: 'Loading the numbers...',
  loadFailed: 'The numbers could not be loaded.',
  updated: (time: string) => `Updated ${time}`,
  stale: 'Not refreshing: showing the last numbers loaded.',
  gatesTitle: 'At the gates',
  hostelTitle: 'At the hostel desk',
  checkedInNow: 'Checked in now',
  passes: 'Passes issued',
  duplicates: 'Duplicate scans',
  guestsCheckedIn: 'Guests checked in',
  guestsBooked: 'Guests booked',
  ofTotal: (checkedIn: string, total: string, percent: string) =>
    `${checkedIn} of ${total} (${percent})`,
  byEvent: 'Checked in by event',
  byGate: 'Checked in by gate',
  byBlock: 'Checked in by hostel block',
  byHour: 'Checked in by hour (India time)',
  hostelByHour: 'Hostel check-ins by hour (India time)',
  colEvent: 'Event',
  colGate: 'Gate',
  colBlock: 'Block',
  colCheckedIn: 'Checked in',
  colPasses: 'Passes',
  colGuests: 'Guests',
  colDuplicates: 'Duplicate scans',
  colShare: 'Share',
  noPasses: 'No passes have been issued yet: they are made when a registration is paid.',
  noEvents: 'No event has passes yet.',
  noGates: 'Nobody has been checked in at a gate yet.',
  noHours: 'No check-ins yet.',
  noGuests: 'No hostel stays are booked yet.',
  hourLabel: (day: string, from: string, to: string) => `${day}, ${from}–${to}`,
  checkedInSuffix: 'checked in',
  blockLabel: (block: string) => `${block}'s block`,
} as const;

/** How many passes an A4 sheet holds: two columns of four. */
export const PASSES_PER_PAGE = 8;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Bulk printing: passes on A4 sheets and the referees' team sheets. */
export const PRINT_MSG = {
  printPasses: 'Print passes',
  teamSheets: 'Team sheets',
  printByCollege: 'Print passes by college',
  printLinks: 'Print',
  print: 'Print',
  back: 'Back to the admin area',
  passesTitle: 'Print passes',
  teamSheetsTitle: 'Team sheets',
  loading: 'Loading...',
  noPasses: 'No passes to print',
  noPassesHint: 'Only the passes of paid registrations are printed; revoked passes are left out.',
  noTeams: 'No teams to print',
  noTeamsHint: 'Only paid teams are printed.',
  notAllowed: 'Only admins print passes and team sheets.',
  byEvent: 'By event',
  byCollege: 'By college',
  noColleges: 'No college has passes to print yet.',
  collegePasses: (name: string, passes: number) => `${name} (${plural(passes, 'pass', 'passes')})`,
  passesSummary: (what: string, passes: number, pages: number) =>
    `${plural(passes, 'pass', 'passes')} of ${what} on ${plural(pages, 'A4 page', 'A4 pages')}, ${PASSES_PER_PAGE} to a page.`,
  teamsSummary: (event: string, teams: number, people: number) =>
    `${plural(teams, 'team', 'teams')} of ${event} (${plural(people, 'person', 'people')}), one A4 page a team.`,
  passLabel: (name: string) => `Pass of ${name}`,
  pass: 'Pass',
  college: 'College',
  category: 'Category',
  dates: 'Dates',
  venue: 'Venue',
  registration: 'Registration',
  number: 'No.',
  name: 'Name',
  role: 'Role',
  checkedIn: 'Checked in',
  yes: 'Yes',
  no: 'No',
  checkedInOf: (done: number, all: number) => `Checked in: ${done} of ${all}`,
  referee: 'Referee',
  signature: 'Signature',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
