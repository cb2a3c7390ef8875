//! The natively callable twins of the WebAssembly exports. They take and return serde_json-compatible
//! values, never panic and never fail: every problem, malformed input included, comes back as an error
//! value. The wasm crates convert JS values to `serde_json::Value`, call these and convert the result
//! back, so the browser, the server and `tests/vectors.json` all run the very same code.
//!
//! There are two WebAssembly modules: `shared/wasm` (`fest-shared-wasm`, loaded by the pages every visitor
//! uses) exports the rows down to `rosterFormat`; `shared/fixtures-wasm` (`fest-fixtures-wasm`, loaded only
//! by the fest-day organiser pages) exports the fixtures' rows, from `generateFixtures` on.
//!
//! | wasm export | function here | returns |
//! |---|---|---|
//! | `festInfo()` | [`fest_info`] | [`FestInfo`] |
//! | `catalogue()` | [`catalogue`] | [`Catalogue`] |
//! | `colleges()` | [`colleges`] | [`CollegeDirectory`] |
//! | `messages()` | [`messages`] | [`Messages`] |
//! | `validateStep(eventId, step, form)` | [`validate_step`] | [`Checked`] |
//! | `validateRegistration(eventId, form)` | [`validate_registration`] | [`Checked`] |
//! | `registrationFee(eventId, form)` | [`registration_fee`] | [`FeeQuote`] |
//! | `normaliseRegistration(eventId, form)` | [`normalise_registration`] | [`Normalised`] |
//! | `validateCaApplication(form)` | [`validate_ca_application`] | [`Checked`] |
//! | `validateSignup(form)` | [`validate_signup`] | [`Checked`] |
//! | `validateLogin(form)` | [`validate_login`] | [`Checked`] |
//! | `validateOtp(otp)` | [`validate_otp`] | [`Checked`] |
//! | `limits()` | [`limits`] | [`Limits`] |
//! | `eventSteps(eventId)` | [`event_steps`] | `Step[]` |
//! | `isRegistrable(eventId)` | [`is_registrable`] | `boolean` |
//! | `isAlreadyRegistered(eventId, names)` | [`is_already_registered`] | `boolean` |
//! | `athleticsEvents(category)` | [`athletics_events`] | [`AthleticsEvents`] |
//! | `countMembers(eventId, form)` | [`count_members`] | [`MemberCount`] |
//! | `validatePerson(eventId, role, person)` | [`validate_person`] | [`Checked`] |
//! | `caOptions()` | [`ca_options`] | [`CaOptions`] |
//! | `validateGrievance(form)` | [`validate_grievance`] | [`Checked`] |
//! | `grievanceOptions()` | [`grievance_options`] | [`GrievanceOptions`](crate::privacy::GrievanceOptions) |
//! | `privacyNotices(retentionDays)` | [`privacy_notices`] | [`Notice`](crate::consent::Notice)`[]` |
//! | `validateAge(form, ownEmail)` | [`validate_age`] | [`Checked`] |
//! | `formatRupees(paise)` | [`format_rupees`] | `string` |
//! | `validateReferralCode(code)` | [`validate_referral_code`] | [`Checked`] |
//! | `discount(fee, kind, value)` | [`discount`] | [`DiscountQuote`] |
//! | `stayRules()` | [`stay_rules`] | [`StayRules`] |
//! | `quoteStay(rules, checkIn, nights, guests)` | [`quote_stay`] | [`StayQuote`] |
//! | `staffRoles()` | [`staff_roles`] | `Role[]` |
//! | `checkInRoles()` | [`check_in_roles`] | `Role[]` |
//! | `scoreRoles()` | [`score_roles`] | `Role[]` |
//! | `adminSections(role)` | [`admin_sections`] | `AdminSection[]` |
//! | `holdsPlace(status)` | [`holds_place`] | `boolean` |
//! | `ownerMayCancel(status)` | [`owner_may_cancel`] | `boolean` |
//! | `blockOf(category)` | [`block_of`] | `Block \| null` |
//! | `parseRupees(text)` | [`parse_rupees`] | `number \| null` |
//! | `parseCount(text)` | [`parse_count`] | `number \| null` |
//! | `phoneNumber(text)` | [`phone_number`] | `string \| null` |
//! | `phoneAsTyped(text)` | [`phone_as_typed`] | `string` |
//! | `pasteRoster(eventId, text)` | [`paste_roster`] | [`RosterPaste`] |
//! | `rosterFormat(eventId)` | [`roster_format`] | `RosterFormat \| null` |
//! | `scoreSheet(eventId)` | [`score_sheet`] | `ScoreSheet \| null` |
//! | `readScoreSheet(eventId, sheet)` | [`read_score_sheet`] | [`SheetResult`] |
//! | `parseRaceTime(text)` | [`parse_race_time`] | `number \| null` |
//! | `raceTime(ms)` | [`race_time`] | `string` |
//! | `parseDistance(text)` | [`parse_distance`] | `number \| null` |
//! | `isFieldEvent(discipline)` | [`is_field_event`] | `boolean` |
//! | `distanceText(cm)` | [`distance_text`] | `string` |
//! | `generateFixtures(format, entrants)` | [`generate_fixtures`] | [`FixturesResult`] |
//! | `advanceBracket(fixtures, results)` | [`advance_bracket`] | [`Advancement`] |
//! | `drawHeats(options, athletes)` | [`draw_heats`] | [`HeatsResult`] |
//! | `finalFromHeats(options, heats, results)` | [`final_from_heats`] | [`FinalResult`] |
//! | `swissRound(players, games)` | [`swiss_round`] | [`SwissResult`] |
//! | `standings(points, entrants, matches)` | [`standings`] | [`StandingsResult`] |
//! | `championship(pointsPerPlace, placings)` | [`championship`] | [`ChampionshipResult`] |
//! | `scheduleClashes(items)` | [`schedule_clashes`] | [`ClashesResult`] |

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::scores::{self, ScoreSheet, Scored};

