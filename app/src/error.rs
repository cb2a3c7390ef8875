//! The domain error. The HTTP edge maps each variant to a status in one place (server's ApiError).

/// Field path -> messages, the one validation-error shape of the whole product (from fest-shared).
pub type FieldErrors = fest_shared::errors::ValidationErrors;

impl AppError {
    /// A validation failure on one field.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        Self::Validation { message: message.clone(), errors: FieldErrors::single(field, message) }
    }

    /// A validation failure from the shared rules; the first message becomes the summary.
    pub fn invalid(errors: FieldErrors) -> Self {
        let message = errors.first_message().unwrap_or("Invalid input").to_owned();
        Self::Validation { message, errors }
    }

    pub fn other(e: impl std::error::Error + Send + Sync + 'static) -> Self {
        Self::Other(Box::new(e))
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The configuration cannot be used (a bad URL, a missing directory).
    #[error("{0}")]
    Config(String),
    /// Input broke a rule; `errors` says which field and why.
    #[error("{message}")]
    Validation { message: String, errors: FieldErrors },
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    BadRequest(String),
    /// Too many attempts; `retry_after` seconds until the next is allowed.
    #[error("{message}")]
    TooManyRequests { message: String, retry_after: u64 },
    /// A sign-up code was sent to this browser less than the resend window ago: `retry_after` seconds before
    /// another. The one refusal that carries SPEC 7's `timeLeft` (the form then moves on to the code box);
    /// every other limit says what it is.
    #[error("{message}")]
    ResendWait { message: String, retry_after: u64 },
    /// A service we depend on (mail, an identity provider) did not answer as needed.
    #[error("{0}")]
    Unavailable(String),
    /// This server has more of some costly work queued than it takes on; try again in `retry_after` seconds.
    #[error("{message}")]
    Busy { message: String, retry_after: u64 },
    #[error("database error: {0}")]
    Database(#[from] sea_orm::DbErr),
    #[error(transparent)]
    Other(Box<dyn std::error::Error + Send + Sync>),
}
