/**
 * The API's bodies as the server's OpenAPI document describes them. Every type here is a name for a
 * generated schema (src/lib/api-schema.gen.ts, written by scripts/api-types.sh); none declares a
 * field of its own, so the browser and the server cannot disagree about what an answer holds.
 */
import type { components, paths } from './api-schema.gen';

type Schemas = components['schemas'];

/** The JSON body of a successful (200) answer of `GET path`. */
type GetAnswer<Path extends keyof paths> = paths[Path] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

// Shared values

/** What an account may do: user, ca, volunteer, moderator or admin. */
export type Role = Schemas['Role'];
/** Where a CA application stands: pending, accepted or rejected. */
export type CaApplicationStatus = Schemas['CaApplicationStatus'];
/**
 * Where a registration stands (pending, paid, awaiting_payment, flagged, expired, refunded,
 * cancelled).
 */
export type PaymentStatus = Schemas['PaymentStatus'];
/**
 * How the site takes money (sandbox, razorpay, offline, upi); also the mode that took a registration's
 * money.
 */
export type PaymentMode = Schemas['PaymentMode'];
/** Paging as the list calls answer it (1-based page). */
export type Pagination = Schemas['Pagination'];
/** A plain success answer: `{success, message}`. */
export type MessageResponse = Schemas['MessageResponse'];

// Accounts and sessions

/** An account as the API shows it: the signed-in user, a role change. */
export type UserView = Schemas['UserView'];
/**
 * An account in GET /user/all-users: `caApplication` is the application's id (SPEC 7), its status
 * `caApplicationStatus`.
 */
export type UserListItem = Schemas['UserListItem'];
/** GET /user/me: the signed-in user; also the answer to PATCH /user/me (the profile as it now is). */
export type MeResponse = Schemas['MeResponse'];
/** PATCH /user/me: the profile fields to change (only those sent change; a blank optional one clears). */
export type ProfileForm = Schemas['ProfileForm'];
/** POST /auth/password/forgot: the account's e-mail. */
export type ForgotPasswordForm = Schemas['ForgotPasswordForm'];
/** POST /auth/password/reset: the e-mail, the code it received and the new password twice. */
export type ResetPasswordForm = Schemas['ResetPasswordForm'];
/** PUT /user/me/password: the current password (blank to set a Google account's first) and the new one twice. */
export type ChangePasswordForm = Schemas['ChangePasswordForm'];
/** POST /user/me/email: the new address (a code is sent there to confirm it). */
export type ChangeEmailForm = Schemas['ChangeEmailForm'];
/** POST /user/me/email/verify: the code sent to the new address; answered with the account (MeResponse). */
export type ConfirmEmailForm = Schemas['ConfirmEmailForm'];
/** DELETE /user/me: the password, or for an account without one a fresh Google credential. */
export type DeleteAccountForm = Schemas['DeleteAccountForm'];
/** One of the account's live sessions as its owner sees it (device, address, when made and last used). */
export type SessionView = Schemas['SessionView'];
/** GET /user/me/sessions: the account's live sessions, this one first, then by last use. */
export type SessionsResponse = Schemas['SessionsResponse'];
/** DELETE /user/me/sessions/{id} and POST /user/me/sessions/revoke-others: how many sessions ended. */
export type SignedOutResponse = Schemas['SignedOutResponse'];
/** The answer to a successful login, Google login or sign-up verification. */
export type AuthResponse = Schemas['AuthResponse'];
/** POST /auth/signup/send-otp; a 429 carries `timeLeft` in its error body. */
export type SendOtpResponse = Schemas['SendOtpResponse'];
/** GET /user/all-users: one page of accounts. */
export type UsersResponse = Schemas['UsersResponse'];
/** PUT /user/{id}/role: the account with its new role. */
export type RoleResponse = Schemas['RoleResponse'];
/** GET /config: what the page needs to know at run time (never a secret). */
export type PublicConfig = GetAnswer<'/api/v1/config'>;

// Campus ambassador programme

