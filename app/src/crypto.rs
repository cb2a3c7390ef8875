//! Small cryptographic helpers: random tokens and codes, digests, password hashing.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};

use crate::AppError;

/// A random bearer token: 32 bytes (256 bits) from the OS-seeded CSPRNG, base64url.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A 6-digit one-time code, uniform over 000000..=999999.
pub fn otp_code() -> String {
    format!("{:06}", rand::rng().random_range(0..1_000_000u32))
}

/// SHA-256, hex.
pub fn sha256_hex(data: &[u8]) -> String {
    hex::encode(Sha256::digest(data))
}

/// Constant-time equality of two strings.
pub fn constant_time_eq(a: &str, b: &str) -> bool {
    use subtle::ConstantTimeEq;
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// argon2id with the OWASP-recommended parameters (19 MiB, 2 iterations, 1 lane).
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// How many password hashes may wait for a core before more are refused with 503.
pub const MAX_QUEUED_HASHES: usize = 64;
pub const BUSY: &str = "The server is busy. Please try again in a few seconds.";

/// Password hashing (argon2id, 19 MiB and tens of milliseconds each) admits about one hash per core at a
/// time; the rest wait their turn, and past `MAX_QUEUED_HASHES` waiting a request is refused at once rather
/// than exhausting memory and CPU.
struct HashGate {
    permits: tokio::sync::Semaphore,
    waiting: std::sync::atomic::AtomicUsize,
}

impl HashGate {
    fn new(cores: usize) -> Self {
        Self { permits: tokio::sync::Semaphore::new(cores), waiting: std::sync::atomic::AtomicUsize::new(0) }
    }

    /// Runs `work` off the async runtime once a core is free, or refuses at once when too many wait.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, AppError> {
        use std::sync::atomic::Ordering;
        let queued = self.waiting.fetch_add(1, Ordering::SeqCst);
        if queued >= MAX_QUEUED_HASHES {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return Err(AppError::Busy { message: BUSY.into(), retry_after: 5 });
        }
        let permit = self.permits.acquire().await;
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        let _permit = permit.map_err(AppError::other)?;
        tokio::task::spawn_blocking(work).await.map_err(AppError::other)
    }
}

static HASH_GATE: std::sync::LazyLock<HashGate> =
    std::sync::LazyLock::new(|| HashGate::new(std::thread::available_parallelism().map_or(1, usize::from)));

/// Hashes computed so far by this process (for tests that check no hash is spent on a refused request).
static HASHES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The number of password hashes and checks this process has computed.
pub fn hashes_computed() -> u64 {
    HASHES.load(std::sync::atomic::Ordering::Relaxed)
}

/// Runs one password hash or check under the process's gate.
async fn gated<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, AppError> {
    HASHES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    HASH_GATE.run(work).await
}

/// Hashes a password off the async runtime.
pub async fn hash_password(password: String) -> Result<String, AppError> {
    gated(move || {
        let mut salt = [0u8; 16];
        rand::rng().fill_bytes(&mut salt);
        let salt = SaltString::encode_b64(&salt).map_err(|e| AppError::Other(e.to_string().into()))?;
        argon2()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| AppError::Other(e.to_string().into()))
    })
    .await?
}

/// Checks a password against a stored hash off the async runtime. With no hash (an unknown account, or one
/// without a password) a dummy hash is checked, so the answer takes as long either way.
pub async fn verify_password(password: String, hash: Option<String>) -> Result<bool, AppError> {
    gated(move || {
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| DUMMY_HASH.to_owned());
        let Ok(parsed) = PasswordHash::new(&hash) else {
            return false;
        };
        argon2().verify_password(password.as_bytes(), &parsed).is_ok() && known
    })
    .await
}

