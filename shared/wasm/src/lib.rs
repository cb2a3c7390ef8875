//! Thin `#[wasm_bindgen]` exports over `fest_shared::api`. Results are returned as values, never thrown:
//! every argument is taken as a plain JS value (typed for TypeScript with `unchecked_param_type` or
//! `tsify::Ts`), converted to `serde_json::Value` and handed to the very function the native test vectors
//! call; the result is converted back JSON-compatibly (plain objects, `undefined` fields omitted).
//!
//! TypeScript (generated): `festInfo(): FestInfo`, `catalogue(): Catalogue`, `colleges(): CollegeDirectory`,
//! `messages(): Messages`, `validateStep(eventId: string, step: Step, form: RegistrationForm): Checked`,
//! `validateRegistration(eventId: string, form: RegistrationForm): Checked`,
//! `registrationFee(eventId: string, form: RegistrationForm): FeeQuote`,
//! `normaliseRegistration(eventId: string, form: RegistrationForm): Normalised`,
//! `validateCaApplication(form: CaApplicationForm): Checked`, `validateSignup(form: SignupForm): Checked`,
//! `validateLogin(form: LoginForm): Checked`, `validateOtp(otp: string): Checked`, `limits(): Limits`,
//! `eventSteps(eventId: string): Step[]`, `isRegistrable(eventId: string): boolean`,
//! `isAlreadyRegistered(eventId: string, names: string[]): boolean`,
//! `athleticsEvents(category: string): AthleticsEvents`,
//! `countMembers(eventId: string, form: RegistrationForm): MemberCount`,
//! `validatePerson(eventId: string, role: string, person: PersonInput): Checked`, `caOptions(): CaOptions`,
//! `validateGrievance(form: GrievanceForm): Checked`, `grievanceOptions(): GrievanceOptions`,
//! `privacyNotices(retentionDays: number): Notice[]`, `validateAge(form: AgeForm, ownEmail: string): Checked`,
//! `formatRupees(paise: number): string`, `validateReferralCode(code: string): Checked`,
//! `rulebook(eventId: string): Rulebook | null`, `validateProfile(form: ProfileForm): Checked`,
//! `validateForgotPassword(form: ForgotPasswordForm): Checked`,
//! `validateResetPassword(form: ResetPasswordForm): Checked`,
//! `validateChangePassword(form: ChangePasswordForm): Checked`,
//! `validateChangeEmail(form: ChangeEmailForm): Checked`, `validateConfirmEmail(form: ConfirmEmailForm): Checked`,
//! `discount(fee: number, kind: CouponKind, value: number): DiscountQuote`, `stayRules(): StayRules`,
//! `quoteStay(rules: StayRules, checkIn: string, nights: number, guests: number): StayQuote`,
//! `validateUtr(utr: string): Checked`, `staffRoles(): Role[]`, `checkInRoles(): Role[]`, `scoreRoles(): Role[]`,
//! `adminSections(role: Role): AdminSection[]`, `holdsPlace(status: PayStatus): boolean`,
//! `ownerMayCancel(status: PayStatus): boolean`, `blockOf(category: string): Block | null`,
//! `parseRupees(text: string): number | null`, `parseCount(text: string): number | null`,
//! `pagePatterns(): string[]`, `isPage(path: string): boolean`,
//! `pasteRoster(eventId: string, text: string): RosterPaste`, `rosterFormat(eventId: string): RosterFormat | null`,
//! `scoreSheet(eventId: string): ScoreSheet | null`, `readScoreSheet(eventId: string, sheet: unknown): SheetResult`,
//! `parseRaceTime(text: string): number | null`, `raceTime(ms: number): string`,
//! `parseDistance(text: string): number | null`, `distanceText(cm: number): string`,
//! `isFieldEvent(discipline: string): boolean`, `listForGate(lists: CheckinList[], gate: string): number
//! | null`.
//!
//! The fixtures' exports (`generateFixtures`, `advanceBracket`, `drawHeats`, `finalFromHeats`, `swissRound`,
//! `standings`, `championship`, `scheduleClashes`) are not here but in a module of their own,
//! `shared/fixtures-wasm`, which only the fest-day organiser pages load: every visitor loads this one.