/** A CA application as the API shows it. */
export type CaApplicationView = Schemas['CaApplicationView'];
/** Applications per status. */
export type StatusCounts = Schemas['StatusCounts'];
/** GET /ca/all-applications: the applications (filtered) and the counts per status (unfiltered). */
export type ApplicationsResponse = Schemas['ApplicationsResponse'];
/** GET /ca/application: the signed-in user's application. */
export type MyApplicationResponse = Schemas['MyApplicationResponse'];
/** POST /ca/apply, PUT /ca/{id}/accept and /reject: the application as it now stands. */
export type ApplicationResponse = Schemas['ApplicationResponse'];
/** GET /ca/dashboard: referral code and link, credited paid referrals, leaderboard, channel. */
export type DashboardResponse = Schemas['DashboardResponse'];
/** One line of the CA leaderboard. */
export type LeaderboardEntry = Schemas['LeaderboardEntry'];

// Events and registrations

/** One event of GET /events: the catalogue entry plus whether registration is open now. */
export type ListedEvent = Schemas['ListedEvent'];
/** GET /events: the catalogue. */
export type EventsResponse = Schemas['EventsResponse'];
/** GET /events/registered-events-name: the events the signed-in user registered for. */
export type RegisteredEventsResponse = Schemas['RegisteredEventsResponse'];
/**
 * GET and PUT /admin/events/{event}/settings: the event's registration switch, capacity (in all and per
 * category), deadlines and places left now.
 */
export type SettingsResponse = Schemas['SettingsResponse'];
/**
 * PUT /admin/events/{event}/settings: the settings to change; a field left out stays as it is, and
 * null clears it.
 */
export type SettingsRequest = Schemas['SettingsRequest'];
/** PUT and DELETE /admin/events/{event}/rulebook: where the event's rulebook now is. */
export type RulebookResponse = Schemas['RulebookResponse'];
/**
 * A registration as the API shows it: payment fields plus the roster or athletics entry, and whether
 * its owner may still change the team (`canChange`, until `changeDeadline`).
 */
export type RegistrationView = Schemas['RegistrationView'];
/**
 * Where the refund of a cancelled registration stands: pending (asked of the gateway), processed,
 * failed (an admin retries) or manual (paid offline: the organisers pay it back by hand).
 */
export type RefundStatus = Schemas['RefundStatus'];
/** GET /events/my-registrations: the signed-in user's registrations, newest first. */
export type MyRegistrationsResponse = Schemas['MyRegistrationsResponse'];
/** POST /events/{event}/cancel: the caller's registration for the event, now cancelled. */
export type CancelResponse = Schemas['CancelResponse'];
/** POST /admin/registrations/{id}/refund: why the admin refunds (kept in the audit log). */
export type RefundRequest = Schemas['RefundRequest'];
/** POST /admin/registrations/{id}/refund: the registration, cancelled with its refund under way. */
export type RefundResponse = Schemas['RefundResponse'];
/** A person on a registration (Aadhaar masked unless the caller may see it in full). */
export type PersonView = Schemas['PersonView'];
/** The roster of a team event, or the athletics entry. */
export type EntryView = Schemas['EntryView'];
/** A team's roster: role field -> members. */
export type TeamEntryView = Schemas['TeamEntryView'];
/** An athletics entry: lead athlete, individual events, relay teams. */
export type AthleticsEntryView = Schemas['AthleticsEntryView'];
/** One relay team of an athletics entry. */
export type RelayTeamView = Schemas['RelayTeamView'];
/** The account that made a registration. */
export type OwnerRef = Schemas['OwnerRef'];
/** GET /events/{event}/registrations: one page of an event's registrations. */
export type EventRegistrationsResponse = Schemas['EventRegistrationsResponse'];
/** POST /events/{event}: a registration without online payment. */
export type RegisterResponse = Schemas['RegisterResponse'];
/** POST /events/{event}/create-order: the order to pay and how to present the widget. */
export type CreateOrderResponse = Schemas['CreateOrderResponse'];
/** POST /events/{event}/quote: what a registration would cost before it is sent (nothing stored). */
export type QuoteResponse = Schemas['QuoteResponse'];
/** POST /admin/registrations/{id}/mark-paid: the registration, now paid. */
export type MarkPaidResponse = Schemas['MarkPaidResponse'];
/** POST /admin/registrations/{id}/resolve: the flagged registration as resolved. */
export type ResolveResponse = Schemas['ResolveResponse'];
/** POST /admin/registrations/{id}/reveal-aadhaar: the registration's Aadhaar numbers in full. */
export type RevealAadhaarResponse = Schemas['RevealAadhaarResponse'];
/** One person's Aadhaar number in full, with the person's place in the record. */
export type RevealedAadhaar = Schemas['RevealedAadhaar'];

