//! Sign-up, login and OTP forms (SPEC 5).
//!
//! Sign-up: username, email, password and confirmPassword are required; the e-mail must be well formed;
//! the password at least 8 characters; 'Passwords do not match' (word for word, no full stop) when the two
//! differ. Login: e-mail and password required, and no longer than any account's can be (nothing more, so
//! a wrong login reads like any failed login). OTP: exactly 6 digits.

use serde::Serialize;
use serde_json::Value;

use crate::errors::{FORM, ValidationErrors};
use crate::json::{self, deserialize_via_value};
use crate::registration::FORM_NOT_OBJECT;
use crate::values::{Email, Otp, Password, Username};

/// Email blank.
pub const EMAIL_REQUIRED: &str = "Email is required.";
/// Email malformed: [`Email::HINT`].
pub const EMAIL_INVALID: &str = Email::HINT;
/// confirmPassword blank.
pub const CONFIRM_REQUIRED: &str = "Please confirm your password.";
/// The two passwords differ (SPEC 5, word for word).
pub const PASSWORDS_DO_NOT_MATCH: &str = "Passwords do not match";

/// The sign-up form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SignupForm {
    pub username: String,
    pub email: String,
    pub password: String,
    pub confirm_password: String,
}

impl SignupForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self {
            username: json::first_text(obj, &["username"]),
            email: json::first_text(obj, &["email"]),
            password: json::first_text(obj, &["password"]),
            confirm_password: json::first_text(obj, &["confirmPassword"]),
        })
    }
}
deserialize_via_value!(SignupForm, SignupForm::from_json);

/// A valid sign-up (the password is not serialisable).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signup {
    pub username: Username,
    pub email: Email,
    pub password: Password,
}

/// Checks the sign-up form.
pub fn validate_signup(form: &SignupForm) -> Result<Signup, ValidationErrors> {
    let mut e = ValidationErrors::new();
    let username = Username::parse(&form.username).map_err(|m| e.add("username", m)).ok();
    let email = if form.email.trim().is_empty() {
        e.add("email", EMAIL_REQUIRED);
        None
    } else {
        Email::parse(&form.email).map_err(|_| e.add("email", EMAIL_INVALID)).ok()
    };
    let password = Password::parse(&form.password).map_err(|m| e.add("password", m)).ok();
    if form.confirm_password.is_empty() {
        e.add("confirmPassword", CONFIRM_REQUIRED);
    } else if form.confirm_password != form.password {
        e.add("confirmPassword", PASSWORDS_DO_NOT_MATCH);
    }
    match (username, email, password) {
        (Some(username), Some(email), Some(password)) if e.is_empty() => Ok(Signup { username, email, password }),
        _ => Err(e),
    }
}

/// The login form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct LoginForm {
    pub email: String,
    pub password: String,
}

impl LoginForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self { email: json::first_text(obj, &["email"]), password: json::first_text(obj, &["password"]) })
    }
}
deserialize_via_value!(LoginForm, LoginForm::from_json);

/// A login attempt: the trimmed e-mail and the password as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Login {
    pub email: String,
    pub password: String,
}

/// Checks the login form: both fields present.
pub fn validate_login(form: &LoginForm) -> Result<Login, ValidationErrors> {
    let mut e = ValidationErrors::new();
    let email = form.email.trim();
    if email.is_empty() {
        e.add("email", EMAIL_REQUIRED);
    } else if email.chars().count() > Email::MAX_CHARS {
        // No account has such an address; refused before anything is looked up or hashed.
        e.add("email", EMAIL_INVALID);
    }
    if form.password.is_empty() {
        e.add("password", Password::REQUIRED);
    } else if form.password.chars().count() > Password::MAX_CHARS {
        e.add("password", Password::TOO_LONG);
    }
    e.into_result(Login { email: email.to_owned(), password: form.password.clone() })
}

/// Checks a one-time code; the error is recorded under `otp`.
pub fn validate_otp(otp: &str) -> Result<Otp, ValidationErrors> {
    Otp::parse(otp).map_err(|m| ValidationErrors::single("otp", m))
}

/// A new password and its confirmation, as the reset and change forms carry them.
fn new_password(password: &str, confirm: &str, e: &mut ValidationErrors) -> Option<Password> {
    if confirm.is_empty() {
        e.add("confirmPassword", CONFIRM_REQUIRED);
    } else if confirm != password {
        e.add("confirmPassword", PASSWORDS_DO_NOT_MATCH);
    }
    Password::parse(password).map_err(|m| e.add("password", m)).ok()
}

