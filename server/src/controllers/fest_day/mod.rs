//! Fest day: venues, fixtures, the schedule, results, standings and the live stream.
//!
//! * Everybody: `GET /fixtures`, `GET /fixtures/{event}`, `GET /schedule`, `GET /standings`, `GET /live`.
//! * A signed-in user: `GET /user/matches` (their teams' scheduled matches).
//! * Staff (admins and moderators): venues, generating, swapping, scheduling and publishing fixtures.
//! * Scorers (and staff): `GET /scorer/matches`, `PUT …/result`.
//! * Admins: the championship's points per placing.

pub mod fixtures;
pub mod live;
pub mod results;
pub mod schedule;
pub mod standings;
pub mod venues;
pub mod views;