/// argon2id hash of a random string nobody knows, with the production parameters.
const DUMMY_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3J0y3oL1Qx4m0m8K1kH3c2Ck2kI8oW2d9o0sQw3uU5Q";

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn passwords_round_trip_and_wrong_ones_fail() {
        let hash = hash_password("correct horse".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify_password("correct horse".into(), Some(hash.clone())).await.unwrap());
        assert!(!verify_password("wrong horse".into(), Some(hash)).await.unwrap());
        assert!(!verify_password("anything".into(), None).await.unwrap());
    }

    #[test]
    fn tokens_are_256_bits_and_codes_six_digits() {
        let t = random_token();
        assert_eq!(URL_SAFE_NO_PAD.decode(&t).unwrap().len(), 32);
        assert_ne!(t, random_token());
        for _ in 0..100 {
            let c = otp_code();
            assert_eq!(c.len(), 6);
            assert!(c.chars().all(|c| c.is_ascii_digit()));
        }
    }

    #[test]
    fn the_dummy_hash_is_a_real_argon2id_hash_so_unknown_accounts_cost_the_same() {
        let parsed = PasswordHash::new(DUMMY_HASH).unwrap();
        assert_eq!(parsed.algorithm.as_str(), "argon2id");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn the_hash_gate_runs_one_per_core_and_refuses_a_long_queue() {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicUsize, Ordering};
        let gate = Arc::new(HashGate::new(2));
        let (running, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let mut tasks = Vec::new();
        for _ in 0..(MAX_QUEUED_HASHES + 40) {
            let (gate, running, most) = (gate.clone(), running.clone(), most.clone());
            tasks.push(tokio::spawn(async move {
                gate.run(move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                })
                .await
            }));
        }
        let mut busy = 0;
        for t in tasks {
            match t.await.unwrap() {
                Ok(()) => {}
                Err(AppError::Busy { retry_after, .. }) => {
                    assert!(retry_after > 0);
                    busy += 1;
                }
                Err(e) => panic!("{e}"),
            }
        }
        assert!(most.load(Ordering::SeqCst) <= 2, "{} at once", most.load(Ordering::SeqCst));
        assert!(busy > 0, "a queue longer than {MAX_QUEUED_HASHES} is refused");
    }

    #[test]
    fn constant_time_eq_compares_exactly() {
        assert!(constant_time_eq("abc", "abc"));
        assert!(!constant_time_eq("abc", "abd"));
        assert!(!constant_time_eq("abc", "abcd"));
    }
}

/// HMAC-SHA256 of `message` under `secret`, hex (Razorpay's payment and webhook signatures).
pub fn hmac_sha256_hex(secret: &[u8], message: &[u8]) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).unwrap_or_else(|_| unreachable!("HMAC takes any key"));
    mac.update(message);
    hex::encode(mac.finalize().into_bytes())
}

/// The AES-256-GCM key that protects personal data (Aadhaar numbers) at rest.
#[derive(Clone)]
pub struct DataKey {
    cipher: aes_gcm::Aes256Gcm,
    raw: [u8; 32],
}

/// Prefix of an encrypted value: version 1 = AES-256-GCM, 96-bit random nonce, base64url(nonce || ciphertext).
const SEALED_PREFIX: &str = "enc:v1:";

impl DataKey {
    pub fn from_bytes(raw: [u8; 32]) -> Self {
        use aes_gcm::KeyInit;
        Self { cipher: aes_gcm::Aes256Gcm::new(&raw.into()), raw }
    }

    /// Reads the key from base64 (standard or URL-safe alphabet).
    pub fn from_base64(text: &str) -> Result<Self, AppError> {
        let text = text.trim();
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(text)
            .or_else(|_| URL_SAFE_NO_PAD.decode(text.trim_end_matches('=')))
            .map_err(|_| AppError::Config("FEST_DATA_KEY is not base64".into()))?;
        let raw: [u8; 32] =
            bytes.try_into().map_err(|_| AppError::Config("FEST_DATA_KEY must be 32 bytes (base64)".into()))?;
        Ok(Self::from_bytes(raw))
    }

    /// The configured key (`data_key`, or the file `data_key_file` names), or the one in
    /// `<data_dir>/data.key`, generated there on first use.
    pub fn load(config: &crate::Config) -> Result<Self, AppError> {
        if let Some(key) = Self::load_existing(config)? {
            return Ok(key);
        }
        let path = config.data_dir.join("data.key");
        std::fs::create_dir_all(&config.data_dir)
            .map_err(|e| AppError::Config(format!("cannot create {}: {e}", config.data_dir.display())))?;
        let mut raw = [0u8; 32];
        rand::rng().fill_bytes(&mut raw);
        write_private(&path, &base64::engine::general_purpose::STANDARD.encode(raw))
            .map_err(|e| AppError::Config(format!("cannot write the data key {}: {e}", path.display())))?;
        tracing::warn!(
            file = %path.display(),
            "no FEST_DATA_KEY set: generated a data key for personal data at rest; back it up, and set FEST_DATA_KEY \
             when several servers share one database"
        );
        Ok(Self::from_bytes(raw))
    }