/// The forgotten-password form: the account's e-mail.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ForgotPasswordForm {
    pub email: String,
}

impl ForgotPasswordForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self { email: json::first_text(obj, &["email"]) })
    }
}
deserialize_via_value!(ForgotPasswordForm, ForgotPasswordForm::from_json);

/// Checks the forgotten-password form: a well-formed e-mail.
pub fn validate_forgot_password(form: &ForgotPasswordForm) -> Result<Email, ValidationErrors> {
    if form.email.trim().is_empty() {
        return Err(ValidationErrors::single("email", EMAIL_REQUIRED));
    }
    Email::parse(&form.email).map_err(|_| ValidationErrors::single("email", EMAIL_INVALID))
}

/// The password-reset form: the e-mail, the code it received and the new password twice.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordForm {
    pub email: String,
    pub code: String,
    pub password: String,
    pub confirm_password: String,
}

impl ResetPasswordForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self {
            email: json::first_text(obj, &["email"]),
            code: json::first_text(obj, &["code"]),
            password: json::first_text(obj, &["password"]),
            confirm_password: json::first_text(obj, &["confirmPassword"]),
        })
    }
}
deserialize_via_value!(ResetPasswordForm, ResetPasswordForm::from_json);

/// A valid reset request (the password is not serialisable).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasswordReset {
    pub email: Email,
    pub code: Otp,
    pub password: Password,
}

/// Checks the password-reset form: a well-formed e-mail, a 6-digit code and a new password confirmed.
pub fn validate_reset_password(form: &ResetPasswordForm) -> Result<PasswordReset, ValidationErrors> {
    let mut e = ValidationErrors::new();
    let email = if form.email.trim().is_empty() {
        e.add("email", EMAIL_REQUIRED);
        None
    } else {
        Email::parse(&form.email).map_err(|_| e.add("email", EMAIL_INVALID)).ok()
    };
    let code = Otp::parse(&form.code).map_err(|m| e.add("code", m)).ok();
    let password = new_password(&form.password, &form.confirm_password, &mut e);
    match (email, code, password) {
        (Some(email), Some(code), Some(password)) if e.is_empty() => Ok(PasswordReset { email, code, password }),
        _ => Err(e),
    }
}

/// The change-of-password form; `currentPassword` may be blank for an account that has none yet (made with
/// Google), which sets its first password this way.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangePasswordForm {
    pub current_password: String,
    pub password: String,
    pub confirm_password: String,
}

impl ChangePasswordForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self {
            current_password: json::first_text(obj, &["currentPassword"]),
            password: json::first_text(obj, &["password"]),
            confirm_password: json::first_text(obj, &["confirmPassword"]),
        })
    }
}
deserialize_via_value!(ChangePasswordForm, ChangePasswordForm::from_json);

/// Checks the change-of-password form: the new password confirmed (the current one is checked against the
/// account by the server).
pub fn validate_change_password(form: &ChangePasswordForm) -> Result<Password, ValidationErrors> {
    let mut e = ValidationErrors::new();
    if form.current_password.chars().count() > Password::MAX_CHARS {
        e.add("currentPassword", Password::TOO_LONG);
    }
    let password = new_password(&form.password, &form.confirm_password, &mut e);
    match password {
        Some(password) if e.is_empty() => Ok(password),
        _ => Err(e),
    }
}

/// The change-of-e-mail form: the new address (a code is sent there to confirm it).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangeEmailForm {
    pub email: String,
}

impl ChangeEmailForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self { email: json::first_text(obj, &["email"]) })
    }
}
deserialize_via_value!(ChangeEmailForm, ChangeEmailForm::from_json);

/// Checks the change-of-e-mail form: a well-formed address.
pub fn validate_change_email(form: &ChangeEmailForm) -> Result<Email, ValidationErrors> {
    validate_forgot_password(&ForgotPasswordForm { email: form.email.clone() })
}

/// The code that confirms a new e-mail address.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConfirmEmailForm {
    pub code: String,
}

impl ConfirmEmailForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self { code: json::first_text(obj, &["code"]) })
    }
}
deserialize_via_value!(ConfirmEmailForm, ConfirmEmailForm::from_json);

/// Checks the confirmation code: six digits, recorded under `code`.
pub fn validate_confirm_email(form: &ConfirmEmailForm) -> Result<Otp, ValidationErrors> {
    Otp::parse(&form.code).map_err(|m| ValidationErrors::single("code", m))
}

