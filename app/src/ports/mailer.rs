//! Outgoing e-mail: SMTP through lettre when `FEST_SMTP_URL` is set, otherwise an outbox directory of .eml
//! files (how someone running the site locally reads a sign-up code).

use std::path::PathBuf;

use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::ExposeSecret;

use crate::{AppError, Config};

/// A message to send: both a plain-text and an HTML body.
#[derive(Debug, Clone)]
pub struct OutgoingEmail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

#[derive(Clone)]
enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(AsyncFileTransport<Tokio1Executor>, PathBuf),
}

#[derive(Clone)]
pub struct Mailer {
    from: Mailbox,
    transport: Transport,
}

impl Mailer {
    pub fn from_config(config: &Config) -> Result<Self, AppError> {
        let from: Mailbox = config
            .mail_from
            .parse()
            .map_err(|e| AppError::Config(format!("invalid FEST_MAIL_FROM {:?}: {e}", config.mail_from)))?;
        let transport = match &config.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
                    .map_err(|e| AppError::Config(format!("invalid FEST_SMTP_URL: {e}")))?
                    .build(),
            ),
            None => {
                let dir = config.outbox_dir();
                std::fs::create_dir_all(&dir)
                    .map_err(|e| AppError::Config(format!("cannot create the mail outbox {}: {e}", dir.display())))?;
                tracing::info!(dir = %dir.display(), "no SMTP server configured: e-mails are written to the outbox");
                Transport::Outbox(AsyncFileTransport::<Tokio1Executor>::new(&dir), dir)
            }
        };
        Ok(Self { from, transport })
    }

    pub async fn send(&self, email: OutgoingEmail) -> Result<(), AppError> {
        let to: Mailbox = email.to.parse().map_err(|_| AppError::BadRequest("Invalid e-mail address".into()))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(email.subject)
            .multipart(MultiPart::alternative_plain_html(email.text, email.html))
            .map_err(AppError::other)?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await.map_err(|e| {
                    tracing::error!(error = %e, "SMTP delivery failed");
                    AppError::Unavailable("We could not send the e-mail. Please try again.".into())
                })?;
            }
            Transport::Outbox(outbox, dir) => {
                let id = outbox.send(message).await.map_err(AppError::other)?;
                tracing::info!(file = %dir.join(format!("{id}.eml")).display(), "e-mail written to the outbox");
            }
        }
        Ok(())
    }
}

/// Escapes text for HTML bodies.
pub fn html(text: &str) -> String {
    html_escape::encode_text(text).into_owned()
}