use fest_shared::accommodation::StayRules;
use fest_shared::api::{
    self, AthleticsEvents, Checked, DiscountQuote, FeeQuote, Limits, MemberCount, Messages, Normalised, SheetResult,
    StayQuote,
};
use fest_shared::auth::{LoginForm, SignupForm};
use fest_shared::ca::{CaApplicationForm, CaOptions};
use fest_shared::catalogue::Catalogue;
use fest_shared::colleges::CollegeDirectory;
use fest_shared::fest::FestInfo;
use fest_shared::registration::roster_paste::RosterPaste;
use fest_shared::registration::{PersonInput, RegistrationForm};
use serde::Serialize;
use serde_json::Value;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// Any JS value as JSON; values JSON cannot hold (functions, symbols, ...) read as `null`, which the
/// validators then report as malformed input.
fn input(js: &JsValue) -> Value {
    serde_wasm_bindgen::from_value(js.clone()).unwrap_or(Value::Null)
}

/// A result as a JSON-compatible JS value (objects for maps, numbers for paise).
fn output<T: Serialize + Tsify>(value: &T) -> Ts<T> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    Ts::new_unchecked(value.serialize(&serializer).unwrap_or(JsValue::NULL))
}

/// A plain serialisable result (lists) as a JSON-compatible JS value; its TypeScript type is given at the
/// export with `unchecked_return_type`.
fn plain<T: Serialize>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).unwrap_or(JsValue::NULL)
}

/// The fest's identity (name, year, dates, tagline, contacts, social links).
#[wasm_bindgen(js_name = festInfo)]
pub fn fest_info() -> Ts<FestInfo> {
    output(&api::fest_info())
}

/// The event catalogue (events, athletics lists and limits, categories).
#[wasm_bindgen(js_name = catalogue)]
pub fn catalogue() -> Ts<Catalogue> {
    output(&api::catalogue())
}

/// The college directory and the label of the free-text option.
#[wasm_bindgen(js_name = colleges)]
pub fn colleges() -> Ts<CollegeDirectory> {
    output(&api::colleges())
}

/// Fixed texts: the submit summary message and the inline hints.
#[wasm_bindgen(js_name = messages)]
pub fn messages() -> Ts<Messages> {
    output(&api::messages())
}

/// Whether the events page shows an event's places left (only when few remain).
#[wasm_bindgen(js_name = showsPlacesLeft)]
pub fn shows_places_left(places_left: u32) -> bool {
    fest_shared::catalogue::shows_places_left(places_left)
}

/// Checks one wizard step.
#[wasm_bindgen(js_name = validateStep)]
pub fn validate_step(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Step")] step: JsValue,
    form: Ts<RegistrationForm>,
) -> Ts<Checked> {
    output(&api::validate_step(&input(&event_id), &input(&step), &input(&form.js_value())))
}

/// Checks every step of a registration.
#[wasm_bindgen(js_name = validateRegistration)]
pub fn validate_registration(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    form: Ts<RegistrationForm>,
) -> Ts<Checked> {
    output(&api::validate_registration(&input(&event_id), &input(&form.js_value())))
}

/// The fee of a registration form in paise.
#[wasm_bindgen(js_name = registrationFee)]
pub fn registration_fee(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    form: Ts<RegistrationForm>,
) -> Ts<FeeQuote> {
    output(&api::registration_fee(&input(&event_id), &input(&form.js_value())))
}

/// The discount a code gives on a fee (paise), and what is left to pay: the server prices orders with the
/// very same function.
#[wasm_bindgen(js_name = discount)]
pub fn discount(
    #[wasm_bindgen(unchecked_param_type = "number")] fee: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CouponKind")] kind: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] value: JsValue,
) -> Ts<DiscountQuote> {
    output(&api::discount(&input(&fee), &input(&kind), &input(&value)))
}

