//! Fest day: venues, fixtures, the schedule, results, standings and the live stream.
//!
//! * Everybody: `GET /fixtures`, `GET /fixtures/{event}`, `GET /schedule`, `GET /standings`, `GET /live`.
//! * A signed-in user: `GET /user/matches` (their teams' scheduled matches).
//! * Staff (admins and moderators): venues, generating, swapping, scheduling and publishing fixtures.
//! * Scorers (and staff): `GET /scorer/matches`, `PUT …/result`.
//! * Admins: the championship's points per placing.
//! * Athletics races: `GET /races`, `GET /races/{race}` for everybody; drawing heats, publishing and drawing the
//!   final for staff; `PUT /scorer/races/{race}/heats/{heat}/times` for scorers.

pub mod fixtures;
pub mod live;
pub mod races;
pub mod results;
pub mod schedule;
pub mod standings;
pub mod venues;
pub mod views;
