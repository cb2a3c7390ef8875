//! One file per action. Handlers are thin: extract and validate, call one service, map the result.

pub mod accommodation;
pub mod admin;
pub mod announcements;
pub mod auth;
pub mod ca;
pub mod certificates;
pub mod checkin;
pub mod config;
pub mod download;
pub mod events;
pub mod fest_day;
pub mod health;
pub mod openapi;
pub mod passes;
pub mod payments;
pub mod push;
pub mod receipts;
pub mod user;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::ApiError;

/// Every API route, relative to /api/v1.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(health::health))
        .routes(routes!(openapi::openapi_json))
        .routes(routes!(config::config))
        .routes(routes!(auth::send_otp::send_otp))
        .routes(routes!(auth::verify_otp::verify_otp))
        .routes(routes!(auth::login::login))
        .routes(routes!(auth::google_login::google_login))
        .routes(routes!(auth::logout::logout))
        .routes(routes!(auth::password::forgot))
        .routes(routes!(auth::password::reset))
        .routes(routes!(user::password::change_password))
        .routes(routes!(user::sessions::list_sessions))
        .routes(routes!(user::sessions::revoke_session))
        .routes(routes!(user::sessions::revoke_others))
        .routes(routes!(user::export::export_account))
        .routes(routes!(user::email::request_email_change))
        .routes(routes!(user::email::verify_email_change))
        .routes(routes!(user::me::me, user::me::update_profile, user::me::delete_account))
        .routes(routes!(user::all_users::all_users))
        .routes(routes!(events::list::list))
        .routes(routes!(events::registered_names::registered_names))
        .routes(routes!(events::my_registrations::my_registrations))
        .routes(routes!(events::register::register))
        .routes(routes!(events::create_order::create_order))
        .routes(routes!(events::quote::quote))
        .routes(routes!(events::verify_payment::verify_payment))
        .routes(routes!(payments::webhook::webhook))
        .routes(routes!(payments::sandbox::pay))
        .routes(routes!(payments::sandbox::fail))
        .routes(routes!(payments::upi::order))
        .routes(routes!(payments::upi::submit_utr))
        .routes(routes!(payments::test_payment::create))
        .routes(routes!(payments::test_payment::verify))
        .routes(routes!(ca::apply::apply))
        .routes(routes!(ca::application::application))
        .routes(routes!(ca::all_applications::all_applications))
        .routes(routes!(ca::decide::accept))
        .routes(routes!(ca::decide::reject))
        .routes(routes!(ca::dashboard::dashboard))
        .routes(routes!(user::set_role::set_role))
        .routes(routes!(events::registrations::for_event))
        .routes(routes!(events::registrations::all))
        .routes(routes!(events::export::export))
        .routes(routes!(admin::stats::stats))
        .routes(routes!(admin::settings::get_settings, admin::settings::settings))
        .routes(routes!(admin::mark_paid::mark_paid))
        .routes(routes!(admin::resolve::resolve))
        .routes(routes!(admin::refund::refund))
        .routes(routes!(admin::payment_health::payment_health))
        .routes(routes!(admin::payment_health::recheck))
        .routes(routes!(admin::payment_health::mark_refunded))
        .routes(routes!(admin::payment_health::retry_webhook))
        .routes(routes!(admin::payment_health::refund_orphan))
        .routes(routes!(admin::upi::waiting))
        .routes(routes!(admin::upi::statement))
        .routes(routes!(admin::upi::confirm))
        .routes(routes!(events::cancel::cancel))
        .routes(routes!(admin::audit_log::audit_log))
        .routes(routes!(admin::reveal_aadhaar::reveal_aadhaar))
        .routes(routes!(events::rulebook::rulebook_pdf))
        .routes(routes!(passes::mine::mine))
        .routes(routes!(checkin::public_key::public_key))
        .routes(routes!(checkin::bundle::bundle))
        .routes(routes!(checkin::scan::scan))
        .routes(routes!(checkin::scan::sync))
        .routes(routes!(checkin::search::search))
        .routes(routes!(admin::checkin::event_checkins))
        .routes(routes!(admin::checkin::export))
        .routes(routes!(admin::checkin::undo))
        .routes(routes!(admin::numbers::fest_numbers))
        .routes(routes!(events::waitlist::join_waitlist))
        .routes(routes!(events::waitlist::my_waitlist_entry, events::waitlist::leave_waitlist))
        .routes(routes!(events::waitlist::accept_waitlist_offer))
        .routes(routes!(user::waitlist::my_waitlist))
        .routes(routes!(user::drafts::list_drafts))
        .routes(routes!(user::drafts::get_draft, user::drafts::put_draft, user::drafts::delete_draft))
        .routes(routes!(admin::waitlist::event_waitlist))
        .routes(routes!(admin::waitlist::reorder_waitlist))
        .routes(routes!(events::change::change_registration))
        .routes(routes!(events::change::verify_change_payment))
        .routes(routes!(admin::history::registration_history))
        .routes(routes!(admin::history::change_refunded))
        .routes(routes!(admin::history::change_received))
        .routes(routes!(admin::coupons::create_coupon, admin::coupons::list_coupons))
        .routes(routes!(admin::print::print_passes))
        .routes(routes!(admin::print::team_sheets))
        .routes(routes!(admin::print::print_colleges))
        .routes(routes!(accommodation::options))
        .routes(routes!(accommodation::create_order))
        .routes(routes!(accommodation::book))
        .routes(routes!(accommodation::verify_payment))
        .routes(routes!(accommodation::mine))
        .routes(routes!(accommodation::cancel))
        .routes(routes!(accommodation::admin_overview))
        .routes(routes!(accommodation::export_guests))
        .routes(routes!(accommodation::settings))
        .routes(routes!(accommodation::refund))
        .routes(routes!(accommodation::mark_paid))
        .routes(routes!(accommodation::mark_refunded))
        .routes(routes!(receipts::my_receipts))
        .routes(routes!(receipts::receipt_pdf))
        .routes(routes!(receipts::payable_receipts))
        .routes(routes!(receipts::export_register))
        .routes(routes!(announcements::my_notices))
        .routes(routes!(announcements::public_notices))
        .routes(routes!(announcements::list_announcements, announcements::create_announcement))
        .routes(routes!(announcements::reach))
        .routes(routes!(announcements::cancel_announcement))
        .routes(routes!(announcements::get_reminders, announcements::set_reminders))
        .routes(routes!(certificates::my_certificates))
        .routes(routes!(certificates::certificate_pdf))
        .routes(routes!(certificates::verify_certificate))
        .routes(routes!(certificates::admin_certificates))
        .routes(routes!(certificates::release_certificates))
        .routes(routes!(certificates::revoke_certificate))
        .routes(routes!(certificates::certificates_archive))
        .routes(routes!(push::push_public_key))
        .routes(routes!(push::push_devices, push::subscribe_push, push::unsubscribe_push))
        .routes(routes!(fest_day::venues::list_venues))
        .routes(routes!(fest_day::venues::create_venue))
        .routes(routes!(fest_day::venues::remove_venue))
        .routes(routes!(fest_day::fixtures::list_fixtures))
        .routes(routes!(fest_day::fixtures::published_fixtures))
        .routes(routes!(fest_day::fixtures::staff_fixtures, fest_day::fixtures::generate_fixtures))
        .routes(routes!(fest_day::fixtures::paid_teams))
        .routes(routes!(fest_day::fixtures::swap_teams))
        .routes(routes!(fest_day::fixtures::publish_fixtures))
        .routes(routes!(fest_day::fixtures::pair_next_round))
        .routes(routes!(fest_day::fixtures::discard_fixtures))
        .routes(routes!(fest_day::schedule::schedule_match, fest_day::schedule::unschedule_match))
        .routes(routes!(fest_day::schedule::schedule))
        .routes(routes!(fest_day::schedule::my_matches))
        .routes(routes!(fest_day::schedule::event_calendar))
        .routes(routes!(fest_day::schedule::team_calendar))
        .routes(routes!(fest_day::results::scorer_matches))
        .routes(routes!(fest_day::results::enter_result))
        .routes(routes!(fest_day::standings::championship))
        .routes(routes!(fest_day::races::list_races))
        .routes(routes!(fest_day::races::published_race))
        .routes(routes!(fest_day::races::staff_races, fest_day::races::draw_race))
        .routes(routes!(fest_day::races::race_entries))
        .routes(routes!(fest_day::races::staff_race, fest_day::races::discard_race))
        .routes(routes!(fest_day::races::publish_race))
        .routes(routes!(fest_day::races::draw_race_final))
        .routes(routes!(fest_day::races::enter_heat_times))
        .routes(routes!(fest_day::races::schedule_heat))
        .routes(routes!(fest_day::standings::set_championship_points))
        .routes(routes!(fest_day::live::live_stream))
        .merge(
            // A rulebook file may be larger than any other request body.
            OpenApiRouter::new()
                .routes(routes!(admin::rulebook::upload, admin::rulebook::remove))
                .layer(DefaultBodyLimit::max(fest_app::services::rulebooks::MAX_BYTES + 1)),
        )
}

/// Any path under /api/v1 that names no route.
pub async fn not_found() -> ApiError {
    ApiError::not_found("Not found")
}