/// The fest's stay rules with the organisers' starting price and beds (the server's `GET
/// /accommodation/options` gives the ones in force).
#[wasm_bindgen(js_name = stayRules)]
pub fn stay_rules() -> Ts<StayRules> {
    output(&api::stay_rules())
}

/// Checks a stay (check-in date, nights) against the rules and prices it for the guests: the server books
/// with the very same functions.
#[wasm_bindgen(js_name = quoteStay)]
pub fn quote_stay(
    rules: Ts<StayRules>,
    #[wasm_bindgen(js_name = checkIn, unchecked_param_type = "string")] check_in: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] nights: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] guests: JsValue,
) -> Ts<StayQuote> {
    output(&api::quote_stay(&input(&rules.js_value()), &input(&check_in), &input(&nights), &input(&guests)))
}

/// Checks every step and returns the normalised registration with its fee.
#[wasm_bindgen(js_name = normaliseRegistration)]
pub fn normalise_registration(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    form: Ts<RegistrationForm>,
) -> Ts<Normalised> {
    output(&api::normalise_registration(&input(&event_id), &input(&form.js_value())))
}

/// Checks a campus ambassador application.
#[wasm_bindgen(js_name = validateCaApplication)]
pub fn validate_ca_application(form: Ts<CaApplicationForm>) -> Ts<Checked> {
    output(&api::validate_ca_application(&input(&form.js_value())))
}

/// Checks a profile change (only the fields present change).
#[wasm_bindgen(js_name = validateProfile)]
pub fn validate_profile(form: Ts<fest_shared::profile::ProfileForm>) -> Ts<Checked> {
    output(&api::validate_profile(&input(&form.js_value())))
}

/// Checks the forgotten-password form.
#[wasm_bindgen(js_name = validateForgotPassword)]
pub fn validate_forgot_password(form: Ts<fest_shared::auth::ForgotPasswordForm>) -> Ts<Checked> {
    output(&api::validate_forgot_password(&input(&form.js_value())))
}

/// Checks the password-reset form.
#[wasm_bindgen(js_name = validateResetPassword)]
pub fn validate_reset_password(form: Ts<fest_shared::auth::ResetPasswordForm>) -> Ts<Checked> {
    output(&api::validate_reset_password(&input(&form.js_value())))
}

/// Checks the change-of-password form.
#[wasm_bindgen(js_name = validateChangePassword)]
pub fn validate_change_password(form: Ts<fest_shared::auth::ChangePasswordForm>) -> Ts<Checked> {
    output(&api::validate_change_password(&input(&form.js_value())))
}

/// Checks the change-of-e-mail form.
#[wasm_bindgen(js_name = validateChangeEmail)]
pub fn validate_change_email(form: Ts<fest_shared::auth::ChangeEmailForm>) -> Ts<Checked> {
    output(&api::validate_change_email(&input(&form.js_value())))
}

/// Checks the code that confirms a new e-mail address.
#[wasm_bindgen(js_name = validateConfirmEmail)]
pub fn validate_confirm_email(form: Ts<fest_shared::auth::ConfirmEmailForm>) -> Ts<Checked> {
    output(&api::validate_confirm_email(&input(&form.js_value())))
}

/// Checks the sign-up form.
#[wasm_bindgen(js_name = validateSignup)]
pub fn validate_signup(form: Ts<SignupForm>) -> Ts<Checked> {
    output(&api::validate_signup(&input(&form.js_value())))
}

/// Checks the login form.
#[wasm_bindgen(js_name = validateLogin)]
pub fn validate_login(form: Ts<LoginForm>) -> Ts<Checked> {
    output(&api::validate_login(&input(&form.js_value())))
}

/// Checks a one-time code.
#[wasm_bindgen(js_name = validateOtp)]
pub fn validate_otp(#[wasm_bindgen(unchecked_param_type = "string")] otp: JsValue) -> Ts<Checked> {
    output(&api::validate_otp(&input(&otp)))
}

/// Every limit of the forms (digit counts, lengths, athletics' list limits), from the rules' constants.
#[wasm_bindgen(js_name = limits)]
pub fn limits() -> Ts<Limits> {
    output(&api::limits())
}

