//! The command line: `fest serve`, `fest migrate`, `fest user ...`, `fest backup`, `fest restore`,
//! `fest rotate-key`.

use std::path::PathBuf;

use anyhow::Context as _;
use clap::{Parser, Subcommand, ValueEnum};
use fest_app::roles::Role;
use fest_app::services::{accounts, backup};
use fest_app::{Config, Context};

#[derive(Debug, Parser)]
#[command(name = "fest", version, about = "The fest platform: website, registrations and admin in one binary.")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the API and the website (migrations run first).
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Manage accounts (e.g. make the first admin).
    #[command(subcommand)]
    User(UserCommand),
    /// Payments housekeeping.
    #[command(subcommand)]
    Payments(PaymentsCommand),
    /// Write a consistent backup while the site may be serving: a directory holding the database and a
    /// manifest (what it is, and the SHA-256 of the data key, never the key). Prints the directory.
    Backup {
        /// The directory to create (default: a new one in FEST_BACKUP_DIR, `<data_dir>/backups`).
        #[arg(long, value_name = "DIR")]
        to: Option<PathBuf>,
    },
    /// Put a backup back into an empty data directory (SQLite) or an empty database (PostgreSQL). Refuses a
    /// target that holds data, and a data key that is not the backup's.
    Restore {
        /// The backup's directory (or its manifest.json).
        backup: PathBuf,
        /// Restore although the data key in use is not the backup's (or there is none): the backup's Aadhaar
        /// numbers and queued e-mails will not open.
        #[arg(long)]
        allow_key_mismatch: bool,
    },
    /// Rotate the data key: seal the database's sealing key with a new data key. Servers already running go
    /// on serving; give each the new key (FEST_DATA_KEY_FILE) before it starts again. Every sealed value,
    /// pass, certificate, calendar link and push subscription stays valid. Backups made before need the old key.
    RotateKey {
        /// A file holding the new key: 32 random bytes in base64 (`head -c 32 /dev/urandom | base64`).
        #[arg(long, value_name = "FILE")]
        new_key_file: PathBuf,
    },
    /// Print the API's OpenAPI document (JSON) and exit; the frontend's API types are generated from it.
    Openapi,
}

#[derive(Debug, Subcommand)]
pub enum PaymentsCommand {
    /// Ask the gateway about pending orders: confirm the paid ones, expire the stale ones.
    Reconcile,
    /// Print what about the money needs a human (the admin area's Payments screen): counts, then one line per
    /// item (kind, registration, event, amount, since, detail).
    Health,
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Give an existing account a role.
    Promote {
        /// The account's e-mail address.
        #[arg(long)]
        email: String,
        /// The new role.
        #[arg(long, value_enum)]
        role: RoleArg,
    },
    /// List every account: id, username, e-mail, role, created.
    List,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RoleArg {
    Admin,
    Moderator,
    Volunteer,
    Scorer,
    Ca,
    User,
}

impl From<RoleArg> for Role {
    fn from(r: RoleArg) -> Self {
        match r {
            RoleArg::Admin => Role::Admin,
            RoleArg::Moderator => Role::Moderator,
            RoleArg::Volunteer => Role::Volunteer,
            RoleArg::Scorer => Role::Scorer,
            RoleArg::Ca => Role::Ca,
            RoleArg::User => Role::User,
        }
    }
}

pub fn run(cli: Cli) -> anyhow::Result<()> {
    if let Command::Openapi = cli.command {
        // Needs no settings and no database: the document comes from the route table alone.
        let (_, doc) = crate::router::api_and_document();
        let json = doc.to_pretty_json().context("cannot serialise the OpenAPI document")?;
        let mut out = std::io::stdout().lock();
        std::io::Write::write_all(&mut out, json.as_bytes()).context("cannot write the OpenAPI document")?;
        std::io::Write::write_all(&mut out, b"\n").context("cannot write the OpenAPI document")?;
        return Ok(());
    }
    let config = Config::load()?;
    crate::telemetry::init(&config);
    let runtime = crate::telemetry::buffer_on_workers(&mut tokio::runtime::Builder::new_multi_thread())
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        match cli.command {
            Command::Serve => crate::serve::serve(config).await,
            Command::Migrate => {
                Context::start(config).await?;
                tracing::info!("migrations applied");
                Ok(())
            }
            Command::User(command) => user(config, command).await,
            Command::Backup { to } => make_backup(&config, to).await,
            Command::Restore { backup, allow_key_mismatch } => {
                let options = backup::RestoreOptions { allow_key_mismatch };
                let manifest = backup::restore(&config, &backup, options).await?;
                println!(
                    "restored {} into {} ({} database made {} by fest {}; {} paid registrations, {} rows); start it \
                     with `fest serve`",
                    backup.display(),
                    fest_app::db::redact(&config.database_url()),
                    manifest.database.name(),
                    manifest.created_at.format("%Y-%m-%d %H:%M UTC"),
                    manifest.fest_version,
                    manifest.paid_registrations,
                    manifest.tables.values().sum::<u64>()
                );
                Ok(())
            }
            Command::RotateKey { new_key_file } => rotate_key(&config, &new_key_file).await,
            Command::Openapi => Ok(()),
            Command::Payments(PaymentsCommand::Reconcile) => {
                let ctx = Context::start(config).await?;
                let r = fest_app::services::reconciliation::reconcile(&ctx).await?;
                println!(
                    "checked {}, confirmed {}, flagged {}, expired {}, gateway errors {}",
                    r.checked, r.confirmed, r.flagged, r.expired, r.errors
                );
                Ok(())
            }
            Command::Payments(PaymentsCommand::Health) => {
                let ctx = Context::start(config).await?;
                print!("{}", payment_health_report(&fest_app::services::payment_health::health(&ctx).await?));
                Ok(())
            }
        }
    })
}