// Admin figures and audit

/** GET /admin/stats: accounts per role, CA applications per status, registrations and money per event. */
export type StatsResponse = Schemas['StatsResponse'];
/** Accounts by role. */
export type UserCounts = Schemas['UserCounts'];
/** One event's registrations by status and the money received. */
export type EventFigures = Schemas['EventFigures'];
/** Paid registrations and money received over all events. */
export type Totals = Schemas['Totals'];
/** GET /admin/audit-log: one page of entries, newest first. */
export type AuditResponse = Schemas['AuditResponse'];
/** One entry of the audit log. */
export type AuditEntry = Schemas['AuditEntry'];

// Payments

/** POST /payments/sandbox/{orderId}/pay: exactly what Razorpay's widget gives its success handler. */
export type SandboxPaid = Schemas['SandboxPaid'];
/** POST /payments/sandbox/{orderId}/fail: the failure, as Razorpay's `payment.failed` reports it. */
export type SandboxFailed = Schemas['SandboxFailed'];

/** How to pay an order by UPI (payments mode `upi`): the link (and QR code), the payee, the reference. */
export type UpiPayment = Schemas['UpiPayment'];
/** GET /payments/upi/{orderId}, POST /payments/upi/{orderId}/utr: a UPI order and where its UTR stands. */
export type UpiOrderView = Schemas['UpiOrderView'];
/** Where a UPI order stands: created, submitted (waits for the organisers) or paid. */
export type UpiOrderState = Schemas['UpiOrderState'];
/** GET /admin/payments/upi: the UTRs waiting for the organisers. */
export type UpiWaitingList = Schemas['UpiWaitingList'];
/** One UTR waiting for the organisers. */
export type UpiWaiting = Schemas['UpiWaiting'];
/** POST /admin/payments/upi/statement: what matching a bank statement did. */
export type StatementResult = Schemas['StatementResult'];
/** One statement line and what it did (also POST /admin/payments/upi/{orderId}/confirm). */
export type UpiMatchLine = Schemas['UpiMatchLine'];
/** What became of a statement line: confirmed, already_confirmed, flagged or unmatched. */
export type UpiMatchOutcome = Schemas['UpiMatchOutcome'];
/** Why a statement line matched nothing: unknown_utr, amount_differs, no_utr or no_amount. */
export type UpiUnmatchedReason = Schemas['UpiUnmatchedReason'];

/** POST /payment/create: the test order. */
export type TestOrderResponse = Schemas['TestOrderResponse'];

// Fest-day passes and gate check-in

/** An event's slug, as the API names it (`football`, `chess`, ...). */
export type EventId = Schemas['EventId'];
/** One person's pass: the token its QR code carries and whether it has been used. */
export type PassView = Schemas['PassView'];
/** GET /passes: the signed-in user's passes, one per person, newest registration first. */
export type PassesResponse = Schemas['PassesResponse'];
/** GET /checkin/public-key: the Ed25519 key that signs passes. */
export type PublicKeyResponse = Schemas['PublicKeyResponse'];
/**
 * GET /checkin/bundle: what a scanner needs offline (the key, revoked passes, passes already used, the
 * check-in lists with their entries and blocked passes, the passes with a paid stay).
 */