/// The steps of the event's wizard, in order (none for an unknown or unregistrable event).
#[wasm_bindgen(js_name = eventSteps, unchecked_return_type = "Step[]")]
pub fn event_steps(#[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue) -> JsValue {
    plain(&api::event_steps(&input(&event_id)))
}

/// Whether the event can be registered for online.
#[wasm_bindgen(js_name = isRegistrable)]
pub fn is_registrable(#[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue) -> bool {
    api::is_registrable(&input(&event_id))
}

/// Whether one of the registered-event names (as the server reports them) is this event.
#[wasm_bindgen(js_name = isAlreadyRegistered)]
pub fn is_already_registered(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "readonly string[]")] names: JsValue,
) -> bool {
    api::is_already_registered(&input(&event_id), &input(&names))
}

/// The athletics events a category may enter (relays with the mixed relay).
#[wasm_bindgen(js_name = athleticsEvents)]
pub fn athletics_events(#[wasm_bindgen(unchecked_param_type = "string")] category: JsValue) -> Ts<AthleticsEvents> {
    output(&api::athletics_events(&input(&category)))
}

/// The head count of a form as typed (the count fees and the stored registration use).
#[wasm_bindgen(js_name = countMembers)]
pub fn count_members(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    form: Ts<RegistrationForm>,
) -> Ts<MemberCount> {
    output(&api::count_members(&input(&event_id), &input(&form.js_value())))
}

/// Checks one person (`coach`; athletics `captain` or `runner`; or a team event's roster role field).
#[wasm_bindgen(js_name = validatePerson)]
pub fn validate_person(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] role: JsValue,
    person: Ts<PersonInput>,
) -> Ts<Checked> {
    output(&api::validate_person(&input(&event_id), &input(&role), &input(&person.js_value())))
}

/// The campus ambassador form's option lists.
#[wasm_bindgen(js_name = caOptions)]
pub fn ca_options() -> Ts<CaOptions> {
    output(&api::ca_options())
}

/// Checks the grievance officer's form.
#[wasm_bindgen(js_name = validateGrievance)]
pub fn validate_grievance(form: Ts<fest_shared::privacy::GrievanceForm>) -> Ts<Checked> {
    output(&api::validate_grievance(&input(&form.js_value())))
}

/// What a grievance can be about, and the days within which it is answered.
#[wasm_bindgen(js_name = grievanceOptions)]
pub fn grievance_options() -> Ts<fest_shared::privacy::GrievanceOptions> {
    output(&api::grievance_options())
}

/// The notice at each point where personal data is collected, with the organisers' retention in days.
#[wasm_bindgen(js_name = privacyNotices, unchecked_return_type = "Notice[]")]
pub fn privacy_notices(
    #[wasm_bindgen(js_name = retentionDays, unchecked_param_type = "number")] retention_days: JsValue,
) -> JsValue {
    plain(&api::privacy_notices(&input(&retention_days)))
}

/// Checks the age question (under 18: a parent's or guardian's e-mail address other than `ownEmail`).
#[wasm_bindgen(js_name = validateAge)]
pub fn validate_age(
    form: Ts<fest_shared::consent::AgeForm>,
    #[wasm_bindgen(js_name = ownEmail, unchecked_param_type = "string")] own_email: JsValue,
) -> Ts<Checked> {
    output(&api::validate_age(&input(&form.js_value()), &input(&own_email)))
}

/// Paise as rupees for display: "Rs. 6500" or "Rs. 6500.50".
#[wasm_bindgen(js_name = formatRupees)]
pub fn format_rupees(#[wasm_bindgen(unchecked_param_type = "number")] paise: JsValue) -> String {
    api::format_rupees(&input(&paise))
}

/// The event's rulebook made from the catalogue, or null for an unknown event.
#[wasm_bindgen(js_name = rulebook, unchecked_return_type = "Rulebook | null")]
pub fn rulebook(#[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue) -> JsValue {
    plain(&api::rulebook(&input(&event_id)))
}

