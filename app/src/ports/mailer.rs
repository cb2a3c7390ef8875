//! Outgoing e-mail: SMTP through lettre when `FEST_SMTP_URL` is set, otherwise an outbox directory of .eml
//! files (how someone running the site locally reads a sign-up code). Messages reach it through the e-mail
//! queue (`services::mail_queue`), which renders them once, stores them and retries their delivery.

use std::path::PathBuf;

use lettre::address::Envelope;
use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::{Address, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
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

/// A picture shown inside an HTML message (`cid:` + `content_id`).
#[derive(Debug, Clone)]
pub struct InlineImage {
    pub content_id: String,
    pub png: Vec<u8>,
}

/// A file attached to a message (a receipt's PDF).
#[derive(Debug, Clone)]
pub struct FileAttachment {
    pub filename: String,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

#[derive(Clone)]
enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(PathBuf),
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
                Transport::Outbox(dir)
            }
        };
        Ok(Self { from, transport })
    }

    /// The message as it goes on the wire (RFC 5322), with both bodies; its HTML shows `images` inline
    /// (`<img src="cid:…">`), as a pass's QR code. What the e-mail queue stores.
    pub fn render(&self, email: OutgoingEmail, images: Vec<InlineImage>) -> Result<Vec<u8>, AppError> {
        self.render_with_files(email, images, Vec::new())
    }

    /// [`Mailer::render`] with `files` attached (a `multipart/mixed` message around the bodies).
    pub fn render_with_files(
        &self,
        email: OutgoingEmail,
        images: Vec<InlineImage>,
        files: Vec<FileAttachment>,
    ) -> Result<Vec<u8>, AppError> {
        let to: Mailbox = email.to.parse().map_err(|_| AppError::BadRequest("Invalid e-mail address".into()))?;
        let body = if images.is_empty() {
            MultiPart::alternative_plain_html(email.text, email.html)
        } else {
            let png = ContentType::parse("image/png").map_err(AppError::other)?;
            let related = images.into_iter().fold(
                MultiPart::related().singlepart(SinglePart::html(email.html)),
                |related, image| {
                    related.singlepart(Attachment::new_inline(image.content_id).body(image.png, png.clone()))
                },
            );
            MultiPart::alternative().singlepart(SinglePart::plain(email.text)).multipart(related)
        };
        let body = if files.is_empty() {
            body
        } else {
            let mut mixed = MultiPart::mixed().multipart(body);
            for file in files {
                let kind = ContentType::parse(file.content_type).map_err(AppError::other)?;
                mixed = mixed.singlepart(Attachment::new(file.filename).body(file.bytes, kind));
            }
            mixed
        };
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(email.subject)
            .multipart(body)
            .map_err(AppError::other)?;
        Ok(message.formatted())
    }

    /// Hands a rendered message for `to` to the SMTP server (or writes it to the outbox directory).
    pub async fn deliver(&self, to: &str, message: &[u8]) -> Result<(), AppError> {
        match &self.transport {
            Transport::Smtp(smtp) => {
                let to: Address = to.parse().map_err(|_| AppError::BadRequest("Invalid e-mail address".into()))?;
                let envelope = Envelope::new(Some(self.from.email.clone()), vec![to]).map_err(AppError::other)?;
                smtp.send_raw(&envelope, message).await.map_err(|e| {
                    tracing::warn!(error = %e, "SMTP delivery failed");
                    AppError::Unavailable(NOT_SENT.into())
                })?;
            }
            Transport::Outbox(dir) => {
                let file = dir.join(format!("{}.eml", uuid::Uuid::new_v4()));
                write_private(&file, message).await.map_err(AppError::other)?;
                tracing::info!(file = %file.display(), "e-mail written to the outbox");
            }
        }
        Ok(())
    }
}

/// What a person is told when an e-mail they are waiting for (a code) could not be sent.
pub const NOT_SENT: &str = "We could not send the e-mail. Please try again.";

/// Writes an outbox message readable by its owner only (mode 0600 on unix): it holds sign-up codes and
/// receipts.
async fn write_private(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use tokio::io::AsyncWriteExt;
    let mut options = tokio::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    options.mode(0o600);
    let mut file = options.open(path).await?;
    file.write_all(bytes).await?;
    file.flush().await
}

/// Escapes text for HTML bodies.
pub fn html(text: &str) -> String {
    html_escape::encode_text(text).into_owned()
}