export type BundleResponse = Schemas['BundleResponse'];
/** A pass already checked in, as the bundle lists it. */
export type UsedPass = Schemas['UsedPass'];
/** A pass as the scanner and the admin screens show it (first name and initial only). */
export type PassSummary = Schemas['PassSummary'];
/** What a scan found: ok, duplicate, revoked, invalid or refused (a pass the gate's list does not admit). */
export type ScanResult = Schemas['ScanResult'];
/** A check-in list as a scan's answer names it: its id and name. */
export type ListRef = Schemas['ListRef'];
/** A check-in list's rules, as the scanner's bundle carries them (the gates that scan for it among them). */
export type CheckinListRule = Schemas['CheckinListRule'];
/** A pass's entry in a check-in list other than the default one, as the scanner's bundle carries it. */
export type ListEntry = Schemas['ListEntry'];
/** A pass an admin blocked from a check-in list, and why, as the scanner's bundle carries it. */
export type BlockedPass = Schemas['BlockedPass'];
/** POST /checkin/scan: the token a QR code carried, the gate and which way the scan counts. */
export type ScanRequest = Schemas['ScanRequest'];
/** POST /checkin/scan: the verdict, the message the volunteer reads and the pass's first check-in. */
export type ScanAnswer = Schemas['ScanAnswer'];
/** One scan made offline, as POST /checkin/sync takes it. */
export type OfflineScan = Schemas['OfflineScan'];
/** POST /checkin/sync: scans made offline. */
export type SyncRequest = Schemas['SyncRequest'];
/** POST /checkin/sync: one answer per scan, with the scan's id. */
export type SyncResponse = Schemas['SyncResponse'];
/** The answer to one synced scan. */
export type SyncedScan = Schemas['SyncedScan'];
/** A person found by the gate's manual search, with the token to check them in with. */
export type FoundPerson = Schemas['FoundPerson'];
/** GET /checkin/search: the people found. */
export type SearchResponse = Schemas['SearchResponse'];
/** GET /admin/checkin/{event}: checked in against expected, per gate, duplicates and recent check-ins. */
export type EventCheckinResponse = Schemas['EventCheckinResponse'];
/** Check-ins at one gate. */
export type GateCount = Schemas['GateCount'];
/** A scan of a pass that was already checked in. */
export type DuplicateScan = Schemas['DuplicateScan'];
/** A check-in, as the admin screen lists the recent ones. */
export type CheckedIn = Schemas['CheckedIn'];
/** POST /admin/checkin/passes/{id}/undo: why. */
export type UndoRequest = Schemas['UndoRequest'];
/** POST /admin/checkin/passes/{id}/undo: the pass, no longer checked in. */
export type UndoResponse = Schemas['UndoResponse'];
/** GET /admin/numbers: the fest-wide numbers, at the gates and at the hostel desk, and when taken. */
export type FestNumbersResponse = Schemas['FestNumbersResponse'];
/** The fest-wide numbers of the gates: checked in, passes, duplicates, by event, gate and hour. */
export type NumbersGates = Schemas['NumbersGates'];
/** One event's checked in, passes and duplicate scans. */
export type NumbersEvent = Schemas['NumbersEvent'];
/** One gate's first check-ins and duplicate scans. */
export type NumbersGate = Schemas['NumbersGate'];
/** One hour of India time and its check-ins. */
export type NumbersHour = Schemas['NumbersHour'];
/** The hostel desk's numbers: guests checked in and booked, by block and hour. */
export type NumbersHostel = Schemas['NumbersHostel'];
/** One hostel block's guests checked in and booked. */
export type NumbersBlock = Schemas['NumbersBlock'];

// Check-in lists (the gates of the fest, the hostel desk, the mess, the pronite, ...)