/// Checks a referral code on its own.
#[wasm_bindgen(js_name = validateReferralCode)]
pub fn validate_referral_code(#[wasm_bindgen(unchecked_param_type = "string")] code: JsValue) -> Ts<Checked> {
    output(&api::validate_referral_code(&input(&code)))
}

/// Checks the name a volunteer gives the gate they scan at.
#[wasm_bindgen(js_name = validateGateName)]
pub fn validate_gate_name(#[wasm_bindgen(unchecked_param_type = "string")] name: JsValue) -> Ts<Checked> {
    output(&api::validate_gate_name(&input(&name)))
}

/// Where the check-in list a gate scans for is in `lists`: the list naming the gate, else the default list
/// (null when none).
#[wasm_bindgen(js_name = listForGate, unchecked_return_type = "number | null")]
pub fn list_for_gate(
    #[wasm_bindgen(unchecked_param_type = "readonly { gates?: string[] | null; isDefault?: boolean | null }[]")]
    lists: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] gate: JsValue,
) -> JsValue {
    plain(&api::list_for_gate(&input(&lists), &input(&gate)))
}

/// Checks the 12-digit UTR a payer submits after paying by UPI.
#[wasm_bindgen(js_name = validateUtr)]
pub fn validate_utr(#[wasm_bindgen(unchecked_param_type = "string")] utr: JsValue) -> Ts<Checked> {
    output(&api::validate_utr(&input(&utr)))
}

/// The address patterns of the site's pages (SPEC 2.1), in the route table's order: the server answers any
/// other address with 404.
#[wasm_bindgen(js_name = pagePatterns, unchecked_return_type = "string[]")]
pub fn page_patterns() -> JsValue {
    plain(&fest_shared::pages::PAGES)
}

/// Whether an address's path is one of the site's pages (the server answers 404 for any other).
#[wasm_bindgen(js_name = isPage)]
pub fn is_page(#[wasm_bindgen(unchecked_param_type = "string")] path: JsValue) -> bool {
    path.as_string().is_some_and(|p| fest_shared::pages::is_page(&p))
}

/// The roles that run the admin area (the server lets these, and no others, in).
#[wasm_bindgen(js_name = staffRoles, unchecked_return_type = "Role[]")]
pub fn staff_roles() -> JsValue {
    plain(&api::staff_roles())
}

/// The roles that check people in at the gates.
#[wasm_bindgen(js_name = checkInRoles, unchecked_return_type = "Role[]")]
pub fn check_in_roles() -> JsValue {
    plain(&api::check_in_roles())
}

/// The roles that enter match results.
#[wasm_bindgen(js_name = scoreRoles, unchecked_return_type = "Role[]")]
pub fn score_roles() -> JsValue {
    plain(&api::score_roles())
}

/// The sections of the admin area a role sees, in the sidebar's order (none for a role that is not staff).
#[wasm_bindgen(js_name = adminSections, unchecked_return_type = "AdminSection[]")]
pub fn admin_sections(#[wasm_bindgen(unchecked_param_type = "Role")] role: JsValue) -> JsValue {
    plain(&api::admin_sections(&input(&role)))
}

/// Whether a registration or booking in this payment state keeps its place (a booking its beds and guests).
#[wasm_bindgen(js_name = holdsPlace)]
pub fn holds_place(#[wasm_bindgen(unchecked_param_type = "PayStatus")] status: JsValue) -> bool {
    api::holds_place(&input(&status))
}

/// Whether the owner of a registration or booking in this payment state may cancel it.
#[wasm_bindgen(js_name = ownerMayCancel)]
pub fn owner_may_cancel(#[wasm_bindgen(unchecked_param_type = "PayStatus")] status: JsValue) -> bool {
    api::owner_may_cancel(&input(&status))
}

/// The accommodation block a registration's category suggests, else null.
#[wasm_bindgen(js_name = blockOf, unchecked_return_type = "Block | null")]
pub fn block_of(#[wasm_bindgen(unchecked_param_type = "string")] category: JsValue) -> JsValue {
    plain(&api::block_of(&input(&category)))
}