use crate::accommodation::{self, Block, StayRules};
use crate::announcements;
use crate::auth::{self, LoginForm, SignupForm};
use crate::ca::{self, CaApplicationForm, CaOptions};
use crate::catalogue::athletics;
use crate::catalogue::{
    self, CATALOGUE, Catalogue, Category, EventId, EventInfo, STEP_NOT_CONFIGURED, Step, UNKNOWN_EVENT,
};
use crate::colleges::{self, CollegeDirectory};
use crate::coupons;
use crate::errors::{EVENT_ID, STEP, ValidationErrors};
use crate::fees::{self, Paise};
use crate::fest::{FEST, FestInfo};
use crate::fixtures::{self, Advancement, ChampionshipRow, Clash, Fixtures, Heat, Points, Standing, SwissRound, read};
use crate::json;
use crate::payable::PayStatus;
use crate::registration::roster_paste::{self, RosterFormat, RosterPaste};
use crate::registration::{self, PersonInput, Registration, RegistrationForm};
use crate::roles::{self, AdminSection, Role};
use crate::values::{
    AadhaarNumber, CollegeId, Email, GateName, Otp, Password, PersonName, Phone, ReferralCode, Username, Utr,
};

/// `{ok, errors}`: the result of every validation export. `errors` is `{}` when `ok`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Checked {
    pub ok: bool,
    pub errors: ValidationErrors,
}

impl<T> From<Result<T, ValidationErrors>> for Checked {
    fn from(result: Result<T, ValidationErrors>) -> Self {
        match result {
            Ok(_) => Checked { ok: true, errors: ValidationErrors::new() },
            Err(errors) => Checked { ok: errors.is_empty(), errors },
        }
    }
}

/// `{ok, paise?, errors}`: the result of `registrationFee`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct FeeQuote {
    pub ok: bool,
    /// The fee in paise, when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub paise: Option<Paise>,
    pub errors: ValidationErrors,
}

/// `{ok, discount?, amount?, errors}`: the result of `discount`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DiscountQuote {
    pub ok: bool,
    /// The paise taken off, when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub discount: Option<Paise>,
    /// What is left to pay, when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub amount: Option<Paise>,
    pub errors: ValidationErrors,
}

/// `{ok, value?, errors}`: the result of `normaliseRegistration`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Normalised {
    pub ok: bool,
    /// The normalised registration, when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub value: Option<Registration>,
    pub errors: ValidationErrors,
}

/// Every limit the forms enforce, taken from the rules' own constants (digit counts, lengths in
/// characters, athletics' list limits), so inputs can cap and hint without copying numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// Digits of a phone number (10).
    pub phone_digits: usize,
    /// Digits of an Aadhaar number (12).
    pub aadhaar_digits: usize,
    /// Digits of a one-time code (6).
    pub otp_digits: usize,
    /// Longest person name (30).
    pub person_name_max_chars: usize,
    /// Longest e-mail address (254).
    pub email_max_chars: usize,
    /// Longest college ID (40).
    pub college_id_max_chars: usize,
    /// Longest referral code (64).
    pub referral_code_max_chars: usize,
    /// Longest college name or address in a registration (200).
    pub college_max_chars: usize,
    /// Shortest username (3).
    pub username_min_chars: usize,
    /// Longest username (30).
    pub username_max_chars: usize,
    /// Shortest password (8).
    pub password_min_chars: usize,
    /// Longest password (128).
    pub password_max_chars: usize,
    /// CA form: longest full name (100).
    pub ca_full_name_max_chars: usize,
    /// CA form: longest college name (200).
    pub ca_college_name_max_chars: usize,
    /// CA form: longest roll number (50).
    pub ca_rollno_max_chars: usize,
    /// CA form: longest college address (300).
    pub ca_college_address_max_chars: usize,
    /// CA form: longest application statement (2000).
    pub ca_statement_max_chars: usize,
    /// CA form: longest positions of responsibility (500).
    pub ca_por_max_chars: usize,
    /// Athletics: most individual events (3).
    pub max_individual_events: u8,
    /// Athletics: most relay events (2).
    pub max_relay_events: u8,
    /// Athletics: runners per relay team (4).
    pub relay_team_size: u8,
    /// Longest title of an admin's announcement (120).
    pub announcement_title_max_chars: usize,
    /// Longest message of an admin's announcement (5000).
    pub announcement_body_max_chars: usize,
    /// Longest "what to bring" or "where to report" of the reminder before the fest (1000).
    pub reminder_text_max_chars: usize,
}

/// The limits.
pub const LIMITS: Limits = Limits {
    phone_digits: Phone::DIGITS,
    aadhaar_digits: AadhaarNumber::DIGITS,
    otp_digits: Otp::DIGITS,
    person_name_max_chars: PersonName::MAX_CHARS,
    email_max_chars: Email::MAX_CHARS,
    college_id_max_chars: CollegeId::MAX_CHARS,
    referral_code_max_chars: ReferralCode::MAX_CHARS,
    college_max_chars: registration::COLLEGE_MAX_CHARS,
    username_min_chars: Username::MIN_CHARS,
    username_max_chars: Username::MAX_CHARS,
    password_min_chars: Password::MIN_CHARS,
    password_max_chars: Password::MAX_CHARS,
    ca_full_name_max_chars: ca::FULL_NAME_MAX_CHARS,
    ca_college_name_max_chars: ca::COLLEGE_NAME_MAX_CHARS,
    ca_rollno_max_chars: ca::ROLLNO_MAX_CHARS,
    ca_college_address_max_chars: ca::COLLEGE_ADDRESS_MAX_CHARS,
    ca_statement_max_chars: ca::STATEMENT_MAX_CHARS,
    ca_por_max_chars: ca::POR_MAX_CHARS,
    max_individual_events: athletics::RULES.max_individual_events,
    max_relay_events: athletics::RULES.max_relay_events,
    relay_team_size: athletics::RULES.relay_team_size,
    announcement_title_max_chars: announcements::TITLE_MAX_CHARS,
    announcement_body_max_chars: announcements::BODY_MAX_CHARS,
    reminder_text_max_chars: announcements::REMINDER_TEXT_MAX_CHARS,
};

/// `{individual, relay}`: the athletics events a category may enter (`athleticsEvents`); `relay` ends with
/// the mixed relay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct AthleticsEvents {
    pub individual: Vec<&'static str>,
    pub relay: Vec<&'static str>,
}

/// `{ok, members?, errors}`: the result of `countMembers`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct MemberCount {
    pub ok: bool,
    /// The head count, when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub members: Option<u32>,
    pub errors: ValidationErrors,
}

