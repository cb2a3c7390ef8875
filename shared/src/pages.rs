//! The site's pages (SPEC 2.1): the addresses the frontend's router draws a page for. The server answers
//! every other address with the frontend's not-found page and HTTP 404, so a mistyped link or a stale
//! bookmark is reported as missing to browsers, crawlers and link checkers alike; the frontend's route table
//! is checked against this list by its tests.
//!
//! A pattern is a path of segments: a literal (compared without regard to ASCII case, as the router does),
//! `:name` (any one segment), `:name?` (one segment or none). Two parameters are checked against the
//! catalogue, because their pages are drawn only for a known event: `/events/:slug` (an event's
//! registration route, for an event registered online) and `/rulebook/:event` (an event's slug).

use crate::catalogue;

/// Every page's address pattern, in the route table's order.
pub const PAGES: &[&str] = &[
    "/",
    "/auth",
    "/event/ins",
    "/aboutUs",
    "/aboutUs2",
    "/sponsor",
    "/merch",
    "/merchandise",
    "/rulebook/:event",
    "/ca",
    // The fest day: the schedule, an event's fixtures, a match of them, an athletics race and the live page.
    "/schedule",
    "/fixtures/:event",
    "/fixtures/:event/:match",
    "/races/:race",
    "/live",
    // A certificate's public check (its QR code's address).
    "/verify/:id",
    // The grievance officer (DPDP Act), and a team member's own data by the link in their pass e-mail.
    "/grievance",
    "/my-data/:token",
    // A parent's or guardian's consent for a participant under 18, by the e-mailed link.
    "/guardian/:token",
    "/events/:slug",
    "/payment-test",
    // Behind sign-in.
    "/ca-register",
    "/account",
    "/account/registrations/:event",
    "/account/registrations/:event/edit",
    "/ca-application",
    "/passes",
    "/events/my-responses",
    "/accommodation",
    "/checkin",
    "/scorer",
    "/events/response/:event?",
    "/events/all-responses",
    "/ca-dashboard",
    // The admin portal and its sections.
    "/admin",
    "/admin/users",
    "/admin/ca",
    "/admin/events/:event?",
    "/admin/fixtures",
    "/admin/checkin",
    "/admin/numbers",
    "/admin/payments",
    "/admin/coupons",
    "/admin/accommodation",
    "/admin/announcements",
    "/admin/privacy",
    "/admin/audit",
    // Printing for the organisers, without the portal around it.
    "/admin/print/passes",
    "/admin/print/team-sheets",
];

/// Whether `path` (an address's path, without query) is one of the site's pages.
pub fn is_page(path: &str) -> bool {
    let trimmed = path.trim_end_matches('/');
    let segments: Vec<&str> = trimmed.split('/').skip(1).collect();
    if trimmed.is_empty() {
        return path.starts_with('/');
    }
    if segments.iter().any(|s| s.is_empty()) {
        return false;
    }
    PAGES.iter().any(|pattern| matches(pattern, &segments))
}

fn matches(pattern: &str, segments: &[&str]) -> bool {
    let parts: Vec<&str> = pattern.split('/').skip(1).filter(|p| !p.is_empty()).collect();
    let mut given = segments.iter();
    for part in &parts {
        let next = given.next();
        match (part.strip_prefix(':'), next) {
            (Some(name), Some(segment)) => {
                if !parameter_fits(pattern, name.trim_end_matches('?'), segment) {
                    return false;
                }
            }
            (Some(name), None) => return name.ends_with('?'),
            (None, Some(segment)) if segment.eq_ignore_ascii_case(part) => {}
            (None, _) => return false,
        }
    }
    given.next().is_none()
}

/// The catalogue's say on a parameter (see the module's text); any segment elsewhere.
fn parameter_fits(pattern: &str, name: &str, segment: &str) -> bool {
    match (pattern, name) {
        ("/events/:slug", "slug") => catalogue::events()
            .iter()
            .filter(|e| e.is_registrable())
            .any(|e| e.registration_route.strip_prefix("/events/") == Some(segment)),
        ("/rulebook/:event", "event") => catalogue::event(segment).is_some(),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_of_the_route_table_are_pages() {
        for path in [
            "/",
            "/auth",
            "/event/ins",
            "/aboutus",
            "/aboutUs2/",
            "/rulebook/chess",
            "/events/kabbadi",
            "/events/mr-infinito",
            "/events/my-responses",
            "/events/response",
            "/events/response/chess",
            "/account/registrations/chess/edit",
            "/account/registrations/chess",
            "/admin",
            "/admin/events",
            "/admin/events/chess",
            "/admin/announcements",
            "/admin/privacy",
            "/admin/audit",
            "/grievance",
            "/my-data/0123456789abcdef-00112233445566778899aabbccddeeff",
            "/guardian/AbCd-_0123",
        ] {
            assert!(is_page(path), "{path} should be a page");
        }
    }

    #[test]
    fn anything_else_is_not_found() {
        for path in [
            "",
            "/nope",
            "/aboutUs3",
            "/event",
            "/event/ins/more",
            "/rulebook/",
            "/rulebook/unknown-event",
            "/events/unknown",
            "/events/kabaddi-typo",
            "/events/response/chess/more",
            "/account/registrations/chess/more",
            "/admin/nope",
            "/admin//users",
            "//admin",
        ] {
            assert!(!is_page(path), "{path:?} should not be a page");
        }
    }

    #[test]
    fn the_fest_day_pages_are_pages() {
        for path in [
            "/schedule",
            "/live",
            "/live/",
            "/fixtures/football",
            "/fixtures/any-event",
            "/fixtures/football/M1",
            "/fixtures/football/KO1/",
            "/races/5b0c6d1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e",
        ] {
            assert!(is_page(path), "{path} should be a page");
        }
        for path in [
            "/fixtures",
            "/fixtures/",
            "/fixtures/football/M1/more",
            "/fixtures//M1",
            "/schedule/today",
            "/live/now",
            "/races",
        ] {
            assert!(!is_page(path), "{path:?} should not be a page");
        }
    }

    #[test]
    fn every_registration_route_of_an_event_registered_online_is_a_page_and_no_other() {
        for event in catalogue::events() {
            assert_eq!(is_page(event.registration_route), event.is_registrable(), "{}", event.registration_route);
        }
    }
}
