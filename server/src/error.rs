//! ApiError: the HTTP edge's one error type. Every status is chosen here, in one match; unknown errors are
//! logged with their context and answered with a generic message.

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use fest_app::AppError;
use fest_app::error::FieldErrors;
use serde::Serialize;
use utoipa::ToSchema;

/// The body of every error response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// Always false.
    pub success: bool,
    /// What went wrong, for people.
    pub message: String,
    /// For validation failures: field path -> messages.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::HashMap<String, Vec<String>>>)]
    pub errors: Option<FieldErrors>,
    /// Only when a sign-up code was sent too recently (send-otp): seconds until another may be sent. Other
    /// 429s and 503s carry a `Retry-After` header and say in `message` what they are.
    #[serde(rename = "timeLeft", skip_serializing_if = "Option::is_none")]
    pub time_left: Option<u64>,
}

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
    pub errors: Option<FieldErrors>,
    /// SPEC 7's `timeLeft`: only when a sign-up code was sent too recently.
    pub time_left: Option<u64>,
    /// The `Retry-After` header of a 429 or 503.
    pub retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        Self { status, message: message.into(), errors: None, time_left: None, retry_after: None }
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }
}

/// The generic message of a 500; the details go to the log only.
pub const INTERNAL_MESSAGE: &str = "Something went wrong";

/// The message of a 503 when every database connection stayed busy for the whole wait
/// (`FEST_DB_ACQUIRE_TIMEOUT_MS`): nothing was asked of the database.
pub const BUSY_MESSAGE: &str = "The site is very busy right now. Please try again in a few seconds.";

/// Seconds a client is asked to wait before trying again after [`BUSY_MESSAGE`].
pub const BUSY_RETRY_AFTER_SECS: u64 = 2;

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
        if matches!(e, AppError::Database(sea_orm::DbErr::ConnectionAcquire(sea_orm::error::ConnAcquireErr::Timeout))) {
            // The pool stayed exhausted for the whole wait: a clear, quick answer the client may retry,
            // rather than a 500 (or a queue without bound).
            tracing::warn!("no database connection within the wait: answered 503");
            return Self {
                status: StatusCode::SERVICE_UNAVAILABLE,
                message: BUSY_MESSAGE.into(),
                errors: None,
                time_left: None,
                retry_after: Some(BUSY_RETRY_AFTER_SECS),
            };
        }
        let status = match &e {
            AppError::Validation { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::TooManyRequests { .. } | AppError::ResendWait { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable(_) | AppError::Busy { .. } => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Config(_) | AppError::Database(_) | AppError::Other(_) => {
                tracing::error!(error = %e, "internal error");
                return Self::new(StatusCode::INTERNAL_SERVER_ERROR, INTERNAL_MESSAGE);
            }
        };
        match e {
            AppError::Validation { message, errors } => {
                Self { status, message, errors: Some(errors), time_left: None, retry_after: None }
            }
            AppError::ResendWait { message, retry_after } => {
                Self { status, message, errors: None, time_left: Some(retry_after), retry_after: Some(retry_after) }
            }
            AppError::TooManyRequests { message, retry_after } | AppError::Busy { message, retry_after } => {
                Self { status, message, errors: None, time_left: None, retry_after: Some(retry_after) }
            }
            other => Self::new(status, other.to_string()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let retry_after = self.retry_after;
        // In the language the request asked for (English, word for word, unless it asked for another).
        let language = crate::language::current();
        let message = fest_shared::i18n::localize(language, &self.message).into_owned();
        let errors = self.errors.map(|errors| fest_shared::i18n::localize_errors(language, &errors));
        let body = ErrorBody { success: false, message, errors, time_left: self.time_left };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(secs) = retry_after {
            response.headers_mut().insert(header::RETRY_AFTER, secs.into());
        }
        response
    }
}