/// Fixed texts the frontend shows outside `errors` (SPEC 5 and 2.17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Messages {
    /// 'Please fix the highlighted fields before submission.'
    pub fix_highlighted: &'static str,
    /// 'This step type is not configured.'
    pub step_not_configured: &'static str,
    /// Inline hint for names.
    pub name_hint: &'static str,
    /// Inline hint for e-mails.
    pub email_hint: &'static str,
    /// Inline hint for phones.
    pub phone_hint: &'static str,
    /// Inline hint for Aadhaar numbers.
    pub aadhaar_hint: &'static str,
    /// 'Please fill in your College Name and Address.'
    pub college_required: &'static str,
    /// 'You can select a maximum of 3 individual events.'
    pub max_individual_events: &'static str,
    /// 'You can select a maximum of 2 relay events.'
    pub max_relay_events: &'static str,
    /// 'Passwords do not match'
    pub passwords_do_not_match: &'static str,
    /// 'Registrations closed': an event whose registration deadline has passed.
    pub registrations_closed: &'static str,
    /// 'This event is full. Join the waiting list?'
    pub event_full: &'static str,
    /// 'Nothing is left to pay with this discount: …': the order's answer when a discount leaves nothing to
    /// pay (the form is then registered without payment).
    pub nothing_to_pay: &'static str,
}

/// The fixed texts.
pub const MESSAGES: Messages = Messages {
    fix_highlighted: registration::FIX_HIGHLIGHTED,
    step_not_configured: STEP_NOT_CONFIGURED,
    name_hint: PersonName::HINT,
    email_hint: Email::HINT,
    phone_hint: Phone::HINT,
    aadhaar_hint: AadhaarNumber::HINT,
    college_required: registration::COLLEGE_REQUIRED,
    max_individual_events: crate::registration::athletics::MAX_INDIVIDUAL,
    max_relay_events: crate::registration::athletics::MAX_RELAY,
    passwords_do_not_match: auth::PASSWORDS_DO_NOT_MATCH,
    registrations_closed: catalogue::REGISTRATIONS_CLOSED,
    event_full: catalogue::EVENT_FULL,
    nothing_to_pay: crate::coupons::NOTHING_TO_PAY,
};

/// `festInfo()`.
pub fn fest_info() -> FestInfo {
    FEST
}

/// `catalogue()`.
pub fn catalogue() -> Catalogue {
    CATALOGUE
}

/// `colleges()`.
pub fn colleges() -> CollegeDirectory {
    colleges::DIRECTORY
}

/// `messages()`.
pub fn messages() -> Messages {
    MESSAGES
}

fn event_of(event_id: &Value) -> Result<&'static EventInfo, ValidationErrors> {
    event_id.as_str().and_then(catalogue::event).ok_or_else(|| ValidationErrors::single(EVENT_ID, UNKNOWN_EVENT))
}

fn registration_form(
    event_id: &Value,
    form: &Value,
) -> Result<(&'static EventInfo, RegistrationForm), ValidationErrors> {
    let event = event_of(event_id)?;
    Ok((event, RegistrationForm::from_json(event, form)?))
}

/// `validateStep(eventId, step, form)`: one wizard step (Next).
pub fn validate_step(event_id: &Value, step: &Value, form: &Value) -> Checked {
    let errors = (|| -> Result<ValidationErrors, ValidationErrors> {
        let event = event_of(event_id)?;
        let step =
            step.as_str().and_then(Step::parse).ok_or_else(|| ValidationErrors::single(STEP, STEP_NOT_CONFIGURED))?;
        let form = RegistrationForm::from_json(event, form)?;
        Ok(registration::validate_step(event, step, &form))
    })()
    .unwrap_or_else(|errors| errors);
    Checked { ok: errors.is_empty(), errors }
}

/// `validateRegistration(eventId, form)`: every step (submit).
pub fn validate_registration(event_id: &Value, form: &Value) -> Checked {
    registration_form(event_id, form).and_then(|(event, form)| registration::validate_registration(event, &form)).into()
}

/// `normaliseRegistration(eventId, form)`: every step, and the normalised registration with its fee.
pub fn normalise_registration(event_id: &Value, form: &Value) -> Normalised {
    match registration_form(event_id, form).and_then(|(event, form)| registration::validate_registration(event, &form))
    {
        Ok(value) => Normalised { ok: true, value: Some(value), errors: ValidationErrors::new() },
        Err(errors) => Normalised { ok: false, value: None, errors },
    }
}

/// `registrationFee(eventId, form)`: the fee of the form as typed (category from the form; athletics
/// counts distinct heads). The form need not be valid otherwise.
pub fn registration_fee(event_id: &Value, form: &Value) -> FeeQuote {
    match registration_form(event_id, form)
        .and_then(|(event, form)| crate::registration::registration_fee(event, &form))
    {
        Ok(paise) => FeeQuote { ok: true, paise: Some(paise), errors: ValidationErrors::new() },
        Err(errors) => FeeQuote { ok: false, paise: None, errors },
    }
}

/// `validateCaApplication(form)`.
pub fn validate_ca_application(form: &Value) -> Checked {
    CaApplicationForm::from_json(form).and_then(|f| ca::validate_ca_application(&f)).into()
}

/// `validateProfile(form)`: a profile change (only the fields present change).
pub fn validate_profile(form: &Value) -> Checked {
    crate::profile::ProfileForm::from_json(form).and_then(|f| crate::profile::validate_profile(&f)).into()
}

/// `validateForgotPassword(form)`.
pub fn validate_forgot_password(form: &Value) -> Checked {
    auth::ForgotPasswordForm::from_json(form).and_then(|f| auth::validate_forgot_password(&f)).into()
}

/// `validateResetPassword(form)`.
pub fn validate_reset_password(form: &Value) -> Checked {
    auth::ResetPasswordForm::from_json(form).and_then(|f| auth::validate_reset_password(&f)).into()
}

/// `validateChangePassword(form)`.
pub fn validate_change_password(form: &Value) -> Checked {
    auth::ChangePasswordForm::from_json(form).and_then(|f| auth::validate_change_password(&f)).into()
}

/// `validateChangeEmail(form)`: the new address.
pub fn validate_change_email(form: &Value) -> Checked {
    auth::ChangeEmailForm::from_json(form).and_then(|f| auth::validate_change_email(&f)).into()
}

/// `validateConfirmEmail(form)`: the code sent to the new address.
pub fn validate_confirm_email(form: &Value) -> Checked {
    auth::ConfirmEmailForm::from_json(form).and_then(|f| auth::validate_confirm_email(&f)).into()
}

/// `validateSignup(form)`.
pub fn validate_signup(form: &Value) -> Checked {
    SignupForm::from_json(form).and_then(|f| auth::validate_signup(&f)).into()
}

/// `validateLogin(form)`.
pub fn validate_login(form: &Value) -> Checked {
    LoginForm::from_json(form).and_then(|f| auth::validate_login(&f)).into()
}

