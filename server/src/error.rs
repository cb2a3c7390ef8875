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

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
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
        let body = ErrorBody { success: false, message: self.message, errors: self.errors, time_left: self.time_left };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(secs) = retry_after {
            response.headers_mut().insert(header::RETRY_AFTER, secs.into());
        }
        response
    }
}