    /// The key [`DataKey::load`] would use, without generating one: `None` when no key is configured and
    /// `<data_dir>/data.key` does not exist (a restore must not make up a key).
    pub fn load_existing(config: &crate::Config) -> Result<Option<Self>, AppError> {
        use secrecy::ExposeSecret;
        if let Some(key) = &config.data_key {
            return Self::from_base64(key.expose_secret()).map(Some);
        }
        if let Some(file) = &config.data_key_file {
            let text = std::fs::read_to_string(file).map_err(|e| {
                AppError::Config(format!("cannot read the data key file {} (FEST_DATA_KEY_FILE): {e}", file.display()))
            })?;
            return Self::from_base64(&text).map(Some).map_err(|e| {
                AppError::Config(format!("the data key file {} (FEST_DATA_KEY_FILE): {e}", file.display()))
            });
        }
        let path = config.data_dir.join("data.key");
        match std::fs::read_to_string(&path) {
            Ok(text) => Self::from_base64(&text)
                .map(Some)
                .map_err(|e| AppError::Config(format!("the data key {}: {e}", path.display()))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(AppError::Config(format!("cannot read the data key {}: {e}", path.display()))),
        }
    }

    /// The key's fingerprint: SHA-256 of its 32 bytes, hex. It tells two keys apart and gives nothing of the
    /// key away; `base64 -d data.key | sha256sum` prints the same.
    pub fn fingerprint(&self) -> String {
        sha256_hex(&self.raw)
    }

    /// Encrypts a value.
    pub fn seal(&self, plain: &str) -> String {
        use aes_gcm::aead::Aead;
        let mut nonce = [0u8; 12];
        rand::rng().fill_bytes(&mut nonce);
        let sealed = self
            .cipher
            .encrypt(&nonce.into(), plain.as_bytes())
            .unwrap_or_else(|_| unreachable!("AES-GCM encryption of a short value cannot fail"));
        let mut out = nonce.to_vec();
        out.extend(sealed);
        format!("{SEALED_PREFIX}{}", URL_SAFE_NO_PAD.encode(out))
    }

    /// Decrypts a value made by `seal`; a value without the prefix is returned as it is.
    pub fn open(&self, sealed: &str) -> Result<String, AppError> {
        use aes_gcm::aead::Aead;
        let Some(body) = sealed.strip_prefix(SEALED_PREFIX) else {
            return Ok(sealed.to_owned());
        };
        let bad = || AppError::Other("a sealed value could not be opened (wrong FEST_DATA_KEY?)".into());
        let bytes = URL_SAFE_NO_PAD.decode(body).map_err(|_| bad())?;
        if bytes.len() < 12 {
            return Err(bad());
        }
        let (nonce, ciphertext) = bytes.split_at(12);
        let nonce: [u8; 12] = nonce.try_into().map_err(|_| bad())?;
        let plain = self.cipher.decrypt(&nonce.into(), ciphertext).map_err(|_| bad())?;
        String::from_utf8(plain).map_err(|_| bad())
    }

    /// The key's 32 bytes (to be sealed with another key, `sealing_key`).
    pub(crate) fn raw(&self) -> &[u8; 32] {
        &self.raw
    }

    /// A secret derived from this key for another purpose (e.g. the sandbox gateway's signing keys).
    pub fn derive(&self, purpose: &str) -> String {
        hmac_sha256_hex(&self.raw, purpose.as_bytes())
    }
}

fn write_private(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)?.write_all(text.as_bytes())
}

#[cfg(test)]
mod data_key_tests {
    use super::*;

    #[test]
    fn sealed_values_round_trip_and_differ_each_time() {
        let key = DataKey::from_bytes([7u8; 32]);
        let a = key.seal("123412341234");
        let b = key.seal("123412341234");
        assert_ne!(a, b, "random nonces");
        assert!(a.starts_with("enc:v1:") && !a.contains("1234123412"));
        assert_eq!(key.open(&a).unwrap(), "123412341234");
        assert!(DataKey::from_bytes([8u8; 32]).open(&a).is_err(), "another key cannot open it");
    }

    #[test]
    fn the_key_file_is_read_and_no_key_is_generated_beside_the_data() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("secret.key");
        std::fs::write(&file, format!("{}\n", base64::engine::general_purpose::STANDARD.encode([9u8; 32]))).unwrap();
        let config = crate::Config::from_figment(
            &crate::Config::defaults()
                .merge(figment::providers::Serialized::default("data_dir", dir.path().join("data")))
                .merge(figment::providers::Serialized::default("data_key_file", &file)),
        )
        .unwrap();
        let key = DataKey::load(&config).unwrap();
        assert_eq!(DataKey::from_bytes([9u8; 32]).open(&key.seal("1")).unwrap(), "1", "the file's key");
        assert!(!dir.path().join("data/data.key").exists());
        std::fs::write(&file, "short").unwrap();
        let err = DataKey::load(&config).err().unwrap().to_string();
        assert!(err.contains("secret.key"), "{err}");
        std::fs::remove_file(&file).unwrap();
        let err = DataKey::load(&config).err().unwrap().to_string();
        assert!(err.contains("cannot read the data key file"), "{err}");
    }

    #[test]
    fn hmac_matches_a_known_vector() {
        // RFC 4231 test case 2.
        assert_eq!(
            hmac_sha256_hex(b"Jefe", b"what do ya want for nothing?"),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }
}