/// `validateOtp(otp)`: a string (a number is read as its digits; anything else as blank).
pub fn validate_otp(otp: &Value) -> Checked {
    auth::validate_otp(&json::text(Some(otp))).into()
}

/// `limits()`.
pub fn limits() -> Limits {
    LIMITS
}

/// `eventSteps(eventId)`: the steps of the event's wizard, in order (none for an unknown event or one
/// without online registration).
pub fn event_steps(event_id: &Value) -> Vec<Step> {
    event_of(event_id).ok().filter(|e| e.is_registrable()).map(|e| e.steps().to_vec()).unwrap_or_default()
}

/// `rulebook(eventId)`: the event's rulebook made from the catalogue (what the printable page shows and the
/// server's PDF prints), or null for an unknown event.
pub fn rulebook(event_id: &Value) -> Option<crate::rulebook::Rulebook> {
    event_of(event_id).ok().map(crate::rulebook::rulebook)
}

/// `isRegistrable(eventId)`: whether the event can be registered for online (false for unknown events).
pub fn is_registrable(event_id: &Value) -> bool {
    event_of(event_id).is_ok_and(EventInfo::is_registrable)
}

/// `isAlreadyRegistered(eventId, names)`: whether any of `names` (the registered-events call's event
/// names) names the event, compared as the catalogue does (slug, alias or title after normalising).
pub fn is_already_registered(event_id: &Value, names: &Value) -> bool {
    let names: Vec<String> = names
        .as_array()
        .map(|list| list.iter().filter_map(Value::as_str).map(str::to_owned).collect())
        .unwrap_or_default();
    event_of(event_id).is_ok_and(|e| catalogue::is_already_registered(&names, e.id))
}

/// `athleticsEvents(category)`: the events `category` ("Men"/"Women", any case) may enter; any other value
/// gets the events of any category (what the rules then accept).
pub fn athletics_events(category: &Value) -> AthleticsEvents {
    let category = category.as_str().and_then(Category::parse);
    AthleticsEvents {
        individual: athletics::RULES.allowed_individual(category),
        relay: athletics::RULES.allowed_relay(category),
    }
}

/// `countMembers(eventId, form)`: the head count of a form as typed ([`registration::members`], the count the
/// per-head fee and the stored registration use).
pub fn count_members(event_id: &Value, form: &Value) -> MemberCount {
    match registration_form(event_id, form) {
        Ok((event, form)) => MemberCount {
            ok: true,
            members: Some(registration::members(event, &form)),
            errors: ValidationErrors::new(),
        },
        Err(errors) => MemberCount { ok: false, members: None, errors },
    }
}

/// `validatePerson(eventId, role, person)`: one person's fields with their inline hints
/// ([`registration::validate_person`]).
pub fn validate_person(event_id: &Value, role: &Value, person: &Value) -> Checked {
    event_of(event_id)
        .and_then(|event| {
            registration::validate_person(event, role.as_str().unwrap_or_default(), &PersonInput::from_json(person))
        })
        .into()
}

/// `validateReferralCode(code)`: a campus ambassador's referral code on its own (e.g. `?ref=` on any page);
/// the error is recorded under `referralCode`.
pub fn validate_referral_code(code: &Value) -> Checked {
    ReferralCode::parse(&json::text(Some(code))).map_err(|m| ValidationErrors::single("referralCode", m)).into()
}

/// `validateGateName(name)`: the name a volunteer gives the gate they scan at ([`GateName`]); the error is
/// recorded under `gate`.
pub fn validate_gate_name(name: &Value) -> Checked {
    GateName::parse(&json::text(Some(name))).map_err(|m| ValidationErrors::single("gate", m)).into()
}

