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
/** How the site takes money (sandbox, razorpay, offline); also the mode that took a registration's money. */
export type PaymentMode = Schemas['PaymentMode'];
/** Paging as the list calls answer it (1-based page). */
export type Pagination = Schemas['Pagination'];
/** A plain success answer: `{success, message}`. */
export type MessageResponse = Schemas['MessageResponse'];

// Accounts and sessions

/** An account as the API shows it: the signed-in user, an admin's user list, a role change. */
export type UserView = Schemas['UserView'];
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
/** A registration as the API shows it: payment fields plus the roster or athletics entry. */
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
/** GET /checkin/bundle: what a scanner needs offline (the key, revoked passes, passes already used). */
export type BundleResponse = Schemas['BundleResponse'];
/** A pass already checked in, as the bundle lists it. */
export type UsedPass = Schemas['UsedPass'];
/** A pass as the scanner and the admin screens show it (first name and initial only). */
export type PassSummary = Schemas['PassSummary'];
/** What a scan found: ok, duplicate, revoked or invalid. */
export type ScanResult = Schemas['ScanResult'];
/** POST /checkin/scan: the token a QR code carried and the gate. */
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
