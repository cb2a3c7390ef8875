//! Loading the settings: defaults, the file, the environment, and the refusals.

#![allow(clippy::result_large_err)] // figment's Jail closures return its own (large) error type

use super::*;
use figment::Jail;

#[test]
fn defaults_need_no_file_and_no_environment() {
    Jail::expect_with(|_| {
        let config: Config = Config::figment(None).unwrap().extract().unwrap();
        assert_eq!(config.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(config.database_url(), "sqlite://data/fest.db?mode=rwc");
        assert_eq!(config.log_format, LogFormat::Text);
        Ok(())
    });
}

#[test]
fn environment_overrides_file_which_overrides_defaults() {
    Jail::expect_with(|jail| {
        jail.create_file("fest.toml", "bind = \"0.0.0.0:9000\"\nlog_format = \"json\"\n")?;
        let config: Config = Config::figment(None).unwrap().extract().unwrap();
        assert_eq!(config.bind.to_string(), "0.0.0.0:9000");
        jail.set_env("FEST_BIND", "127.0.0.1:9100");
        jail.set_env("FEST_DATABASE_URL", "postgres://fest:hunter2@localhost/fest");
        let config: Config = Config::figment(None).unwrap().extract().unwrap();
        assert_eq!(config.bind.to_string(), "127.0.0.1:9100");
        assert_eq!(config.log_format, LogFormat::Json);
        assert_eq!(config.database_url(), "postgres://fest:hunter2@localhost/fest");
        Ok(())
    });
}

#[test]
fn secrets_are_hidden_in_debug_output() {
    Jail::expect_with(|jail| {
        jail.set_env("FEST_DATABASE_URL", "postgres://fest:hunter2@localhost/fest");
        let config: Config = Config::figment(None).unwrap().extract().unwrap();
        let debug = format!("{config:?}");
        assert!(!debug.contains("hunter2"), "{debug}");
        Ok(())
    });
}

#[test]
fn trusted_proxies_are_a_list_or_a_comma_separated_string() {
    Jail::expect_with(|jail| {
        let config: Config = Config::figment(None).unwrap().extract().unwrap();
        assert!(config.trusted_proxies.is_empty());
        jail.set_env("FEST_TRUSTED_PROXIES", "127.0.0.1/32, 10.0.0.0/8,::1");
        let config: Config = Config::figment(None).unwrap().extract().unwrap();
        let blocks: Vec<String> = config.trusted_proxies.iter().map(ToString::to_string).collect();
        assert_eq!(blocks, ["127.0.0.1/32", "10.0.0.0/8", "::1/128"]);
        jail.set_env("FEST_TRUSTED_PROXIES", "not-an-address");
        assert!(Config::from_figment(&Config::figment(None).unwrap()).is_err());
        Ok(())
    });
}

#[test]
fn serving_outside_loopback_needs_a_data_key_and_an_explicit_payment_mode() {
    Jail::expect_with(|jail| {
        // Loopback (make run): the generated key and the default sandbox are fine.
        Config::load().unwrap().check_serve().unwrap();
        jail.set_env("FEST_BIND", "[::1]:8080");
        Config::load().unwrap().check_serve().unwrap();

        jail.set_env("FEST_BIND", "0.0.0.0:8080");
        let err = Config::load().unwrap().check_serve().unwrap_err().to_string();
        assert!(err.contains("FEST_DATA_KEY_FILE") && err.contains("0.0.0.0:8080"), "{err}");
        assert!(!err.contains('\n'), "one line: {err}");

        jail.set_env("FEST_DATA_KEY_FILE", "/run/secrets/fest-data-key");
        let err = Config::load().unwrap().check_serve().unwrap_err().to_string();
        assert!(err.contains("sandbox") && err.contains("FEST_PAYMENTS=sandbox"), "{err}");

        jail.set_env("FEST_PAYMENTS", "sandbox");
        let config = Config::load().unwrap();
        assert!(config.payments_explicit);
        config.check_serve().unwrap();

        jail.set_env("FEST_DATA_KEY", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
        let err = Config::load().unwrap().check_serve().unwrap_err().to_string();
        assert!(err.contains("keep one"), "{err}");
        Ok(())
    });
    // The file counts as explicit too, and a real gateway needs no say-so.
    Jail::expect_with(|jail| {
        jail.set_env("FEST_BIND", "0.0.0.0:8080");
        jail.set_env("FEST_DATA_KEY", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
        assert!(Config::load().unwrap().check_serve().is_err(), "sandbox by default");
        jail.create_file("fest.toml", "payments = \"sandbox\"\n")?;
        Config::load().unwrap().check_serve().unwrap();
        jail.create_file("fest.toml", "payments = \"offline\"\n")?;
        Config::load().unwrap().check_serve().unwrap();
        Ok(())
    });
}

#[test]
fn the_new_settings_default_to_off_and_hourly() {
    Jail::expect_with(|_| {
        let config = Config::load().unwrap();
        assert_eq!(config.purge_interval_secs, 3600);
        assert_eq!(config.retention_days, 90);
        assert!(config.public_url.is_none() && config.data_key_file.is_none());
        assert!(!config.payments_explicit);
        Ok(())
    });
}

#[test]
fn the_referral_discount_is_off_by_default_and_at_most_100_percent() {
    Jail::expect_with(|jail| {
        assert_eq!(Config::load().unwrap().referral_discount_percent, 0);
        jail.set_env("FEST_REFERRAL_DISCOUNT_PERCENT", "10");
        assert_eq!(Config::load().unwrap().referral_discount_percent, 10);
        jail.set_env("FEST_REFERRAL_DISCOUNT_PERCENT", "101");
        assert!(Config::load().unwrap_err().to_string().contains("referral_discount_percent"));
        Ok(())
    });
}

#[test]
fn a_waiting_list_offer_lasts_a_day_by_default_and_at_least_an_hour() {
    Jail::expect_with(|jail| {
        assert_eq!(Config::load().unwrap().waitlist_offer_hours, 24);
        jail.set_env("FEST_WAITLIST_OFFER_HOURS", "2");
        assert_eq!(Config::load().unwrap().waitlist_offer_hours, 2);
        jail.set_env("FEST_WAITLIST_OFFER_HOURS", "0");
        assert!(Config::load().unwrap_err().to_string().contains("waitlist_offer_hours"));
        Ok(())
    });
}

#[test]
fn receipt_settings_are_checked_at_start_up() {
    Jail::expect_with(|jail| {
        let config = Config::load().unwrap();
        assert_eq!((config.receipt_prefix.as_str(), config.sac_code.as_str()), ("INF", "999651"));
        assert_eq!((config.gstin(), config.gst_rate_bp(), config.place_of_supply_code()), (None, Some(1800), None));
        jail.set_env("FEST_GSTIN", "10AAPFU0939F1ZV");
        assert!(Config::load().unwrap_err().to_string().contains("gstin"));
        jail.set_env("FEST_GSTIN", "27aapfu0939f1zv");
        let config = Config::load().unwrap();
        assert_eq!(config.gstin().as_deref(), Some("27AAPFU0939F1ZV"));
        assert_eq!(config.place_of_supply_code().as_deref(), Some("27"));
        jail.set_env("FEST_PLACE_OF_SUPPLY", "10");
        assert_eq!(Config::load().unwrap().place_of_supply_code().as_deref(), Some("10"));
        jail.set_env("FEST_PLACE_OF_SUPPLY", "25");
        assert!(Config::load().unwrap_err().to_string().contains("place_of_supply"));
        jail.set_env("FEST_PLACE_OF_SUPPLY", "10");
        jail.set_env("FEST_GST_RATE", "exempt");
        assert_eq!(Config::load().unwrap().gst_rate_bp(), None);
        jail.set_env("FEST_GST_RATE", "18 percent");
        assert!(Config::load().unwrap_err().to_string().contains("gst_rate"));
        jail.set_env("FEST_GST_RATE", "5");
        jail.set_env("FEST_RECEIPT_PREFIX", "INFINITO");
        assert!(Config::load().unwrap_err().to_string().contains("receipt_prefix"));
        Ok(())
    });
}

#[test]
fn a_missing_explicit_config_file_is_an_error() {
    let err = Config::figment(Some(Path::new("/nonexistent/fest.toml"))).unwrap_err();
    assert!(err.to_string().contains("does not exist"));
}

#[test]
fn the_daily_backup_is_off_by_default_and_takes_on_off_or_an_hour() {
    Jail::expect_with(|jail| {
        let config = Config::load().unwrap();
        assert_eq!(config.backup_daily, None);
        assert_eq!(config.backup_keep, 7);
        assert_eq!(config.backup_dir(), Path::new("data/backups"));
        for (given, hour) in
            [("on", Some(3)), ("true", Some(3)), ("off", None), ("false", None), ("0", Some(0)), ("23", Some(23))]
        {
            jail.set_env("FEST_BACKUP_DAILY", given);
            assert_eq!(Config::load().unwrap().backup_daily, hour, "{given}");
        }
        for wrong in ["24", "-1", "nightly"] {
            jail.set_env("FEST_BACKUP_DAILY", wrong);
            let err = Config::load().unwrap_err().to_string();
            assert!(err.contains("backup_daily") && err.contains("0 to 23"), "{wrong}: {err}");
        }
        jail.set_env("FEST_BACKUP_DAILY", "on");
        jail.set_env("FEST_BACKUP_KEEP", "0");
        let err = Config::load().unwrap_err().to_string();
        assert!(err.contains("backup_keep is 0"), "{err}");
        jail.set_env("FEST_BACKUP_KEEP", "3");
        jail.set_env("FEST_BACKUP_DIR", "/srv/fest-backups");
        let config = Config::load().unwrap();
        assert_eq!((config.backup_keep, config.backup_dir()), (3, PathBuf::from("/srv/fest-backups")));
        jail.create_file("fest.toml", "backup_daily = 5\n")?;
        jail.clear_env();
        assert_eq!(Config::load().unwrap().backup_daily, Some(5));
        Ok(())
    });
}
