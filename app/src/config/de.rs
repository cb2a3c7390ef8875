//! Reading settings given as text or numbers, and lists of address blocks.

use ipnet::IpNet;
use serde::Deserialize;

/// A setting read as text even when the environment gives a number (`FEST_GST_RATE=18`,
/// `FEST_PLACE_OF_SUPPLY=10`).
pub(super) fn text<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        Text(String),
        Whole(u64),
        Number(f64),
    }
    Ok(match Raw::deserialize(deserializer)? {
        Raw::Text(s) => s,
        Raw::Whole(n) => n.to_string(),
        Raw::Number(n) => n.to_string(),
    })
}

pub(super) fn text_opt<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    text(deserializer).map(Some)
}

/// A list of CIDR blocks (a bare address is a block of one), given as a list or a comma-separated string.
pub(super) fn cidr_list<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<IpNet>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        One(String),
        Many(Vec<String>),
    }
    let items = match Raw::deserialize(deserializer)? {
        Raw::One(s) => s.split(',').map(str::to_owned).collect(),
        Raw::Many(v) => v,
    };
    items
        .iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<IpNet>()
                .or_else(|_| s.parse::<std::net::IpAddr>().map(IpNet::from))
                .map_err(|_| serde::de::Error::custom(format!("{s:?} is not an address or a CIDR block")))
        })
        .collect()
}

/// A list of host names, given as a list or a comma-separated string (lower-cased, blanks dropped).
pub(super) fn host_list<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        One(String),
        Many(Vec<String>),
    }
    let items = match Raw::deserialize(deserializer)? {
        Raw::One(s) => s.split(',').map(str::to_owned).collect(),
        Raw::Many(v) => v,
    };
    Ok(items.iter().map(|s| s.trim().to_ascii_lowercase()).filter(|s| !s.is_empty()).collect())
}

/// The daily backup's hour: `false`/`off`/`no` (none), `true`/`on`/`yes` (3, early morning), or an hour 0-23,
/// given as a TOML value or as the text of `FEST_BACKUP_DAILY`.
pub(super) fn daily_hour<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<u32>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        Switch(bool),
        Hour(i64),
        Text(String),
    }
    let invalid = |what: &str| {
        serde::de::Error::custom(format!("backup_daily is {what:?}: on, off, or an hour from 0 to 23 (India time)"))
    };
    let hour = match Raw::deserialize(deserializer)? {
        Raw::Switch(on) => return Ok(on.then_some(DEFAULT_BACKUP_HOUR)),
        Raw::Hour(h) => h,
        Raw::Text(text) => match text.trim().to_ascii_lowercase().as_str() {
            "on" | "true" | "yes" => return Ok(Some(DEFAULT_BACKUP_HOUR)),
            "off" | "false" | "no" | "" => return Ok(None),
            other => other.parse::<i64>().map_err(|_| invalid(&text))?,
        },
    };
    u32::try_from(hour).ok().filter(|h| *h < 24).map(Some).ok_or_else(|| invalid(&hour.to_string()))
}

/// The hour of the daily backup when it is merely switched on: 03:00 India time, when nobody registers.
pub const DEFAULT_BACKUP_HOUR: u32 = 3;