/** What a list's first scan records besides its own entry: entry (the fest's), stay (the hostel) or access. */
export type CheckinListKind = Schemas['CheckinListKind'];
/** How a list counts: once (a pass enters once) or in_out (entry and exit, the people inside counted). */
export type CheckinListMode = Schemas['CheckinListMode'];
/** Which way a scan counts: in or out (out only at lists that count entry and exit). */
export type ScanDirection = Schemas['ScanDirection'];
/** GET /admin/checkin-lists: a list's rules (events, gates, stay, default) and its live counts. */
export type CheckinListView = Schemas['CheckinListView'];
/** POST /admin/checkin-lists and PUT /admin/checkin-lists/{id}: a list's name and rules. */
export type CheckinListInput = Schemas['CheckinListInput'];
/** GET /admin/checkin-lists/{id}: the list, its latest entries, its duplicate scans and its blocks. */
export type CheckinListDetail = Schemas['CheckinListDetail'];
/** A pass's entries at one list (first in, last in and out, inside now) and its block, if any. */
export type ListEntryView = Schemas['ListEntryView'];
/** A duplicate scan at a list: in while inside already, or in again at a list counted once. */
export type ListDuplicate = Schemas['ListDuplicate'];

// Waiting lists

/** Where a waiting-list entry stands: waiting, offered, registered, lapsed, left or removed. */
export type WaitlistStatus = Schemas['WaitlistStatus'];
/** One waiting-list entry as its owner sees it (its place in line while waiting, the offer's end). */
export type WaitlistEntryView = Schemas['WaitlistEntryView'];
/** POST /events/{event}/waitlist: the entry made, with the message to show. */
export type WaitlistJoinResponse = Schemas['WaitlistJoinResponse'];
/** GET /user/waitlist: the signed-in user's entries, newest first. */
export type MyWaitlistResponse = Schemas['MyWaitlistResponse'];
/** DELETE /events/{event}/waitlist/me: the entry left. */
export type WaitlistLeaveResponse = Schemas['WaitlistLeaveResponse'];
/**
 * POST /events/{event}/waitlist/accept: the registration made from the offer, and its order when
 * paid online.
 */
export type WaitlistAcceptResponse = Schemas['WaitlistAcceptResponse'];
/** One entry of an event's waiting list as admins see it (with its owner). */
export type AdminWaitlistEntry = Schemas['AdminWaitlistEntry'];
/** GET and PUT /admin/events/{event}/waitlist(/order): the event's waiting list. */
export type AdminWaitlistResponse = Schemas['AdminWaitlistResponse'];
/** PUT /admin/events/{event}/waitlist/order: every waiting entry's id, in the new order. */
export type WaitlistOrderRequest = Schemas['WaitlistOrderRequest'];

// Roster changes

/** One change of a registration's team: what changed, the fee before and after, where it stands. */
export type RosterChangeView = Schemas['RosterChangeView'];
/**
 * PUT /events/{event}/registration: the registration, the change and, when there is more to pay,
 * the order.
 */
export type RosterChangeResponse = Schemas['RosterChangeResponse'];
/** POST /events/{event}/registration/verify-payment: the change, paid and applied. */
export type RosterChangePaidResponse = Schemas['RosterChangePaidResponse'];
/** GET /admin/registrations/{id}/history: the registration's changes, newest first. */
export type RegistrationHistoryResponse = Schemas['RegistrationHistoryResponse'];

// Payment health

/**
 * What about the money needs a human: stale_pending, flagged, late_payment, refund_pending,
 * refund_failed, refund_manual, webhook_failed.
 */