/// `fest rotate-key`: seals the database's sealing key with the key in `new_key_file`, and says what next.
async fn rotate_key(config: &Config, new_key_file: &std::path::Path) -> anyhow::Result<()> {
    use fest_app::crypto::DataKey;
    let current = DataKey::load_existing(config)?.with_context(|| {
        format!(
            "no data key in use (FEST_DATA_KEY, FEST_DATA_KEY_FILE or {}): run it with the servers' settings",
            config.data_dir.join("data.key").display()
        )
    })?;
    let text = std::fs::read_to_string(new_key_file)
        .with_context(|| format!("cannot read the new data key {}", new_key_file.display()))?;
    let new = DataKey::from_base64(&text).with_context(|| format!("the new data key {}", new_key_file.display()))?;
    let db = fest_app::db::connect(config).await?;
    fest_app::db::migrate(&db).await?;
    let rotation = fest_app::sealing_key::rotate(&db, &current, &new).await?;
    println!(
        "rotated: the database's keys are now sealed with the data key whose SHA-256 is {} (was {}). Servers \
         running now go on serving; set FEST_DATA_KEY_FILE={} for each before it starts again. Backups made \
         before now open only with the old key: keep it with them.",
        rotation.to_sha256,
        rotation.from_sha256,
        new_key_file.display()
    );
    Ok(())
}

/// `fest backup`: writes the backup and prints where it is.
async fn make_backup(config: &Config, to: Option<PathBuf>) -> anyhow::Result<()> {
    let (db, key) = backup::open_source(config).await?;
    let now = chrono::Utc::now();
    let dest = to.unwrap_or_else(|| backup::new_backup_path(&config.backup_dir(), backup::MANUAL_PREFIX, now));
    let made = backup::create(config, &db, &key, &dest, now).await;
    db.close().await.ok();
    let manifest = made?;
    println!("{}", dest.display());
    eprintln!(
        "backup of the {} database written: {} bytes, {} paid registrations, {} rows; data key SHA-256 {}",
        manifest.database.name(),
        manifest.file_bytes,
        manifest.paid_registrations,
        manifest.tables.values().sum::<u64>(),
        manifest.data_key_sha256
    );
    Ok(())
}

async fn user(config: Config, command: UserCommand) -> anyhow::Result<()> {
    let ctx = Context::start(config).await?;
    match command {
        UserCommand::Promote { email, role } => {
            let user = accounts::set_role_by_email(&ctx, &email, role.into()).await?;
            println!("{} <{}> is now {}", user.username, user.email, user.role);
        }
        UserCommand::List => {
            println!("{:<36}  {:<24}  {:<32}  {:<9}  created", "id", "username", "email", "role");
            for u in accounts::list(&ctx).await? {
                println!(
                    "{:<36}  {:<24}  {:<32}  {:<9}  {}",
                    u.id,
                    u.username,
                    u.email,
                    u.role,
                    u.created_at.format("%Y-%m-%d %H:%M")
                );
            }
        }
    }
    Ok(())
}

/// The payment-health summary as text: the counts, then one line per item.
fn payment_health_report(health: &fest_app::services::payment_health::PaymentHealth) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let counts: Vec<String> = health.counts.iter().map(|(kind, n)| format!("{} {n}", kind.as_str())).collect();
    let _ = writeln!(out, "payment health: {} to look at ({})", health.total(), counts.join(", "));
    for item in &health.items {
        let amount = item
            .amount_paise
            .map_or_else(|| "-".to_owned(), |p| fest_shared::fees::format_rupees(u64::try_from(p).unwrap_or(0)));
        let _ = writeln!(
            out,
            "{:<14}  {:<36}  {:<16}  {:>10}  {}  {}",
            item.kind.as_str(),
            item.registration_id.as_deref().or(item.webhook_failure_id.as_deref()).unwrap_or("-"),
            item.event.as_deref().unwrap_or("-"),
            amount,
            item.since.format("%Y-%m-%d %H:%M"),
            item.detail
        );
    }
    if health.items.is_empty() {
        out.push_str("Nothing needs a human.\n");
    }
    out
}