/// `listForGate(lists, gate)`: where in `lists` (check-in lists as the scanner's bundle carries them) the list
/// a gate scans for is: the list naming it, else the default list; `Null` when none (or for something that is
/// not a list of lists).
pub fn list_for_gate(lists: &Value, gate: &Value) -> Value {
    fn gates_of(l: &Value) -> Vec<&str> {
        l.get("gates")
            .and_then(Value::as_array)
            .map(|g| g.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default()
    }
    let Some(lists) = lists.as_array() else { return Value::Null };
    let is_default = |l: &Value| l.get("isDefault").and_then(Value::as_bool).unwrap_or(false);
    let found = crate::checkin_list::pick_for_gate(lists, &json::text(Some(gate)), gates_of, is_default);
    found.and_then(|l| lists.iter().position(|x| std::ptr::eq(x, l))).map_or(Value::Null, Value::from)
}

/// `validateUtr(utr)`: the 12-digit UPI transaction reference a payer submits ([`Utr`]); the error is
/// recorded under `utr`.
pub fn validate_utr(utr: &Value) -> Checked {
    Utr::parse(&json::text(Some(utr))).map_err(|m| ValidationErrors::single("utr", m)).into()
}

/// `caOptions()`.
pub fn ca_options() -> CaOptions {
    ca::OPTIONS
}

/// `validateGrievance(form)`: the grievance officer's form.
pub fn validate_grievance(form: &Value) -> Checked {
    crate::privacy::GrievanceForm::from_json(form).and_then(|f| crate::privacy::validate_grievance(&f)).into()
}

/// `grievanceOptions()`: what a grievance can be about, and the days within which it is answered.
pub fn grievance_options() -> crate::privacy::GrievanceOptions {
    crate::privacy::options()
}

/// `privacyNotices(retentionDays)`: the notice at each point where personal data is collected (sign-up, CA
/// application, roster, accommodation), with the organisers' retention in days (the server's `/config` gives
/// it); anything but a whole number of days up to 3650 gives the default.
pub fn privacy_notices(retention_days: &Value) -> Vec<crate::consent::Notice> {
    let days = retention_days
        .as_u64()
        .filter(|d| *d <= 3650)
        .map(|d| d as u32)
        .unwrap_or(crate::consent::DEFAULT_RETENTION_DAYS);
    crate::consent::notices(days)
}

/// `localizeMessage(message, language)` (the i18n module's one export): a message of the rules in `language`
/// (`"en"`, `"hi"`, `"hi-IN"`; English for any other); a message the catalogue does not know, or English,
/// comes back as it is.
pub fn localize_message(message: &str, language: &str) -> String {
    let primary = language.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
    let language = crate::i18n::Language::parse(&primary).unwrap_or_default();
    crate::i18n::localize(language, message).into_owned()
}

/// `validateAge(form, ownEmail)`: the age question asked before a form collects personal data (under 18, a
/// parent's or guardian's e-mail address other than the account's own).
pub fn validate_age(form: &Value, own_email: &Value) -> Checked {
    let own = own_email.as_str().unwrap_or_default();
    crate::consent::AgeForm::from_json(form).and_then(|f| crate::consent::validate_age(&f, own)).into()
}

/// `formatRupees(paise)`: "Rs. 6500", or "Rs. 6500.50" ([`fees::format_rupees`]). A non-negative number is
/// rounded to whole paise; anything else gives an empty string.
pub fn format_rupees(paise: &Value) -> String {
    let whole = paise.as_u64().or_else(|| {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        paise.as_f64().filter(|p| p.is_finite() && *p >= 0.0 && *p < 9e15).map(|p| p.round() as u64)
    });
    whole.map(fees::format_rupees).unwrap_or_default()
}

/// `discount(fee, kind, value)`: the discount a code of `kind` ("percent" or "fixed") and `value` (a
/// percentage, or paise) gives on `fee` paise, and what is left to pay ([`coupons::discount_paise`], the
/// very function that prices orders on the server). A fee that is not a whole number of paise is reported
/// under `fee`, an unknown kind under `kind`, a value out of range under `value`.
pub fn discount(fee: &Value, kind: &Value, value: &Value) -> DiscountQuote {
    let mut errors = ValidationErrors::new();
    let fee = fee.as_u64();
    if fee.is_none() {
        errors.add("fee", "The fee must be a whole number of paise.");
    }
    let kind = kind.as_str().and_then(coupons::CouponKind::parse);
    if kind.is_none() {
        errors.add("kind", "The kind must be percent or fixed.");
    }
    let value = match (kind, value.as_u64()) {
        (Some(kind), Some(v)) => kind.check_value(v).map(|()| v).map_err(|m| errors.add("value", m)).ok(),
        (_, Some(v)) => Some(v),
        (_, None) => {
            errors.add("value", "The value must be a whole number.");
            None
        }
    };
    match (fee, kind, value) {
        (Some(fee), Some(kind), Some(value)) if errors.is_empty() => {
            let off = coupons::discount_paise(fee, kind, value);
            DiscountQuote { ok: true, discount: Some(off), amount: Some(fee - off), errors }
        }
        _ => DiscountQuote { ok: false, discount: None, amount: None, errors },
    }
}

/// `{ok, checkOut?, nights?, price?, errors}`: the result of `quoteStay`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct StayQuote {
    pub ok: bool,
    /// The day the guests leave (`YYYY-MM-DD`), when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub check_out: Option<String>,
    /// Each night of the stay by the date it begins (`YYYY-MM-DD`), when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub nights: Option<Vec<String>>,
    /// What the stay costs in paise (every guest, every night), when `ok`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub price: Option<Paise>,
    pub errors: ValidationErrors,
}

/// `stayRules()`: the fest's stay rules with the organisers' starting price and beds. The server answers
/// the ones in force (`GET /accommodation/options`); the booking form passes those to `quoteStay`.
pub fn stay_rules() -> StayRules {
    accommodation::default_rules()
}

/// `quoteStay(rules, checkIn, nights, guests)`: checks a stay with [`accommodation::check_stay`] and prices
/// it with [`accommodation::stay_price`], the very functions the server books with. Rules that are not
/// rules read as the defaults; a nights or guests count that is not a whole number is reported under
/// `nights` or `guests`.
pub fn quote_stay(rules: &Value, check_in: &Value, nights: &Value, guests: &Value) -> StayQuote {
    let rules: StayRules = serde_json::from_value(rules.clone()).unwrap_or_else(|_| accommodation::default_rules());
    let mut errors = ValidationErrors::new();
    let nights_count = nights.as_u64().and_then(|n| u32::try_from(n).ok());
    let guests_count = guests.as_u64().and_then(|n| u32::try_from(n).ok()).filter(|g| *g > 0);
    if guests_count.is_none() {
        errors.add(accommodation::GUESTS, accommodation::GUESTS_REQUIRED);
    }
    let stay = accommodation::check_stay(&rules, check_in.as_str().unwrap_or(""), nights_count.unwrap_or(0));
    match (stay, guests_count) {
        (Ok(stay), Some(guests)) => StayQuote {
            ok: true,
            check_out: Some(accommodation::iso(stay.check_out())),
            nights: Some(stay.nights().map(accommodation::iso).collect()),
            price: Some(accommodation::stay_price(&rules, guests, stay.nights)),
            errors,
        },
        (stay, _) => {
            if let Err(stay_errors) = stay {
                errors.merge(stay_errors);
            }
            StayQuote { ok: false, check_out: None, nights: None, price: None, errors }
        }
    }
}

/// `staffRoles()`: the roles that run the admin area ([`Role::is_staff`], the server's check).
pub fn staff_roles() -> Vec<Role> {
    roles::staff_roles()
}

/// `checkInRoles()`: the roles that check people in at the gates ([`Role::can_check_in`]).
pub fn check_in_roles() -> Vec<Role> {
    roles::check_in_roles()
}

/// `scoreRoles()`: the roles that enter match results ([`Role::can_score`]).
pub fn score_roles() -> Vec<Role> {
    roles::score_roles()
}

/// `adminSections(role)`: the sections of the admin area a role sees, in the sidebar's order
/// ([`Role::admin_sections`]); none for an unknown role or one that is not staff.
pub fn admin_sections(role: &Value) -> Vec<AdminSection> {
    role.as_str().and_then(Role::parse).map(|r| r.admin_sections().to_vec()).unwrap_or_default()
}

/// `holdsPlace(status)`: whether a registration or booking in this payment state keeps its place whatever
/// the time ([`PayStatus::holds_place`]); false for an unknown state.
pub fn holds_place(status: &Value) -> bool {
    status.as_str().and_then(PayStatus::parse).is_some_and(PayStatus::holds_place)
}

/// `ownerMayCancel(status)`: whether the owner of a registration or booking in this payment state may cancel
/// it ([`PayStatus::owner_may_cancel`], the server's check); false for an unknown state.
pub fn owner_may_cancel(status: &Value) -> bool {
    status.as_str().and_then(PayStatus::parse).is_some_and(PayStatus::owner_may_cancel)
}

/// `blockOf(category)`: the accommodation block a registration's category suggests (`men` or `women`, any
/// case: [`Block::parse`]), else null.
pub fn block_of(category: &Value) -> Option<Block> {
    category.as_str().and_then(Block::parse)
}

