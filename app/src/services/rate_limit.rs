//! Fixed-window rate limiting with the counters in the database, so every server instance sees the same
//! counts and a restart forgets nothing.

use chrono::Utc;
use sea_orm::{ConnectionTrait, Statement, Value};

use crate::{AppError, Context};

/// Counts one attempt under `key`; fails with 429 when more than `limit` fell in the current window.
pub async fn hit(ctx: &Context, key: &str, limit: u32, window_secs: u32) -> Result<(), AppError> {
    let count = record(ctx, key, window_secs).await?;
    if count.count > limit {
        return Err(too_many(count.retry_after));
    }
    Ok(())
}

/// The key as stored: a key longer than the column (an e-mail address of any length can be part of one)
/// is replaced by its hash.
fn stored_key(key: &str) -> String {
    if key.len() <= 200 { key.to_owned() } else { format!("sha256:{}", crate::crypto::sha256_hex(key.as_bytes())) }
}

/// Attempts counted under a key in its current window.
#[derive(Debug, Clone, Copy, Default)]
pub struct Count {
    pub count: u32,
    /// Seconds until the window ends.
    pub retry_after: u64,
}

/// The 429 of a limit reached: try again when the window ends.
pub fn too_many(retry_after: u64) -> AppError {
    let retry_after = retry_after.max(1);
    let minutes = retry_after.div_ceil(60);
    let unit = if minutes == 1 { "minute" } else { "minutes" };
    AppError::TooManyRequests {
        message: format!("Too many attempts. Please try again in {minutes} {unit}."),
        retry_after,
    }
}

/// Counts one attempt under `key` and returns the count of the current window (a window that has ended
/// starts again at one).
pub async fn record(ctx: &Context, key: &str, window_secs: u32) -> Result<Count, AppError> {
    let key = &stored_key(key);
    let now = Utc::now().timestamp();
    let window = i64::from(window_secs);
    let db = ctx.writer();
    let sql = "INSERT INTO rate_limit (key, window_start, hits) VALUES ($1, $2, 1) \
               ON CONFLICT (key) DO UPDATE SET \
               hits = CASE WHEN rate_limit.window_start <= $3 THEN 1 ELSE rate_limit.hits + 1 END, \
               window_start = CASE WHEN rate_limit.window_start <= $3 THEN $2 ELSE rate_limit.window_start END \
               RETURNING hits, window_start";
    let row = db
        .query_one_raw(Statement::from_sql_and_values(
            db.get_database_backend(),
            sql,
            [Value::from(key.to_owned()), Value::from(now), Value::from(now - window)],
        ))
        .await?
        .ok_or_else(|| AppError::Other("rate limiter returned no row".into()))?;
    let hits: i32 = row.try_get_by_index(0)?;
    let window_start: i64 = row.try_get_by_index(1)?;
    Ok(Count {
        count: u32::try_from(hits).unwrap_or(u32::MAX),
        retry_after: u64::try_from(window_start + window - now).unwrap_or(0),
    })
}

/// The attempts counted under `key` in its current window, without counting one.
pub async fn peek(ctx: &Context, key: &str, window_secs: u32) -> Result<Count, AppError> {
    let key = &stored_key(key);
    let now = Utc::now().timestamp();
    let window = i64::from(window_secs);
    let db = ctx.db();
    let row = db
        .query_one_raw(Statement::from_sql_and_values(
            db.get_database_backend(),
            "SELECT hits, window_start FROM rate_limit WHERE key = $1 AND window_start > $2",
            [Value::from(key.to_owned()), Value::from(now - window)],
        ))
        .await?;
    let Some(row) = row else { return Ok(Count::default()) };
    let hits: i32 = row.try_get_by_index(0)?;
    let window_start: i64 = row.try_get_by_index(1)?;
    Ok(Count {
        count: u32::try_from(hits).unwrap_or(u32::MAX),
        retry_after: u64::try_from(window_start + window - now).unwrap_or(0),
    })
}

/// The address a request is counted under: the socket's peer, or, when the peer is a trusted proxy, the
/// rightmost `X-Forwarded-For` hop that is not itself a trusted proxy (hops to its left can be written by
/// anyone). IPv6 clients are grouped by their /64, which one household or phone usually holds whole.
pub fn client_address(peer: Option<std::net::IpAddr>, forwarded_for: &[&str], trusted: &[ipnet::IpNet]) -> String {
    use std::net::IpAddr;
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    let Some(mut client) = peer.map(canonical) else { return "unknown".to_owned() };
    if is_trusted(&client) {
        let hops = forwarded_for.iter().flat_map(|h| h.split(',')).map(str::trim).filter(|h| !h.is_empty());
        for hop in hops.collect::<Vec<_>>().into_iter().rev() {
            let Some(ip) = parse_hop(hop) else { break };
            client = canonical(ip);
            if !is_trusted(&client) {
                break;
            }
        }
    }
    match client {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
        }
    }
}

/// An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
fn canonical(ip: std::net::IpAddr) -> std::net::IpAddr {
    match ip {
        std::net::IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, std::net::IpAddr::V4),
        v4 => v4,
    }
}

/// One `X-Forwarded-For` hop: an address, possibly with a port (`1.2.3.4:5678`, `[2001:db8::1]:443`).
fn parse_hop(hop: &str) -> Option<std::net::IpAddr> {
    hop.parse()
        .ok()
        .or_else(|| hop.parse::<std::net::SocketAddr>().ok().map(|s| s.ip()))
        .or_else(|| hop.trim_start_matches('[').trim_end_matches(']').parse().ok())
}

#[cfg(test)]
mod tests {
    use super::client_address;

    fn nets(list: &[&str]) -> Vec<ipnet::IpNet> {
        list.iter().map(|s| s.parse().unwrap()).collect()
    }

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client() {
        let peer = Some("203.0.113.9".parse().unwrap());
        assert_eq!(client_address(peer, &["1.1.1.1"], &[]), "203.0.113.9");
        assert_eq!(client_address(None, &[], &[]), "unknown");
    }

    #[test]
    fn behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client() {
        let proxy = Some("10.0.0.2".parse().unwrap());
        let trusted = nets(&["10.0.0.0/8"]);
        // The client wrote a fake first hop; the proxy appended the real address.
        assert_eq!(client_address(proxy, &["6.6.6.6, 198.51.100.7"], &trusted), "198.51.100.7");
        assert_eq!(client_address(proxy, &["6.6.6.6", "198.51.100.7, 10.0.0.3"], &trusted), "198.51.100.7");
        // A peer that is not trusted is never overridden by the header.
        let stranger = Some("198.51.100.50".parse().unwrap());
        assert_eq!(client_address(stranger, &["6.6.6.6"], &trusted), "198.51.100.50");
        // Garbage stops the walk at the last trusted hop.
        assert_eq!(client_address(proxy, &["198.51.100.7, nonsense"], &trusted), "10.0.0.2");
    }

    #[test]
    fn ipv6_clients_are_grouped_by_their_64() {
        let a = Some("2001:db8:1:2::1".parse().unwrap());
        let b = Some("2001:db8:1:2:ffff::9".parse().unwrap());
        assert_eq!(client_address(a, &[], &[]), client_address(b, &[], &[]));
        assert_eq!(client_address(a, &[], &[]), "2001:db8:1:2::/64");
        assert_eq!(client_address(Some("::ffff:192.0.2.1".parse().unwrap()), &[], &[]), "192.0.2.1");
    }
}
