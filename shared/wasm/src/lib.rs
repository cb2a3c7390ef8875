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
//! `validateLogin(form: LoginForm): Checked`, `validateOtp(otp: string): Checked`.

use fest_shared::api::{self, Checked, FeeQuote, Messages, Normalised};
use fest_shared::auth::{LoginForm, SignupForm};
use fest_shared::ca::CaApplicationForm;
use fest_shared::catalogue::Catalogue;
use fest_shared::colleges::CollegeDirectory;
use fest_shared::fest::FestInfo;
use fest_shared::registration::RegistrationForm;
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