export type PaymentHealthKind = Schemas['PaymentHealthKind'];
/** What an admin can do about a payment-health item; each is an admin endpoint. */
export type PaymentHealthAction = Schemas['PaymentHealthAction'];
/** One payment-health item: who, which event, how much, since when, why, its history and actions. */
export type PaymentHealthItem = Schemas['PaymentHealthItem'];
/** One audit-log entry of a payment-health item (oldest first). */
export type PaymentHealthEntry = Schemas['PaymentHealthEntry'];
/** GET /admin/payments/health: the counts per kind and the items grouped by kind. */
export type PaymentHealthResponse = Schemas['PaymentHealthResponse'];
/** POST /admin/registrations/{id}/recheck: an optional reason. */
export type RecheckRequest = Schemas['RecheckRequest'];
/** POST /admin/registrations/{id}/recheck: what the gateway said, and the registration as it now is. */
export type RecheckResponse = Schemas['RecheckResponse'];
/** POST /admin/registrations/{id}/refund/manual: how the money was paid back. */
export type ManualRefundRequest = Schemas['ManualRefundRequest'];
/** POST /admin/registrations/{id}/refund/manual: the registration, its refund processed. */
export type ManualRefundResponse = Schemas['ManualRefundResponse'];
/** POST /admin/payments/webhooks/{id}/retry: why it is processed again. */
export type RetryWebhookRequest = Schemas['RetryWebhookRequest'];
/** POST /admin/payments/webhooks/{id}/retry: what processing it did. */
export type RetryWebhookResponse = Schemas['RetryWebhookResponse'];
/** POST /admin/changes/{id}/refunded: how the refund owed after a roster change was paid back. */
export type ChangeRefundedRequest = Schemas['ChangeRefundedRequest'];
/** POST /admin/changes/{id}/refunded: the change, its refund processed. */
export type ChangeRefundedResponse = Schemas['ChangeRefundedResponse'];
/** POST /admin/changes/{id}/received: the registration and the change now in effect. */
export type ChangeReceivedResponse = Schemas['ChangeReceivedResponse'];
/** POST /admin/payments/orphans/{id}/refund: why a payment nothing claims is refunded. */
export type OrphanRefundRequest = Schemas['OrphanRefundRequest'];
/** POST /admin/payments/orphans/{id}/refund: the kept payment, its refund under way. */
export type OrphanRefundResponse = Schemas['OrphanRefundResponse'];

// Discount codes

/** How a discount code takes money off: percent (1 to 100) or fixed (paise). */
export type CouponKind = Schemas['CouponKind'];
/** What a discount code may be used for: registration, accommodation or both. */
export type AppliesTo = Schemas['AppliesTo'];
/** POST /admin/coupons: a new code (kind, value, scope, events, validity window, limits). */
export type CouponRequest = Schemas['CouponRequest'];
/** One discount code with its uses now (registrations priced with it that take a place). */
export type CouponView = Schemas['CouponView'];
/** POST /admin/coupons: the code made. */
export type CouponResponse = Schemas['CouponResponse'];
/** GET /admin/coupons: every code, newest first. */
export type CouponsResponse = Schemas['CouponsResponse'];

// Accommodation

/** A block of the hostel: Men or Women. */
export type Block = Schemas['Block'];
/** The beds of each block (per night). */
export type BlockBeds = Schemas['BlockBeds'];
/**
 * The stay rules in force: the check-in window, the most nights, the price per guest per night
 * (paise) and the beds of each block. Passed as they are to the WebAssembly `quoteStay`.
 */
export type StayRules = Schemas['StayRules'];
/** One night of the window with the beds left in each block. */
export type NightView = Schemas['NightView'];
/** GET /accommodation/options: the rules in force and the beds left per night. */
export type AccommodationOptions = Schemas['AccommodationOptions'];
/**
 * POST /accommodation/create-order and /accommodation/book: a registration's people (pass ids), a
 * block, a check-in date, nights and an optional discount code.
 */
export type BookingRequestBody = Schemas['BookingRequestBody'];
/** POST /accommodation/create-order: the order to pay (as an event's), with the booking. */
export type BookingOrderResponse = Schemas['BookingOrderResponse'];
/** POST /accommodation/book, verify-payment, {id}/cancel and the admins' actions: the booking. */
export type BookingResponse = Schemas['BookingResponse'];
/** GET /accommodation/mine: the signed-in user's bookings, newest first. */
export type BookingsResponse = Schemas['BookingsResponse'];
/** A booking: its registration, block, dates, guests, price, status and refund. */
export type BookingView = Schemas['BookingView'];
/** A guest of a booking, with the hostel desk's check-in. */
export type GuestView = Schemas['GuestView'];
/** GET /admin/accommodation: the rules, the beds per night and the bookings (filtered). */
export type AdminAccommodationResponse = Schemas['AdminAccommodationResponse'];
/** A night's beds taken and left per block. */
export type AdminNightView = Schemas['AdminNightView'];
/** A booking as the organisers see it (with its owner, team and why it was flagged). */
export type AdminBookingView = Schemas['AdminBookingView'];
/** A receipt, tax invoice or credit note as issued, with where its PDF is. */
export type ReceiptView = Schemas['ReceiptView'];
/** GET /receipts and GET /admin/receipts?payable=: documents, newest first (or oldest first for a payable). */
export type ReceiptList = Schemas['ReceiptList'];
/** PUT /admin/accommodation/settings: the price or beds to change (a field left out stays). */
export type AccommodationSettingsRequest = Schemas['AccommodationSettingsRequest'];
/** PUT /admin/accommodation/settings: the rules as they now are. */
export type AccommodationSettingsResponse = Schemas['AccommodationSettingsResponse'];
/** POST /admin/accommodation/{id}/refund: why (kept in the audit log). */
export type BookingRefundRequest = Schemas['BookingRefundRequest'];
/** A pass holder's stay at the hostel, as GET /passes shows it. */
export type PassStayView = Schemas['PassStayView'];