/// Confirming the deletion of an account: its password, or for an account without one (made with Google) a
/// fresh Google credential.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DeleteAccountForm {
    /// The account's password (accounts with one).
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub password: String,
    /// A Google ID token from signing in again (accounts without a password).
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub credential: String,
}

impl DeleteAccountForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        Ok(Self { password: json::first_text(obj, &["password"]), credential: json::first_text(obj, &["credential"]) })
    }
}
deserialize_via_value!(DeleteAccountForm, DeleteAccountForm::from_json);

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn signup(v: Value) -> Result<Signup, ValidationErrors> {
        validate_signup(&SignupForm::from_json(&v).expect("object"))
    }

    #[test]
    fn reset_and_change_rules() {
        let reset = |v: Value| validate_reset_password(&ResetPasswordForm::from_json(&v).expect("object"));
        let ok = reset(
            json!({"email": " A@b.in ", "code": "123456", "password": "newpass12", "confirmPassword": "newpass12"}),
        )
        .expect("valid");
        assert_eq!((ok.email.key().as_str(), ok.code.as_str()), ("a@b.in", "123456"));
        let e = reset(json!({"email": "nope", "code": "12", "password": "short", "confirmPassword": ""})).unwrap_err();
        for field in ["email", "code", "password", "confirmPassword"] {
            assert!(e.get(field).is_some(), "{field}: {e:?}");
        }
        let e = reset(
            json!({"email": "a@b.in", "code": "123456", "password": "newpass12", "confirmPassword": "newpass13"}),
        )
        .unwrap_err();
        assert_eq!(e.get("confirmPassword"), Some(&[PASSWORDS_DO_NOT_MATCH.to_owned()][..]));
        let change = |v: Value| validate_change_password(&ChangePasswordForm::from_json(&v).expect("object"));
        assert!(change(json!({"password": "newpass12", "confirmPassword": "newpass12"})).is_ok(), "no current: Google");
        assert!(change(json!({"currentPassword": "old", "password": "newpass12", "confirmPassword": "x"})).is_err());
        let forgot = |v: Value| validate_forgot_password(&ForgotPasswordForm::from_json(&v).expect("object"));
        assert_eq!(forgot(json!({"email": ""})).unwrap_err().get("email"), Some(&[EMAIL_REQUIRED.to_owned()][..]));
        assert!(forgot(json!({"email": "x@y.org"})).is_ok());
    }

    #[test]
    fn signup_rules() {
        let ok = signup(
            json!({"username": "asha", "email": " a@b.in ", "password": "12345678", "confirmPassword": "12345678"}),
        )
        .expect("valid");
        assert_eq!(ok.email.as_str(), "a@b.in");
        assert_eq!(ok.username.as_str(), "asha");

        let e = signup(json!({})).expect_err("empty");
        assert!(e.contains("username", "Username is required."));
        assert!(e.contains("email", EMAIL_REQUIRED));
        assert!(e.contains("password", "Password is required."));
        assert!(e.contains("confirmPassword", CONFIRM_REQUIRED));
        assert_eq!(e.len(), 4);

        let e = signup(json!({"username": "asha", "email": "nope", "password": "short", "confirmPassword": "other"}))
            .expect_err("invalid");
        assert!(e.contains("email", "Enter a valid email address."));
        assert!(e.contains("password", "Password must be at least 8 characters."));
        assert!(e.contains("confirmPassword", "Passwords do not match"));
        assert_eq!(e.len(), 3);
    }

    #[test]
    fn login_rules() {
        let l = validate_login(&LoginForm::from_json(&json!({"email": " a@b.in ", "password": "x"})).expect("object"))
            .expect("valid");
        assert_eq!(l.email, "a@b.in");
        let e = validate_login(&LoginForm::default()).expect_err("empty");
        assert!(e.contains("email", EMAIL_REQUIRED));
        assert!(e.contains("password", "Password is required."));
        assert!(LoginForm::from_json(&json!([])).is_err());
    }

    #[test]
    fn otp_rules() {
        assert!(validate_otp("123456").is_ok());
        assert_eq!(validate_otp(""), Err(ValidationErrors::single("otp", "OTP is required.")));
        assert_eq!(validate_otp("12345"), Err(ValidationErrors::single("otp", "Enter the 6-digit OTP.")));
    }
}