/// `parseRupees(text)`: an amount typed in rupees as whole paise ([`fees::parse_rupees`]), else null.
pub fn parse_rupees(text: &Value) -> Option<Paise> {
    text.as_str().and_then(fees::parse_rupees)
}

/// `phoneNumber(text)`: the ten digits of an Indian mobile number as people type it
/// ([`crate::values::normalise_phone`]: "+91 98765 43210" is "9876543210"), else null.
pub fn phone_number(text: &Value) -> Option<String> {
    text.as_str().and_then(crate::values::normalise_phone)
}

/// `phoneAsTyped(text)`: what a phone field keeps of what is typed or pasted ([`crate::values::phone_as_typed`]).
pub fn phone_as_typed(text: &Value) -> String {
    text.as_str().map(crate::values::phone_as_typed).unwrap_or_default()
}

/// `pasteRoster(eventId, text)`: a roster pasted or uploaded (one person per line, tab- or comma-separated)
/// read, placed in the event's role order and checked with the team step's rules
/// ([`roster_paste::paste_roster`]). An unknown event, or one without a team wizard, is reported in `errors`
/// with nothing read; text that is not a string reads as empty.
pub fn paste_roster(event_id: &Value, text: &Value) -> RosterPaste {
    event_of(event_id)
        .and_then(|event| roster_paste::paste_roster(event, text.as_str().unwrap_or_default()))
        .unwrap_or_else(|errors| RosterPaste { errors, ..RosterPaste::default() })
}

/// `rosterFormat(eventId)`: the values a pasted line holds and the playing roles with their labels
/// ([`roster_paste::roster_format`]); null for an unknown event or one without a team wizard.
pub fn roster_format(event_id: &Value) -> Option<RosterFormat> {
    event_of(event_id).ok().filter(|e| e.wizard == catalogue::Wizard::Team).map(roster_paste::roster_format)
}

/// `scoreSheet(eventId)`: how the event's match results are written down ([`scores::sheet_for`]); null for
/// an unknown event.
pub fn score_sheet(event_id: &Value) -> Option<ScoreSheet> {
    event_of(event_id).ok().map(|e| scores::sheet_for(e.id))
}

/// `{ok, scored?, errors}`: the result of `readScoreSheet`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SheetResult {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub scored: Option<Scored>,
    pub errors: ValidationErrors,
}

/// `readScoreSheet(eventId, sheet)`: what a match's score sheet comes to (sets won, runs, half points and the
/// line the pages show), or why it is not a finished match of the sport ([`scores::read_sheet`]).
pub fn read_score_sheet(event_id: &Value, sheet: &Value) -> SheetResult {
    match event_of(event_id).and_then(|e| scores::read_sheet(e.id, sheet)) {
        Ok(scored) => SheetResult { ok: true, scored: Some(scored), errors: ValidationErrors::new() },
        Err(errors) => SheetResult { ok: false, scored: None, errors },
    }
}

/// `parseRaceTime(text)`: a race time typed as "10.52", "1:58.30" or "15:02.11", in milliseconds
/// ([`scores::parse_race_time`]); null for anything else.
pub fn parse_race_time(text: &Value) -> Option<u64> {
    text.as_str().and_then(scores::parse_race_time)
}

/// `raceTime(ms)`: a time in milliseconds as the results write it ("1:58.30"); "" for what is not one.
pub fn race_time(ms: &Value) -> String {
    ms.as_u64().map(scores::race_time).unwrap_or_default()
}

/// `parseDistance(text)`: a field event's mark typed in metres ("6.45"), in centimetres
/// ([`scores::parse_distance`]); null for anything else.
pub fn parse_distance(text: &Value) -> Option<u32> {
    text.as_str().and_then(scores::parse_distance)
}

/// `isFieldEvent(discipline)`: whether an athletics event is thrown or jumped for distance (contested in
/// flights, marked in metres) rather than run in lanes ([`crate::catalogue::athletics::is_race`]).
pub fn is_field_event(discipline: &Value) -> bool {
    discipline.as_str().is_some_and(|d| !crate::catalogue::athletics::is_race(d))
}

/// `distanceText(cm)`: a mark in centimetres as the results write it ("6.45 m"); "" for what is not one.
pub fn distance_text(cm: &Value) -> String {
    cm.as_u64().and_then(|c| u32::try_from(c).ok()).map(scores::distance).unwrap_or_default()
}

/// `parseCount(text)`: a count typed in digits ([`fees::parse_count`]), else null.
pub fn parse_count(text: &Value) -> Option<u64> {
    text.as_str().and_then(fees::parse_count)
}

/// Reads every argument of an export, then runs `rule` on them; unreadable arguments are reported together.
fn with_read<T, R>(
    errors: ValidationErrors,
    args: Option<T>,
    rule: impl FnOnce(T) -> Result<R, ValidationErrors>,
) -> Result<R, ValidationErrors> {
    match args {
        Some(args) if errors.is_empty() => rule(args),
        _ => Err(errors),
    }
}

/// `{ok, fixtures?, errors}`: the result of `generateFixtures`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct FixturesResult {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub fixtures: Option<Fixtures>,
    pub errors: ValidationErrors,
}

/// `generateFixtures(format, entrants)`: a knockout (`{kind: "knockout", thirdPlace}`), a round robin
/// (`{kind: "roundRobin"}`) or groups then a knockout (`{kind: "groups", groupSize | groups, qualifiers,
/// thirdPlace, points}`) of `entrants` (`{id, name}` in seed order), by [`fixtures::generate`].
pub fn generate_fixtures(format: &Value, entrants: &Value) -> FixturesResult {
    let mut errors = ValidationErrors::new();
    let format = read::object(format, "format", "The format", &mut errors, read::format);
    let entrants = read::list(entrants, fixtures::ENTRANTS, "The entrants", &mut errors, read::entrant);
    match with_read(errors, format.zip(entrants), |(f, e)| fixtures::generate(&f, &e)) {
        Ok(fixtures) => FixturesResult { ok: true, fixtures: Some(fixtures), errors: ValidationErrors::new() },
        Err(errors) => FixturesResult { ok: false, fixtures: None, errors },
    }
}