/// An amount typed in rupees ("499.50", "1,000") as whole paise, else null.
#[wasm_bindgen(js_name = parseRupees, unchecked_return_type = "number | null")]
pub fn parse_rupees(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsValue {
    plain(&api::parse_rupees(&input(&text)))
}

/// A count typed in digits, else null.
#[wasm_bindgen(js_name = parseCount, unchecked_return_type = "number | null")]
pub fn parse_count(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsValue {
    plain(&api::parse_count(&input(&text)))
}

/// The ten digits of an Indian mobile number as people type it ("+91 98765 43210"), else null.
#[wasm_bindgen(js_name = phoneNumber, unchecked_return_type = "string | null")]
pub fn phone_number(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsValue {
    plain(&api::phone_number(&input(&text)))
}

/// What a phone field keeps of what is typed or pasted: digits, `+`, spaces, hyphens, dots and brackets.
#[wasm_bindgen(js_name = phoneAsTyped)]
pub fn phone_as_typed(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> String {
    api::phone_as_typed(&input(&text))
}

/// A roster pasted or uploaded (one person per line, tab- or comma-separated) read into the team step's
/// roster, in the event's role order, every person checked with the team step's rules.
#[wasm_bindgen(js_name = pasteRoster)]
pub fn paste_roster(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Ts<RosterPaste> {
    output(&api::paste_roster(&input(&event_id), &input(&text)))
}

/// The values a pasted roster line holds and the playing roles with their labels (null for an event
/// without a team wizard).
#[wasm_bindgen(js_name = rosterFormat, unchecked_return_type = "RosterFormat | null")]
pub fn roster_format(#[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue) -> JsValue {
    plain(&api::roster_format(&input(&event_id)))
}

/// How an event's match results are written down: two numbers, sets, innings or boards (null for an unknown
/// event).
#[wasm_bindgen(js_name = scoreSheet, unchecked_return_type = "ScoreSheet | null")]
pub fn score_sheet(#[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue) -> JsValue {
    plain(&api::score_sheet(&input(&event_id)))
}

/// What a match's score sheet comes to, or why it is not a finished match of its sport.
#[wasm_bindgen(js_name = readScoreSheet)]
pub fn read_score_sheet(
    #[wasm_bindgen(js_name = eventId, unchecked_param_type = "string")] event_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown")] sheet: JsValue,
) -> Ts<SheetResult> {
    output(&api::read_score_sheet(&input(&event_id), &input(&sheet)))
}

/// A race time typed as "10.52", "1:58.30" or "15:02.11", in milliseconds; null for anything else.
#[wasm_bindgen(js_name = parseRaceTime, unchecked_return_type = "number | null")]
pub fn parse_race_time(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsValue {
    plain(&api::parse_race_time(&input(&text)))
}

/// A time in milliseconds as the results write it ("1:58.30").
#[wasm_bindgen(js_name = raceTime)]
pub fn race_time(#[wasm_bindgen(unchecked_param_type = "number")] ms: JsValue) -> String {
    api::race_time(&input(&ms))
}

/// A field event's mark typed in metres ("6.45"), in centimetres; null for anything else.
#[wasm_bindgen(js_name = parseDistance, unchecked_return_type = "number | null")]
pub fn parse_distance(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsValue {
    plain(&api::parse_distance(&input(&text)))
}

/// A mark in centimetres as the results write it ("6.45 m").
#[wasm_bindgen(js_name = distanceText)]
pub fn distance_text(#[wasm_bindgen(unchecked_param_type = "number")] cm: JsValue) -> String {
    api::distance_text(&input(&cm))
}

/// Whether an athletics event is thrown or jumped for distance (flights, marks in metres), not run in lanes.
#[wasm_bindgen(js_name = isFieldEvent)]
pub fn is_field_event(#[wasm_bindgen(unchecked_param_type = "string")] discipline: JsValue) -> bool {
    api::is_field_event(&input(&discipline))
}