// Bulk printing

/** A pass as it is printed: holder, role, college, event, category, dates, venue, id and token. */
export type PrintPass = Schemas['PrintPass'];
/** GET /admin/print/passes: the live passes of an event or of a college, to print. */
export type PrintPassesResponse = Schemas['PrintPassesResponse'];
/** One person on a team sheet: number, name, role, checked in or not. */
export type TeamSheetPlayer = Schemas['TeamSheetPlayer'];
/** One paid team of an event, for its referees. */
export type TeamSheetView = Schemas['TeamSheetView'];
/** GET /admin/print/team-sheets/{event}: the event's teams. */
export type TeamSheetsResponse = Schemas['TeamSheetsResponse'];
/** A college with passes to print, and how many. */
export type PrintCollege = Schemas['PrintCollege'];
/** GET /admin/print/colleges: the colleges with passes to print. */
export type PrintCollegesResponse = Schemas['PrintCollegesResponse'];
/** A registration draft kept on the server: the wizard's values and step, and when it was kept. */
export type DraftView = Schemas['DraftView'];
/** GET and PUT /user/drafts/{event}: the draft (null when none is kept). */
export type DraftResponse = Schemas['DraftResponse'];
/** DELETE /user/drafts/{event}: whether a draft was kept. */
export type DraftDeletedResponse = Schemas['DraftDeletedResponse'];

// Announcements

/** An announcement as people read it: title, message and when it was sent. */
export type NoticeView = Schemas['NoticeView'];
/** GET /user/notices and GET /announcements: announcements, newest first. */
export type NoticesResponse = Schemas['NoticesResponse'];
/**
 * Who an announcement is for: the paid teams (narrowed by events, categories, colleges and whether
 * someone of the team has been checked in), the waiting lists (narrowed by events), the hostel's
 * guests and the accounts of some roles; everybody of any group chosen, each once.
 */
export type Segment = Schemas['Segment'];
/** How an announcement's e-mails are doing: queued, sent and failed. */
export type Deliveries = Schemas['Deliveries'];
/** An announcement as admins see it: its segment, state, time, recipients and e-mails. */
export type AnnouncementView = Schemas['AnnouncementView'];
/** GET, POST /admin/announcements and DELETE /admin/announcements/{id}: every announcement, newest first. */
export type AnnouncementsResponse = Schemas['AnnouncementsResponse'];
/** POST /admin/announcements: the title, message, segment and time (absent: now) of a new one. */
export type AnnouncementRequest = Schemas['AnnouncementRequest'];
/** POST /admin/announcements/reach: the segment to count. */
export type ReachRequest = Schemas['ReachRequest'];
/** POST /admin/announcements/reach: how many people the segment reaches now, each once. */
export type ReachResponse = Schemas['ReachResponse'];
/**
 * The reminders sent the day before (India time): each team's first match (`matchEve`), and the
 * fest (`festEve`: where to report and what to bring, to everyone with a paid team), at `time`.
 */