/// `advanceBracket(fixtures, results)`: who fills each slot, the matches ready to play, the tables and the
/// placings after `results` (`{matchId, homeScore?, awayScore?, winner?, walkover?}`), by
/// [`fixtures::advance()`]. Fixtures or results that cannot be read give no matches and the error.
pub fn advance_bracket(fixtures_value: &Value, results: &Value) -> Advancement {
    let mut errors = ValidationErrors::new();
    let fixtures = read::object(fixtures_value, "fixtures", "The fixtures", &mut errors, read::fixtures);
    let results = read::list(results, fixtures::advance::RESULTS, "The results", &mut errors, read::match_result);
    match (fixtures, results) {
        (Some(f), Some(r)) if errors.is_empty() => fixtures::advance(&f, &r),
        _ => Advancement {
            ok: false,
            matches: Vec::new(),
            ready: Vec::new(),
            tables: Vec::new(),
            placings: Vec::new(),
            complete: false,
            errors,
        },
    }
}

/// `{ok, heats?, errors}`: the result of `drawHeats`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HeatsResult {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub heats: Option<Vec<Heat>>,
    pub errors: ValidationErrors,
}

/// `drawHeats(options, athletes)`: athletics heats with lanes (`{lanes, draw: "times" | "draw", seed}`;
/// athletes `{id, name, seedTimeMs?}`), by [`fixtures::draw_heats`].
pub fn draw_heats(options: &Value, athletes: &Value) -> HeatsResult {
    let mut errors = ValidationErrors::new();
    let options = read::object(options, "options", "The options", &mut errors, read::heat_options);
    let athletes = read::list(athletes, fixtures::heats::ATHLETES, "The athletes", &mut errors, read::athlete);
    match with_read(errors, options.zip(athletes), |(o, a)| fixtures::draw_heats(&o, &a)) {
        Ok(heats) => HeatsResult { ok: true, heats: Some(heats), errors: ValidationErrors::new() },
        Err(errors) => HeatsResult { ok: false, heats: None, errors },
    }
}

/// `{ok, final?, errors}`: the result of `finalFromHeats`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct FinalResult {
    pub ok: bool,
    #[serde(default, rename = "final", skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub final_heat: Option<Heat>,
    pub errors: ValidationErrors,
}

/// `finalFromHeats(options, heats, results)`: the final by the heat times (`{lanes, finalists?, perHeat?}`;
/// results `{athlete, timeMs?}`), by [`fixtures::final_from_heats`].
pub fn final_from_heats(options: &Value, heats: &Value, results: &Value) -> FinalResult {
    let mut errors = ValidationErrors::new();
    let options = read::object(options, "options", "The options", &mut errors, read::final_options);
    let heats = read::list(heats, "heats", "The heats", &mut errors, read::heat);
    let results = read::list(results, fixtures::heats::RESULTS, "The results", &mut errors, read::heat_result);
    let args = options.zip(heats).zip(results);
    match with_read(errors, args, |((o, h), r)| fixtures::final_from_heats(&o, &h, &r)) {
        Ok(heat) => FinalResult { ok: true, final_heat: Some(heat), errors: ValidationErrors::new() },
        Err(errors) => FinalResult { ok: false, final_heat: None, errors },
    }
}

/// `{ok, round?, errors}`: the result of `swissRound`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SwissResult {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub round: Option<SwissRound>,
    pub errors: ValidationErrors,
}

/// `swissRound(players, games)`: the next Swiss round of `players` (`{id, name}`, strongest first) after
/// `games` (`{white, black?, outcome?}`), by [`fixtures::swiss_round`].
pub fn swiss_round(players: &Value, games: &Value) -> SwissResult {
    let mut errors = ValidationErrors::new();
    let players = read::list(players, fixtures::ENTRANTS, "The players", &mut errors, read::entrant);
    let games = read::list(games, fixtures::swiss::GAMES, "The games", &mut errors, read::swiss_game);
    match with_read(errors, players.zip(games), |(p, g)| fixtures::swiss_round(&p, &g)) {
        Ok(round) => SwissResult { ok: true, round: Some(round), errors: ValidationErrors::new() },
        Err(errors) => SwissResult { ok: false, round: None, errors },
    }
}

/// `{ok, standings?, errors}`: the result of `standings`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct StandingsResult {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub standings: Option<Vec<Standing>>,
    pub errors: ValidationErrors,
}

/// `standings(points, entrants, matches)`: a table with its tie-breaks (`points` `{win, draw, loss}`, or
/// null for 3, 1, 0; matches `{home, away, homeScore, awayScore, winner?}`), by [`fixtures::standings()`].
pub fn standings(points: &Value, entrants: &Value, matches: &Value) -> StandingsResult {
    let mut errors = ValidationErrors::new();
    let points = match points {
        Value::Null => Some(Points::default()),
        points => read::object(points, "points", "The points", &mut errors, read::points),
    };
    let entrants = read::list(entrants, fixtures::ENTRANTS, "The entrants", &mut errors, read::entrant);
    let matches = read::list(matches, fixtures::standings::MATCHES, "The matches", &mut errors, read::scored_match);
    let args = points.zip(entrants).zip(matches);
    match with_read(errors, args, |((p, e), m)| fixtures::standings(p, &e, &m)) {
        Ok(table) => StandingsResult { ok: true, standings: Some(table), errors: ValidationErrors::new() },
        Err(errors) => StandingsResult { ok: false, standings: None, errors },
    }
}

/// `{ok, table?, errors}`: the result of `championship`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ChampionshipResult {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub table: Option<Vec<ChampionshipRow>>,
    pub errors: ValidationErrors,
}

/// `championship(pointsPerPlace, placings)`: the colleges' championship table (`pointsPerPlace` such as
/// `[10, 6, 4]`, or null for those; placings `{event, place, college}`), by [`fixtures::championship`].
pub fn championship(points_per_place: &Value, placings: &Value) -> ChampionshipResult {
    let mut errors = ValidationErrors::new();
    let points: Option<Vec<u32>> = if points_per_place.is_null() {
        Some(fixtures::championship_points())
    } else {
        read::list(points_per_place, "pointsPerPlace", "The points per place", &mut errors, read::place_points)
    };
    let placings = read::list(placings, fixtures::standings::PLACINGS, "The placings", &mut errors, read::placement);
    match with_read(errors, points.zip(placings), |(p, l)| fixtures::championship(&p, &l)) {
        Ok(table) => ChampionshipResult { ok: true, table: Some(table), errors: ValidationErrors::new() },
        Err(errors) => ChampionshipResult { ok: false, table: None, errors },
    }
}

/// `{ok, clashes, errors}`: the result of `scheduleClashes`. `ok` says the items could be checked; the
/// schedule is free of clashes when `clashes` is also empty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ClashesResult {
    pub ok: bool,
    pub clashes: Vec<Clash>,
    pub errors: ValidationErrors,
}

