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

import { formatCount } from './lib/format';

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
 * The tabs of the sidebar; Numbers, Payments, Discount codes, Accommodation, Announcements, Privacy
 * and Audit Log only for admins.
 */
export const TAB_LABELS = {
  home: 'Home',
  users: 'USERS',
  ca: 'CA',
  events: 'Events',
  fixtures: 'Fixtures',
  checkin: 'Check-in',
  numbers: 'Numbers',
  payments: 'Payments',
  coupons: 'Discount codes',
  accommodation: 'Accommodation',
  announcements: 'Announcements',
  privacy: 'Privacy',
  audit: 'Audit Log',
} as const;

export type TabId = keyof typeof TAB_LABELS;

/** Every role with its label, in the order the role filters and selects offer them. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  ca: 'CA',
  volunteer: 'Volunteer',
  scorer: 'Scorer',
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

/** Fixtures: an event's draw, its schedule and its venues (the fest-day organisers). */
export const FIXTURES_MSG = {
  hint: 'Draw the fixtures of an event from its paid teams, place each match in the schedule, then publish them.',
  event: 'Event',
  category: 'Category',
  loadingTeams: 'Loading the paid teams...',
  teamsFailed: 'The paid teams could not be loaded',
  loadingSet: 'Loading the fixtures...',
  setFailed: 'The fixtures could not be loaded',
  retry: 'Try again',
  // The paid teams
  teamsTitle: (count: number) => `Paid teams (${count})`,
  noTeams: 'No team has paid for this event yet.',
  // The format
  formatTitle: 'Format',
  knockout: 'Knockout',
  roundRobin: 'Round robin',
  groups: 'Groups, then a knockout',
  swiss: 'Swiss rounds (chess)',
  swissRounds: 'Rounds',
  swissRoundsHint: 'Round 1 is paired now; each next round once the one before is played.',
  thirdPlace: 'Third-place match',
  splitBy: 'Make the groups by',
  bySize: 'Group size',
  byCount: 'Number of groups',
  groupSize: 'Teams in the largest group',
  groupCount: 'Number of groups',
  qualifiers: 'Qualifiers from each group',
  countInvalid: 'Enter a whole number.',
  preview: 'Preview',
  previewTitle: 'Preview (not saved)',
  previewHint:
    'Drawn in the browser by the same rules the server uses. Generate to save it as a draft.',
  previewFailed: 'These fixtures cannot be drawn:',
  loadingRules: 'Loading the fixtures rules...',
  rulesFailed: 'The fixtures rules could not be loaded.',
  generate: 'Generate draft',
  regenerate: 'Generate draft again',
  generating: 'Generating...',
  generated: 'Draft fixtures generated.',
  generateFailed: 'The fixtures could not be generated.',
  // Slots
  winnerOf: (match: string) => `Winner of ${match}`,
  loserOf: (match: string) => `Loser of ${match}`,
  groupPlace: (group: string, place: number) => `Group ${group} #${place}`,
  bye: (names: string) => `Bye: ${names}`,
  group: (name: string) => `Group ${name}`,
  versus: 'v',
  // The current set
  noSet: 'No fixtures yet: preview a format, then generate them.',
  setTitle: 'Current fixtures',
  draft: 'Draft',
  published: 'Published',
  version: (version: number) => `Version ${version}`,
  matchesLabel: 'Matches',
  colMatch: 'Match',
  colRound: 'Round',
  colTeams: 'Teams',
  colPlace: 'Schedule',
  colResult: 'Result',
  colActions: 'Actions',
  unscheduled: 'Not scheduled',
  place: (venue: string, day: string, start: string, end: string) =>
    `${venue}, ${day}, ${start}–${end}`,
  result: (home: number, away: number) => `${home}–${away}`,
  schedule: 'Schedule',
  scheduleLabel: (match: string) => `Schedule ${match}`,
  scheduleTitle: (match: string) => `Schedule ${match}`,
  venue: 'Venue',
  chooseVenue: 'Choose a venue',
  day: 'Day',
  start: 'Start',
  end: 'End',
  save: 'Save',
  cancel: 'Cancel',
  scheduled: 'Match scheduled.',
  scheduleFailed: 'The match could not be scheduled.',
  // Swap
  swapTitle: 'Swap two teams',
  swapA: 'Team',
  swapB: 'With',
  swap: 'Swap',
  swapped: 'Teams swapped.',
  swapFailed: 'The teams could not be swapped.',
  // Publish and discard
  publish: 'Publish',
  publishTitle: 'Publish these fixtures?',
  publishBody:
    'Everybody will see them, scorers can enter results and each team is e-mailed its scheduled matches.',
  publishConfirm: 'Publish',
  publishedNow: 'Fixtures published.',
  publishFailed: 'The fixtures could not be published.',
  discard: 'Discard draft',
  discardTitle: 'Discard this draft?',
  discardBody: 'The draft and its schedule are deleted; the paid teams stay.',
  discardConfirm: 'Discard',
  discarded: 'Draft discarded.',
  discardFailed: 'The draft could not be discarded.',
  // Swiss rounds
  pairRound: (round: number) => `Pair round ${round}`,
  pairing: 'Pairing...',
  paired: (round: number) => `Round ${round} is paired.`,
  pairFailed: 'The next round could not be paired.',
  // Venues
  venuesTitle: 'Venues',
  loadingVenues: 'Loading the venues...',
  venuesFailed: 'The venues could not be loaded',
  noVenues: 'No venues yet.',
  venueName: 'New venue',
  addVenue: 'Add venue',
  removeVenue: (name: string) => `Remove ${name}`,
  remove: 'Remove',
  venueFailed: 'The venue could not be changed.',
} as const;