export type Reminders = Schemas['Reminders'];
/** How many reminders were sent: teams reminded of their first match, people of the fest. */
export type SentCounts = Schemas['SentCounts'];
/** GET and PUT /admin/reminders: the reminders' settings and how many were sent. */
export type RemindersResponse = Schemas['RemindersResponse'];

// Certificates

/** What a certificate is for: participation, merit or ca (campus ambassador). */
export type CertificateKind = Schemas['CertificateKind'];
/** A certificate: what it says (signed), its state and the address its QR code opens. */
export type CertificateView = Schemas['CertificateView'];
/** GET /user/certificates: the account's certificates, newest first. */
export type CertificatesResponse = Schemas['CertificatesResponse'];
/** Where a checked certificate stands: valid, revoked or tampered (the token is not what was issued). */
export type VerifyStatus = Schemas['VerifyStatus'];
/** GET /verify/{id}: the check, the fest's record and the public key. */
export type VerifyResponse = Schemas['VerifyResponse'];
/** Certificates by kind (and revoked ones). */
export type CertificateCounts = Schemas['CertificateCounts'];
/** GET /admin/certificates: issued and to issue, and the newest matching a filter. */
export type AdminCertificatesResponse = Schemas['AdminCertificatesResponse'];
/** POST /admin/certificates/release: a kind, and one event or all. */
export type ReleaseRequest = Schemas['ReleaseRequest'];
/** POST /admin/certificates/release: issued now, issued before, owners e-mailed. */
export type ReleaseResponse = Schemas['ReleaseResponse'];
/** POST /admin/certificates/{id}/revoke: why. */
export type RevokeRequest = Schemas['RevokeRequest'];
/** POST /admin/certificates/{id}/revoke: the certificate as revoked. */
export type RevokeResponse = Schemas['RevokeResponse'];

// Web push

/** GET /push/public-key: the VAPID public key browsers subscribe with (`applicationServerKey`). */
export type PushKeyResponse = Schemas['PushKeyResponse'];
/** POST /user/push-subscriptions: a browser's push service address and keys (`PushSubscription.toJSON()`). */
export type SubscribeRequest = Schemas['SubscribeRequest'];
/** DELETE /user/push-subscriptions: the address of the browser to turn off. */
export type UnsubscribeRequest = Schemas['UnsubscribeRequest'];
/** GET, POST and DELETE /user/push-subscriptions: how many of the account's browsers get notifications. */
export type DevicesResponse = Schemas['DevicesResponse'];

// Personal data (the DPDP Act): the grievance officer and the admin area's registers

/** What a grievance is about: access, correction, erasure, consent or other. */
export type GrievanceKind = Schemas['GrievanceKind'];
/** GET /grievance-officer: who answers grievances (name and address when given), and within how many days. */
export type GrievanceOfficerResponse = Schemas['GrievanceOfficerResponse'];
/** POST /grievances: the sender's name and e-mail, what it is about and the grievance. */
export type GrievanceForm = Schemas['GrievanceForm'];
/** POST /grievances (201): the reference, the last day of the answer (YYYY-MM-DD) and where it goes. */
export type GrievanceReceipt = Schemas['GrievanceReceived'];
/** A grievance in the admin area: its deadline (days left, overdue) and, once answered, the answer. */
export type GrievanceView = Schemas['GrievanceView'];
/** GET /admin/grievances: every grievance (open ones first), how many are open and overdue. */
export type GrievancesResponse = Schemas['GrievancesResponse'];
/** POST /admin/grievances/{id}/answer: the grievance as answered. */
export type GrievanceResponse = Schemas['GrievanceResponse'];
/** An entry of the breach register, with when its report to the Board is due and whether that is past. */
export type BreachView = Schemas['BreachView'];
/** GET /admin/breaches: the register, newest discovered first. */
export type BreachesResponse = Schemas['BreachesResponse'];
/** POST /admin/breaches and PUT /admin/breaches/{id}: an entry as typed (times RFC 3339). */
export type BreachRequest = Schemas['BreachInput'];
/** POST /admin/breaches (201) and PUT /admin/breaches/{id}: the entry as stored. */
export type BreachResponse = Schemas['BreachResponse'];