/// `scheduleClashes(items)`: one entrant or one venue twice at once (`{id, label?, entrants, venue, day,
/// start, end}`, times in minutes from midnight), each with its message, by [`fixtures::schedule_clashes`].
pub fn schedule_clashes(items: &Value) -> ClashesResult {
    let mut errors = ValidationErrors::new();
    let items = read::list(items, fixtures::clashes::ITEMS, "The items", &mut errors, read::scheduled_item);
    match with_read(errors, items, |i| fixtures::schedule_clashes(&i)) {
        Ok(clashes) => ClashesResult { ok: true, clashes, errors: ValidationErrors::new() },
        Err(errors) => ClashesResult { ok: false, clashes: Vec::new(), errors },
    }
}

/// Every event id, for callers that want to iterate (e.g. fee tables).
pub fn event_ids() -> impl Iterator<Item = &'static str> {
    EventId::ALL.into_iter().map(EventId::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn to_json<T: Serialize>(v: T) -> Value {
        serde_json::to_value(v).expect("serialises")
    }

    #[test]
    fn the_list_a_gate_scans_for() {
        let lists = json!([
            {"id": "fest-gates", "gates": [], "isDefault": true},
            {"id": "pronite", "gates": ["Pronite", "Stage B"], "isDefault": false},
        ]);
        assert_eq!(list_for_gate(&lists, &json!(" stage b ")), json!(1));
        assert_eq!(list_for_gate(&lists, &json!("North")), json!(0));
        assert_eq!(list_for_gate(&json!([]), &json!("North")), Value::Null);
        assert_eq!(list_for_gate(&json!("lists"), &json!("North")), Value::Null);
    }

    #[test]
    fn malformed_input_is_an_error_value() {
        assert_eq!(
            to_json(validate_registration(&json!(5), &json!({}))),
            json!({"ok": false, "errors": {"eventId": ["Unknown event."]}})
        );
        assert_eq!(
            to_json(validate_registration(&json!("cricket"), &json!("x"))),
            json!({"ok": false, "errors": {"form": ["The form must be a JSON object."]}})
        );
        assert_eq!(
            to_json(validate_step(&json!("cricket"), &json!("nope"), &json!({}))),
            json!({"ok": false, "errors": {"step": ["This step type is not configured."]}})
        );
        assert_eq!(
            to_json(registration_fee(&json!("bgmi"), &json!({}))),
            json!({"ok": false, "errors": {"eventId": ["Online registration is not available for this event."]}})
        );
        assert_eq!(to_json(validate_otp(&json!(123456))), json!({"ok": true, "errors": {}}));
        assert_eq!(to_json(validate_otp(&json!(null))), json!({"ok": false, "errors": {"otp": ["OTP is required."]}}));
        assert_eq!(
            to_json(validate_login(&json!([]))),
            json!({"ok": false, "errors": {"form": ["The form must be a JSON object."]}})
        );
    }

    #[test]
    fn fee_and_normalise_shapes() {
        assert_eq!(
            to_json(registration_fee(&json!("chess"), &json!({}))),
            json!({"ok": true, "paise": 24_900, "errors": {}})
        );
        let n = to_json(normalise_registration(&json!("chess"), &json!({})));
        assert_eq!(n["ok"], false);
        assert!(n.get("value").is_none());
    }

    #[test]
    fn stay_quote_shapes() {
        let rules = serde_json::to_value(stay_rules()).unwrap();
        assert_eq!(rules["firstCheckIn"], "2025-02-17");
        assert_eq!(
            to_json(quote_stay(&rules, &json!("2025-02-19"), &json!(3), &json!(5))),
            json!({"ok": true, "checkOut": "2025-02-22", "nights": ["2025-02-19", "2025-02-20", "2025-02-21"],
                   "price": 450_000, "errors": {}})
        );
        // The organisers' price is the one passed in.
        let mut dearer = rules.clone();
        dearer["pricePerNightPaise"] = json!(50_000);
        assert_eq!(to_json(quote_stay(&dearer, &json!("2025-02-21"), &json!(1), &json!(2)))["price"], 100_000);
        assert_eq!(
            to_json(quote_stay(&json!(null), &json!("2025-02-21"), &json!(2), &json!(0))),
            json!({"ok": false, "errors": {
                "guests": ["Choose at least one guest."],
                "nights": ["The stay must end by 22 Feb, the fest's last day."],
            }})
        );
        assert_eq!(
            to_json(quote_stay(&rules, &json!(20_250_219), &json!("three"), &json!(1)))["errors"],
            json!({"checkIn": ["Choose a check-in date."], "nights": ["A stay is 1 to 5 nights."]})
        );
    }

    #[test]
    fn discount_shapes() {
        assert_eq!(
            to_json(discount(&json!(24_900), &json!("percent"), &json!(10))),
            json!({"ok": true, "discount": 2_490, "amount": 22_410, "errors": {}})
        );
        assert_eq!(
            to_json(discount(&json!(24_900), &json!("fixed"), &json!(50_000))),
            json!({"ok": true, "discount": 24_900, "amount": 0, "errors": {}})
        );
        assert_eq!(
            to_json(discount(&json!(-1), &json!("half"), &json!("x"))),
            json!({"ok": false, "errors": {
                "fee": ["The fee must be a whole number of paise."],
                "kind": ["The kind must be percent or fixed."],
                "value": ["The value must be a whole number."],
            }})
        );
        assert_eq!(
            to_json(discount(&json!(100), &json!("percent"), &json!(101))),
            json!({"ok": false, "errors": {"value": [crate::coupons::PERCENT_RANGE]}})
        );
    }

    #[test]
    fn static_exports() {
        assert_eq!(fest_info().name, "Infinito");
        assert_eq!(catalogue().events.len(), 18);
        assert_eq!(colleges().other, "Other");
        assert_eq!(messages().fix_highlighted, "Please fix the highlighted fields before submission.");
        assert_eq!(event_ids().count(), 18);
        let m = to_json(MESSAGES);
        assert_eq!(m["nameHint"], "Name must be <= 30 chars; letters/spaces/.'- only.");
        assert_eq!(m["emailHint"], "Enter a valid email address.");
        assert_eq!(m["phoneHint"], "Enter a valid 10-digit mobile number.");
        assert_eq!(m["aadhaarHint"], "Enter a valid 12-digit Aadhaar number.");
    }
}