/** The Races panel of the Fixtures section (athletics: heats with lanes, times, a final). */
export const RACES_MSG = {
  title: 'Races',
  hint: 'Athletics is run in races: draw the heats of an event from its paid entries, publish them, then draw the final from the heats’ times. A field event is drawn into flights instead, whose marks place it together: it has no final.',
  category: 'Category',
  /** The mixed relay's category, by the name the server gives it. */
  mixed: 'Mixed (relay)',
  discipline: 'Discipline',
  // The races drawn so far
  listTitle: 'Races drawn',
  loadingList: 'Loading the races...',
  listFailed: 'The races could not be loaded',
  noRaces: 'No races drawn yet.',
  colRace: 'Race',
  colState: 'State',
  colStage: 'Stage',
  colActions: 'Actions',
  open: 'Open',
  openLabel: (title: string) => `Open ${title}`,
  stage: {
    heats: 'Heats drawn',
    flights: 'Flights drawn',
    final: 'Final drawn',
    results: 'Results in',
  },
  draft: 'Draft',
  published: 'Published',
  retry: 'Try again',
  // The paid entries
  entriesTitle: (count: number) => `Paid entries (${count})`,
  loadingEntries: 'Loading the paid entries...',
  entriesFailed: 'The paid entries could not be loaded',
  noEntries: 'Nobody has paid for this event yet.',
  entry: (name: string, college: string) => (name === college ? name : `${name}, ${college}`),
  // Drawing the heats
  lanes: 'Lanes',
  lanesHint: 'Lanes on the track.',
  /** The lanes of a discipline not drawn yet, which may be a field event. */
  lanesOrPlacesHint:
    'Lanes on the track; for a field event, how many jump or throw in each flight.',
  /** A field event's lanes: the places in a flight. */
  places: 'Places in a flight',
  placesHint: 'How many jump or throw in each flight.',
  drawBy: 'Put athletes in heats by',
  byDraw: 'Draw',
  byTimes: 'Seed times',
  countInvalid: 'Enter a whole number.',
  preview: 'Preview',
  previewTitle: 'Preview (not saved)',
  previewHint:
    'Drawn in the browser by the same rules the server uses. Draw heats to save it as a draft.',
  previewFailed: 'These heats cannot be drawn:',
  rulesFailed: 'The draw rules could not be loaded.',
  laneOf: (lane: number, name: string) => `Lane ${lane}: ${name}`,
  /** A field event's heat, as the server names it. */
  flightName: (number: number) => `Flight ${number}`,
  orderOf: (order: number, name: string) => `Order ${order}: ${name}`,
  draw: 'Draw heats',
  drawAgain: 'Draw heats again',
  drawFlightsAgain: 'Draw flights again',
  drawing: 'Drawing...',
  drawn: 'Heats drawn.',
  drawFailed: 'The heats could not be drawn.',
  publishedNote: 'These heats are published: scorers enter the times on the scorer page.',
  publishedFieldNote: 'These flights are published: scorers enter the marks on the scorer page.',
  // The current race
  loadingRace: 'Loading the race...',
  raceFailed: 'The race could not be loaded',
  version: (version: number) => `Version ${version}`,
  publicPage: 'Public page',
  scorerPage: 'Scorer page',
  heatCaption: (name: string, timed: boolean) => `${name} · ${timed ? 'Timed' : 'No times yet'}`,
  flightCaption: (name: string, marked: boolean) =>
    `${name} · ${marked ? 'Marked' : 'No marks yet'}`,
  colLane: 'Lane',
  /** A field event's lane: the place in the flight's jumping or throwing order. */
  colOrder: 'Order',
  colAthlete: 'Athlete',
  colCollege: 'College',
  colTime: 'Time',
  colMark: 'Mark',
  colPlace: 'Place',
  none: '—',
  publish: 'Publish',
  publishTitle: 'Publish these heats?',
  publishBody: 'Everybody will see them, and scorers can enter the times.',
  publishFieldBody: 'Everybody will see them, and scorers can enter the marks.',
  publishConfirm: 'Publish',
  publishedNow: 'Heats published.',
  publishFailed: 'The heats could not be published.',
  discard: 'Discard draft',
  discardTitle: 'Discard this draft?',
  discardBody: 'The heats are deleted; the paid entries stay.',
  discardConfirm: 'Discard',
  discarded: 'Draft discarded.',
  discardFailed: 'The draft could not be discarded.',
  cancel: 'Cancel',
  // The final
  finalTitle: 'The final',
  finalWaiting: 'The final can be drawn once every heat has its times.',
  noFieldFinal: 'A field event has no final: its flights’ marks place it together.',
  finalists: 'Finalists (optional)',
  finalistsHint: 'How many run the final. Leave empty to fill every lane.',
  perHeat: 'From each heat (optional)',
  perHeatHint: 'The first of each heat go through, then the fastest of the rest.',
  drawFinal: 'Draw the final',
  drawingFinal: 'Drawing...',
  finalDrawn: 'Final drawn.',
  finalFailed: 'The final could not be drawn.',
  // A heat's place in the schedule
  placeOf: (heat: string, place: string) => `${heat}: ${place}`,
  unscheduled: 'Not scheduled',
  schedule: 'Schedule',
  move: 'Move',
  scheduleLabel: (heat: string) => `Schedule ${heat}`,
  moveLabel: (heat: string) => `Move ${heat}`,
  scheduleAbout: (race: string, athletes: number) =>
    `${race} · ${athletes} ${athletes === 1 ? 'athlete' : 'athletes'}`,
  noVenues: 'No venues yet: add one under Venues below.',
  venuesFailed: 'The venues could not be loaded',
  mailNote: 'Its athletes are e-mailed the new time.',
  heatScheduled: 'Heat scheduled.',
  scheduleFailed: 'The heat could not be scheduled.',
} as const;

const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'person' : 'people'}`;

/** Announcements (admins): a message to a segment of the people of the fest, now or at a set time. */
export const ANNOUNCEMENTS_MSG = {
  intro:
    'Write to the people of the fest: they get it by e-mail and on their account page, each person once however many groups they are in.',
  // The form
  newTitle: 'New announcement',
  title: 'Title',
  titleHint: (max: number) => `At most ${formatCount(max)} characters.`,
  body: 'Message',
  bodyHint: (max: number) => `At most ${formatCount(max)} characters.`,
  public: 'Show on the home page too',
  publicHint: 'Everybody sees it there, signed in or not.',
  segment: 'Who it is for',
  segmentHint: 'Everybody in any group ticked, each once.',
  registered: 'Teams registered and paid',
  registeredHint: 'The accounts that registered a paid team.',
  events: 'Events',
  eventsHint: 'Tick none for every event. Narrows the teams and the waiting lists.',
  categories: 'Categories',
  categoriesHint: 'Tick none for every category.',
  colleges: 'Colleges',
  collegesHint: 'Names separated by commas, in any case. Leave blank for every college.',
  checkedIn: 'Checked in at a gate',
  checkedInAny: 'Either',
  checkedInYes: 'Checked in (someone of the team)',
  checkedInNo: 'Not yet (nobody of the team)',
  waiting: 'People on a waiting list',
  guests: 'Hostel guests',
  guestsHint: 'Who booked a paid stay at the hostel.',
  roles: 'Accounts with the role',
  rolesHint: 'Tick none for no one by role.',
  count: 'Count people',
  counting: 'Counting...',
  reaches: (n: number) => `Reaches ${people(n)}.`,
  when: 'When',
  sendNow: 'Send now',
  sendAt: 'Send at',
  sendAtLabel: 'Send at (India time)',
  sendAtHint: 'India time (IST).',
  chooseTime: 'Choose when to send it.',
  submitNow: 'Send announcement',
  submitAt: 'Schedule announcement',
  sending: 'Sending...',
  sent: 'The announcement is being sent.',
  scheduled: (when: string) => `The announcement will be sent ${when}.`,
  rulesLoading: 'Loading the events...',
  // The list
  listTitle: 'All announcements',
  loading: 'Loading the announcements...',
  loadFailed: 'The announcements could not be loaded',
  empty: 'No announcements yet.',
  sentAt: 'Sent',
  sendsAt: 'To be sent',
  wasFor: 'Was to be sent',
  startedAt: 'Sending since',
  recipients: 'Recipients',
  recipientsValue: people,
  emails: 'E-mails',
  emailsValue: (sent: number, queued: number, failed: number) =>
    `${formatCount(sent)} sent, ${formatCount(queued)} queued, ${formatCount(failed)} failed`,
  audience: 'For',
  onHomePage: 'Also on the home page',
  message: 'Message',
  cancel: 'Cancel',
  cancelLabel: (title: string) => `Cancel “${title}”`,
  cancelTitle: 'Cancel this announcement?',
  cancelBody: (title: string) => `“${title}” will not be sent. This cannot be undone.`,
  cancelConfirm: 'Cancel announcement',
  keep: 'Keep it',
  cancelled: 'Announcement cancelled.',
  // Who it is for, in words
  nobody: 'Nobody',
  teams: 'Paid teams',
  everyEvent: 'every event',
  checkedInWords: 'checked in',
  notCheckedInWords: 'not checked in yet',
  waitingOf: (events: string) => `People waiting for ${events}`,
  waitingAll: 'People on a waiting list',
  guestsWords: 'Hostel guests',
  rolesWords: (roles: string) => `Accounts: ${roles}`,
} as const;

const teams = (n: number) => `${formatCount(n)} ${n === 1 ? 'team' : 'teams'}`;

/** The Announcements section's reminders, sent by e-mail the day before (admins). */
export const REMINDERS_MSG = {
  title: 'Reminders',
  intro:
    'E-mails sent by themselves the day before, each once: to each team before its first match, and to everyone with a paid team before the fest.',
  which: 'Which reminders go out',
  matchEve: "The day before a team's first match: its time and venue",
  matchEveHint: 'Each team is told when and where it plays first.',
  festEve: 'The day before the fest: where to report and what to bring',
  festEveHint: 'Everyone with a paid team is told, with their teams.',
  time: 'Sent at (India time)',
  timeHint: 'On the day before, India time (IST), as HH:MM.',
  firstDay: "The fest's first day",
  firstDayHint: 'The fest reminder goes out the day before.',
  report: 'Where to report',
  reportHint: (max: number | null) =>
    max === null
      ? 'Needed for the reminder before the fest.'
      : `Needed for the reminder before the fest. At most ${formatCount(max)} characters.`,
  bring: 'What to bring',
  bringHint: (max: number | null) =>
    max === null
      ? 'Identity card, college ID, kit...'
      : `Identity card, college ID, kit... At most ${formatCount(max)} characters.`,
  save: 'Save reminders',
  saving: 'Saving...',
  saved: 'Reminders saved.',
  loading: 'Loading the reminders...',
  loadFailed: 'The reminders could not be loaded',
  sent: (matchEve: number, festEve: number) =>
    `Sent so far: ${teams(matchEve)} reminded of ${matchEve === 1 ? 'its' : 'their'} first match · ${people(festEve)} reminded of the fest.`,
} as const;

/** Certificates: each kind in a sentence ("Release the merit certificates of Chess?"). */
const CERTIFICATE_KIND_WORDS: Record<CertificateKind, string> = {
  participation: 'participation certificates',
  merit: 'merit certificates',
  ca: 'campus ambassador certificates',
};

const certificates = (n: number) => `${formatCount(n)} ${n === 1 ? 'certificate' : 'certificates'}`;

/** The Announcements section's certificates (admins): released after the fest, e-mailed, revocable. */
export const CERTIFICATES_MSG = {
  title: 'Certificates',
  intro:
    'Participation, merit and campus ambassador certificates, released after the fest: each is issued once and e-mailed to its holder, and its QR code opens the public verify page.',
  loading: 'Loading the certificates...',
  loadFailed: 'The certificates could not be loaded',
  // The counts
  countsLabel: 'Certificates per kind',
  issuedCount: (n: number) => `${formatCount(n)} issued`,
  eligibleCount: (n: number) => `${formatCount(n)} to release now`,
  revokedLabel: 'Revoked',
  // Releasing
  releaseTitle: 'Release',
  releaseHint:
    'Issues every certificate of the kind (of the event, when one is chosen) not issued yet, and e-mails each holder theirs. Certificates already issued are left as they are.',
  kind: 'Kind',
  event: 'Event',
  allEvents: 'All events',
  release: 'Release certificates',
  counting: 'Counting...',
  countFailed: 'Could not count the certificates to release',
  releaseConfirmTitle: (kind: CertificateKind, eventTitle: string | null) =>
    eventTitle === null
      ? `Release the ${CERTIFICATE_KIND_WORDS[kind]}?`
      : `Release the ${CERTIFICATE_KIND_WORDS[kind]} of ${eventTitle}?`,
  releaseConfirmBody: (n: number) =>
    n === 0
      ? 'No certificate is ready to be issued now.'
      : `${certificates(n)} ${n === 1 ? 'is' : 'are'} ready to be issued, and each holder is e-mailed theirs.`,
  releaseConfirm: 'Release',
  releaseFailed: 'The certificates could not be released.',
  released: (issued: number, already: number, mailed: number) =>
    `Issued ${certificates(issued)} (${formatCount(already)} already issued); ${people(mailed)} e-mailed.`,
  // The list
  listTitle: 'Certificates issued',
  filtersLabel: 'Filter certificates',
  filterKind: 'Kind',
  allKinds: 'All kinds',
  filterEvent: 'Event',
  filterCollege: 'College',
  shown: (shown: number, total: number) =>
    shown === total
      ? `${certificates(total)}.`
      : `The newest ${formatCount(shown)} of ${certificates(total)}.`,
  empty: 'No certificates issued yet.',
  noneMatch: 'No certificate matches these filters.',
  colNumber: 'No.',
  colKind: 'Kind',
  colName: 'Name',
  colCollege: 'College',
  colEvent: 'Event',
  colDetail: 'For',
  colIssued: 'Issued',
  colStatus: 'Status',
  colActions: 'Actions',
  campusAmbassador: 'Campus ambassador',
  valid: 'Valid',
  revoked: 'Revoked',
  revokedBecause: (reason: string) => `Revoked: ${reason}`,
  // Downloads
  archive: 'Download all as ZIP',
  archiving: 'Downloading...',
  archiveHint: 'Choose an event or a college first.',
  archiveOf: (what: string) => `The certificates of ${what}, as PDFs in one ZIP file.`,
  archiveFailed: 'Could not download the certificates',
  // Revoking
  revoke: 'Revoke',
  revokeLabel: (id: string) => `Revoke certificate ${id}`,
  revokeTitle: (id: string) => `Revoke certificate ${id}?`,
  revokeBody: (title: string, name: string, what: string) =>
    `${title} of ${name} (${what}). Its holder can no longer download it, and the verify page says it is revoked, with the reason.`,
  revokeReason: 'Reason (shown on the verify page, kept in the audit log)',
  revokeConfirm: 'Revoke certificate',
  revokedNow: (id: string) => `Certificate ${id} revoked.`,
} as const;

/** Certificates: each kind, as the release and filter selects offer them. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  participation: 'Participation',
  merit: 'Merit',
  ca: 'Campus ambassadors',
};

/** Announcements: where each stands, in words (the server's state, as it names it). */
export const ANNOUNCEMENT_STATE_LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** The Check-in section's lists: the fest's gates, the hostel desk, the mess, the pronite, ... */
export const CHECKIN_LISTS_MSG = {
  title: 'Check-in lists',
  intro:
    'Each gate scans for one list: the list that names it, else the default list. A list admits the passes of its events (only guests with a paid stay, when it says so) and counts each pass once, or in and out.',
  loading: 'Loading the check-in lists...',
  loadFailed: 'The check-in lists could not be loaded',
  empty: 'No check-in lists yet.',
  // The lists
  listsCaption: 'Check-in lists and their counts',
  colName: 'List',
  colKind: 'Kind',
  colMode: 'Counts',
  colEvents: 'Events',
  colGates: 'Gates',
  colStay: 'Paid stay only?',
  colEntered: 'Entered',
  colInside: 'Inside now',
  colBlocked: 'Blocked',
  colDuplicates: 'Duplicates',
  colActions: 'Actions',
  everyEvent: 'Every event',
  everyOtherGate: 'Every other gate',
  gatesAndOthers: (gates: string) => `${gates}, and every other gate`,
  yes: 'Yes',
  no: 'No',
  add: 'Add a list',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  remove: 'Delete',
  removeLabel: (name: string) => `Delete ${name}`,
  removeTitle: (name: string) => `Delete the list ${name}?`,
  removeBody:
    'Its gates then scan for the default list. The default list, and a list that has entries, cannot be deleted.',
  removeConfirm: 'Delete list',
  removed: (name: string) => `${name} deleted.`,
  // The form
  newTitle: 'New check-in list',
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  kind: 'Kind',
  mode: 'Counts',
  kindHint:
    "Fest entry: a pass's first entry is its check-in. Hostel desk: a guest's first entry is their arrival (paid stay only). Entry once: a second scan is a duplicate. Entry and exit: the people inside are counted.",
  events: 'Events admitted',
  everyEventChoice: 'Every event',
  someEventsChoice: 'Only the passes of these events',
  eventsLabel: 'Events',
  eventsLoading: 'Loading the events...',
  gates: 'Gates',
  gatesHint:
    'The gates that scan for this list, separated by commas, as the volunteers name their gate (Mess, Mess back door). Capitals and spaces around a name do not matter.',
  requiresStay: 'Only guests with a paid stay',
  isDefault: 'The default list: every gate that no list names scans for it',
  create: 'Add list',
  creating: 'Adding...',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  created: (name: string) => `${name} added.`,
  saved: (name: string) => `${name} saved.`,
  // One list
  show: (name: string) => `Show ${name}`,
  close: 'Close',
  closeLabel: (name: string) => `Close ${name}`,
  detailLoading: 'Loading the list...',
  detailFailed: 'The list could not be loaded',
  countsLabel: (name: string) => `Counts of ${name}`,
  entered: 'Entered',
  insideNow: 'Inside now',
  blocked: 'Blocked',
  duplicates: 'Duplicate scans',
  recentTitle: 'Latest entries',
  recentCaption: (name: string) => `Latest entries at ${name}`,
  noEntries: 'No entries yet.',
  colPass: 'Pass',
  colRole: 'Role',
  colFirstIn: 'First in',
  colLastIn: 'Last in',
  colLastOut: 'Last out',
  colInsideNow: 'Inside?',
  colGate: 'Gate',
  colBy: 'By',
  duplicatesCaption: (name: string) => `Duplicate scans at ${name}`,
  noDuplicates: 'No duplicate scans.',
  colScannedAt: 'Scanned at',
  colOffline: 'Offline?',
  colDirection: 'Direction',
  blockedTitle: 'Blocked passes',
  blockedCaption: (name: string) => `Passes blocked from ${name}`,
  noBlocked: 'No pass is blocked.',
  colPassNumber: 'Pass no.',
  colReason: 'Reason',
  colBlockedAt: 'When',
  exportCsv: 'Export CSV',
  exportLabel: (name: string) => `Export CSV of ${name}`,
  exporting: 'Exporting...',
  exportFailed: 'Could not export the entries',
  // Blocking
  blockTitle: 'Block a pass',
  blockHint:
    "A blocked pass is refused at this list's gates, online and offline, and the volunteer reads the reason.",
  passNumber: 'Pass number',
  passNumberHint: "The 16 characters (0-9, a-f) printed under the pass's QR code.",
  passRequired: 'Give the pass number.',
  blockReason: 'Reason (read at the gate, kept in the audit log)',
  block: 'Block pass',
  blocking: 'Blocking...',
  blockedNow: (name: string, list: string) => `${name} is blocked from ${list}.`,
  unblock: 'Unblock',
  unblockLabel: (name: string) => `Unblock ${name}`,
  unblockTitle: (name: string, list: string) => `Unblock ${name} at ${list}?`,
  unblockBody: 'Their pass is admitted at this list again.',
  blockedFor: (reason: string) => `Blocked for: ${reason}`,
  unblockedNow: (name: string) => `${name} unblocked.`,
  unblockFailed: 'Could not unblock the pass',
} as const;

/** Check-in lists: what a list's first scan records, in words. */
export const CHECKIN_LIST_KIND_LABELS: Record<CheckinListKind, string> = {
  entry: 'Fest entry',
  stay: 'Hostel desk',
  access: 'Counted on its own',
};

/** Check-in lists: how a list counts, in words. */
export const CHECKIN_LIST_MODE_LABELS: Record<CheckinListMode, string> = {
  once: 'Entry once',
  in_out: 'Entry and exit',
};

/** Check-in lists: which way a scan counted. */
export const SCAN_DIRECTION_LABELS: Record<ScanDirection, string> = {
  in: 'In',
  out: 'Out',
};

const days = (n: number) => `${formatCount(n)} ${n === 1 ? 'day' : 'days'}`;

/**
 * Privacy (admins): the registers the DPDP Act asks for. Grievances, each to be answered by its due
 * day, and personal data breaches, each to be reported to the Data Protection Board by its deadline
 * (the server works out both).
 */
export const PRIVACY_MSG = {
  intro:
    'The registers the DPDP Act asks us to keep: the grievances people send the grievance officer, each answered by its due day; any personal data breach, reported to the Data Protection Board in time; and the accounts whose personal data has been erased.',
  retry: 'Try again',
  none: '—',
  notKnown: 'Not known',
  notYet: 'Not yet',
  cancel: 'Cancel',
  indiaTimeHint: 'India time (IST).',
  // Grievances
  grievancesTitle: 'Grievances',
  grievancesLoading: 'Loading the grievances...',
  grievancesFailed: 'The grievances could not be loaded',
  grievancesEmpty: 'No grievances yet.',
  countsLabel: 'Grievances waiting for an answer',
  openCount: 'Open',
  overdueCount: 'Overdue',
  received: 'Received',
  due: 'Answer due by',
  daysLeft: (n: number) => (n === 0 ? 'due today' : `${days(n)} left`),
  overdueBy: (n: number) => `Overdue by ${days(n)}`,
  name: 'Name',
  email: 'E-mail',
  about: 'About',
  message: 'Grievance',
  openBadge: 'Open',
  overdueGrievanceBadge: 'Overdue',
  answeredBadge: 'Answered',
  answer: 'Answer',
  answeredAt: 'Answered',
  answeredWhen: (when: string, by: string | null) => (by ? `${when} by ${by}` : when),
  answerLabel: (reference: string) => `Answer ${reference}`,
  // The answer's dialog
  answerTitle: (reference: string) => `Answer grievance ${reference}`,
  theirGrievance: (name: string, about: string) => `${name} wrote (${about}):`,
  yourAnswer: 'Your answer',
  answerHint: (email: string) => `It is e-mailed to ${email}, and kept here with the grievance.`,
  answerRequired: 'Write your answer.',
  send: 'Send answer',
  sending: 'Sending...',
  answered: (reference: string, email: string) =>
    `Your answer to ${reference} is on its way to ${email}.`,
  // Breaches
  breachesTitle: 'Breach register',
  breachesHint:
    'Record a breach as soon as you know of it: each shows when its report to the Data Protection Board is due, counted from when you found out. Tell the people affected without delay.',
  breachesLoading: 'Loading the breach register...',
  breachesFailed: 'The breach register could not be loaded',
  breachesEmpty: 'No breaches recorded.',
  recordBreach: 'Record a breach',
  summary: 'What happened',
  personalData: 'Personal data affected',
  peopleAffected: 'People affected',
  peopleCount: (n: number) => `${formatCount(n)} ${n === 1 ? 'person' : 'people'}`,
  occurredAt: 'Happened at',
  discoveredAt: 'Found out at',
  boardDue: 'Report to the Board due by',
  boardOverdue: 'Overdue',
  boardToldAt: 'Told the Board at',
  peopleToldAt: 'Told the people at',
  actions: 'Actions taken',
  recordedBy: 'Recorded by',
  overdueBadge: 'Board report overdue',
  toldBadge: 'Board told',
  dueBadge: 'Board report due',
  edit: 'Edit',
  editLabel: (summary: string) => `Edit the breach: ${summary}`,
  // The breach's dialog
  recordTitle: 'Record a breach',
  editTitle: 'Edit the breach',
  summaryHint: 'A short description of the breach.',
  personalDataHint:
    'Which personal data, of whom: names, e-mails, phone numbers, Aadhaar numbers...',
  peopleAffectedHint: 'Leave blank when it is not known yet.',
  peopleNotCount: 'Give a whole number of people, or leave it blank.',
  occurredAtHint: 'India time (IST). Leave blank when it is not known.',
  discoveredAtHint:
    "India time (IST): when the organisers found out. The Board's deadline is counted from here.",
  toldHint: 'India time (IST). Leave blank until it is done.',
  actionsHint: 'What was done to contain it, and what will stop it happening again.',
  save: 'Save',
  saving: 'Saving...',
  recorded: 'The breach is recorded.',
  saved: 'The breach is saved.',
  // Erasures
  erasuresTitle: 'Erasures',
  erasuresHint:
    'The accounts whose personal data has been erased, by their owner or at the end of the retention the privacy notices state. The register names no one: only the account’s id.',
  erasuresLoading: 'Loading the erasure register...',
  erasuresEmpty: 'No accounts erased yet.',
  erasuresCaption: 'Erasure register',
  eraseFrom: (when: string) =>
    `Accounts made for the fest are erased at the end of their retention from ${when}; each owner is e-mailed first.`,
  keptByHand: 'No retention is set: accounts are kept until erased by hand.',
  reason: 'Reason',
  account: 'Account',
  toldAt: 'Told at',
  erasedAt: 'Erased at',
  reasonRequest: 'Deleted by its owner',
  reasonRetention: 'End of retention',
  dueAfterNotice: 'Due 48 hours after the notice',
} as const;
