//! E-mails from templates, in the recipient's language. Each message is one file in `app/templates/email/`
//! with three blocks: `subject`, `text` (the plain body) and `body` (the HTML body, inside the frame of
//! `layout.jinja`); its Hindi twin, `app/templates/email/hi/<name>.jinja`, has the same blocks and takes the
//! same values, in the frame of `hi/layout.jinja` (`<html lang="hi">`). The files are built into the binary;
//! a message is rendered from a name, a [`Language`] and its values, which every template also gets the
//! fest's `fest` ("Infinito 2025"), `fest_name` and `fest_email`. The subject and the plain text are rendered
//! as they are, the HTML with every value escaped. A value a template names but is not given is an error,
//! never an empty gap in someone's e-mail.
//!
//! Whom each e-mail is written for decides its language: an account's stored choice ([`language_of`]),
//! English when it made none; where nobody has an account yet (a sign-up code, a visitor's grievance) the
//! language the request asked for, which the server hands the service. The words a service puts into a
//! message (a receipt's labels, a refund's sentence, a date, an amount) come in the same language from the
//! helpers of `emails/words.rs`; what the organisers typed (announcements, venues, round names) goes out as typed.

use std::sync::LazyLock;

pub use fest_shared::consent::Language;
use fest_shared::fest::FEST;
use minijinja::syntax::SyntaxConfig;
use minijinja::{AutoEscape, Environment, UndefinedBehavior, Value};
use serde::Serialize;

use crate::AppError;
use crate::ports::mailer::OutgoingEmail;

/// Every template, by file name: the English ones, then their Hindi twins under `hi/`.
const TEMPLATES: &[(&str, &str)] = &[
    ("layout.jinja", include_str!("../templates/email/layout.jinja")),
    ("macros.jinja", include_str!("../templates/email/macros.jinja")),
    ("signup_code.jinja", include_str!("../templates/email/signup_code.jinja")),
    ("registration_confirmed.jinja", include_str!("../templates/email/registration_confirmed.jinja")),
    ("password_reset_code.jinja", include_str!("../templates/email/password_reset_code.jinja")),
    ("password_changed.jinja", include_str!("../templates/email/password_changed.jinja")),
    ("erasure_notice.jinja", include_str!("../templates/email/erasure_notice.jinja")),
    ("guardian_consent_request.jinja", include_str!("../templates/email/guardian_consent_request.jinja")),
    ("guardian_consent_given.jinja", include_str!("../templates/email/guardian_consent_given.jinja")),
    ("email_change_code.jinja", include_str!("../templates/email/email_change_code.jinja")),
    ("email_changed_notice.jinja", include_str!("../templates/email/email_changed_notice.jinja")),
    ("ca_decision.jinja", include_str!("../templates/email/ca_decision.jinja")),
    ("pass_issued.jinja", include_str!("../templates/email/pass_issued.jinja")),
    ("registration_cancelled.jinja", include_str!("../templates/email/registration_cancelled.jinja")),
    ("stay_booked.jinja", include_str!("../templates/email/stay_booked.jinja")),
    ("stay_cancelled.jinja", include_str!("../templates/email/stay_cancelled.jinja")),
    ("team_changed.jinja", include_str!("../templates/email/team_changed.jinja")),
    ("waiting_list.jinja", include_str!("../templates/email/waiting_list.jinja")),
    ("match_schedule.jinja", include_str!("../templates/email/match_schedule.jinja")),
    ("announcement.jinja", include_str!("../templates/email/announcement.jinja")),
    ("match_reminder.jinja", include_str!("../templates/email/match_reminder.jinja")),
    ("fest_reminder.jinja", include_str!("../templates/email/fest_reminder.jinja")),
    ("certificates_released.jinja", include_str!("../templates/email/certificates_released.jinja")),
    ("grievance_received.jinja", include_str!("../templates/email/grievance_received.jinja")),
    ("grievance_notice.jinja", include_str!("../templates/email/grievance_notice.jinja")),
    ("grievance_answered.jinja", include_str!("../templates/email/grievance_answered.jinja")),
    ("hi/layout.jinja", include_str!("../templates/email/hi/layout.jinja")),
    ("hi/signup_code.jinja", include_str!("../templates/email/hi/signup_code.jinja")),
    ("hi/registration_confirmed.jinja", include_str!("../templates/email/hi/registration_confirmed.jinja")),
    ("hi/password_reset_code.jinja", include_str!("../templates/email/hi/password_reset_code.jinja")),
    ("hi/password_changed.jinja", include_str!("../templates/email/hi/password_changed.jinja")),
    ("hi/erasure_notice.jinja", include_str!("../templates/email/hi/erasure_notice.jinja")),
    ("hi/guardian_consent_request.jinja", include_str!("../templates/email/hi/guardian_consent_request.jinja")),
    ("hi/guardian_consent_given.jinja", include_str!("../templates/email/hi/guardian_consent_given.jinja")),
    ("hi/email_change_code.jinja", include_str!("../templates/email/hi/email_change_code.jinja")),
    ("hi/email_changed_notice.jinja", include_str!("../templates/email/hi/email_changed_notice.jinja")),
    ("hi/ca_decision.jinja", include_str!("../templates/email/hi/ca_decision.jinja")),
    ("hi/pass_issued.jinja", include_str!("../templates/email/hi/pass_issued.jinja")),
    ("hi/registration_cancelled.jinja", include_str!("../templates/email/hi/registration_cancelled.jinja")),
    ("hi/stay_booked.jinja", include_str!("../templates/email/hi/stay_booked.jinja")),
    ("hi/stay_cancelled.jinja", include_str!("../templates/email/hi/stay_cancelled.jinja")),
    ("hi/team_changed.jinja", include_str!("../templates/email/hi/team_changed.jinja")),
    ("hi/waiting_list.jinja", include_str!("../templates/email/hi/waiting_list.jinja")),
    ("hi/match_schedule.jinja", include_str!("../templates/email/hi/match_schedule.jinja")),
    ("hi/announcement.jinja", include_str!("../templates/email/hi/announcement.jinja")),
    ("hi/match_reminder.jinja", include_str!("../templates/email/hi/match_reminder.jinja")),
    ("hi/fest_reminder.jinja", include_str!("../templates/email/hi/fest_reminder.jinja")),
    ("hi/certificates_released.jinja", include_str!("../templates/email/hi/certificates_released.jinja")),
    ("hi/grievance_received.jinja", include_str!("../templates/email/hi/grievance_received.jinja")),
    ("hi/grievance_notice.jinja", include_str!("../templates/email/hi/grievance_notice.jinja")),
    ("hi/grievance_answered.jinja", include_str!("../templates/email/hi/grievance_answered.jinja")),
];

fn environment(escape: AutoEscape) -> Environment<'static> {
    let mut env = Environment::new();
    env.set_auto_escape_callback(move |_| escape.clone());
    // Values in HTML are escaped for text and double-quoted attributes (`&`, `<`, `>`, `"`); a link keeps
    // its slashes as they are.
    env.set_formatter(|out, state, value| {
        if value.is_safe() || *state.auto_escape() != AutoEscape::Html {
            return minijinja::escape_formatter(out, state, value);
        }
        let text = value.to_string();
        out.write_str(&html_escape::encode_double_quoted_attribute(&text)).map_err(minijinja::Error::from)
    });
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    // A block tag's own line break is not part of the message; the last line keeps its break.
    let syntax = SyntaxConfig::builder().trim_blocks(true).keep_trailing_newline(true).build();
    env.set_syntax(syntax.expect("the default delimiters are valid"));
    env.add_global("fest", FEST.title());
    env.add_global("fest_name", FEST.name);
    env.add_global("fest_email", FEST.email);
    for (name, source) in TEMPLATES {
        env.add_template(name, source).expect("the e-mail templates are checked by the tests");
    }
    env
}

/// Renders the subject and the plain text.
static PLAIN: LazyLock<Environment<'static>> = LazyLock::new(|| environment(AutoEscape::None));
/// Renders the HTML, escaping every value.
static HTML: LazyLock<Environment<'static>> = LazyLock::new(|| environment(AutoEscape::Html));

/// The file of message `name` in `language`: `<name>.jinja`, or its twin `hi/<name>.jinja`.
fn file_of(name: &str, language: Language) -> String {
    match language {
        Language::En => format!("{name}.jinja"),
        Language::Hi => format!("hi/{name}.jinja"),
    }
}

fn blocks(env: &Environment<'static>, file: &str, values: &Value, names: &[&str]) -> Result<Vec<String>, AppError> {
    let template = env.get_template(file).map_err(AppError::other)?;
    let mut captured = template.render_captured(values.clone()).map_err(AppError::other)?;
    captured
        .with_state_mut(|state| names.iter().map(|block| state.render_block(block).map_err(AppError::other)).collect())
}

/// The message `name` (`app/templates/email/<name>.jinja`, or `hi/<name>.jinja` in Hindi) to `to`, in
/// `language`, with `values` (the same values in either language).
pub fn render(name: &str, language: Language, to: &str, values: impl Serialize) -> Result<OutgoingEmail, AppError> {
    let file = file_of(name, language);
    let values = Value::from(minijinja::value::Serde(values));
    let mut plain = blocks(&PLAIN, &file, &values, &["subject", "text"])?.into_iter();
    let (subject, text) = (plain.next().unwrap_or_default(), plain.next().unwrap_or_default());
    let html = blocks(&HTML, &file, &values, &["html"])?.pop().unwrap_or_default();
    Ok(OutgoingEmail { to: to.to_owned(), subject: subject.trim().to_owned(), text, html })
}

// The recipient's language, and the words a service puts into a message in it.

mod words;
pub use words::{
    catalogued, category, chosen, date_time, day_month, language_of, long_date, pick, rupees, short_date, weekday_date,
};

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{DateTime, NaiveDate};
    use serde_json::json;

    #[test]
    fn every_template_loads_in_both_renderings() {
        for env in [&*PLAIN, &*HTML] {
            for (name, _) in TEMPLATES {
                env.get_template(name).unwrap();
            }
        }
    }

    #[test]
    fn values_are_escaped_in_the_html_only_and_the_fest_is_named() {
        let mail = render(
            "password_changed",
            Language::En,
            "a@example.com",
            json!({"username": "O'Brien <b>", "how": "changed"}),
        )
        .unwrap();
        assert_eq!(mail.subject, format!("Your {} password was changed", FEST.name));
        assert!(mail.text.starts_with("Hello O'Brien <b>,\n\nThe password of your "), "{}", mail.text);
        assert!(mail.text.ends_with(&format!("— Team {}\n", FEST.title())), "{}", mail.text);
        assert!(mail.html.starts_with("<!doctype html><html><body"), "{}", mail.html);
        assert!(mail.html.contains("<p>Hello O'Brien &lt;b&gt;,</p>"), "{}", mail.html);
        let quoted =
            render("password_changed", Language::En, "a@example.com", json!({"username": "\"x\" & y", "how": "set"}));
        assert!(quoted.unwrap().html.contains("<p>Hello &quot;x&quot; &amp; y,</p>"));
        assert!(mail.html.contains(FEST.email), "{}", mail.html);
        assert!(mail.html.ends_with("</body></html>"), "{}", mail.html);
    }

    #[test]
    fn a_value_left_out_is_an_error_not_a_gap() {
        let err = render("password_changed", Language::En, "a@example.com", json!({"username": "asha"})).unwrap_err();
        assert!(err.to_string().contains("undefined"), "{err}");
    }

    #[test]
    fn a_list_renders_one_line_per_item() {
        let cards = json!([
            {"fullname": "Asha Rao", "holder": "Asha Rao", "role": "Captain", "id": "P1"},
            {"fullname": "Ravi Kumar", "holder": "Ravi Kumar", "role": "Player", "id": "P2"},
        ]);
        let mail = render(
            "pass_issued",
            Language::En,
            "a@example.com",
            json!({"name": "Asha", "registered_by": "Asha", "event": "Football", "registration_id": "R1",
                   "cards": cards, "site": "https://fest.example", "report": "mailto:x@example.com",
                   "grievance": "https://fest.example/grievance", "officer_email": "dpo@example.com",
                   "my_data": "https://fest.example/my-data/P1-00"}),
        )
        .unwrap();
        assert!(
            mail.text.contains("network.\n\n  Asha Rao, Captain: pass P1\n  Ravi Kumar, Player: pass P2\n\nThe passes"),
            "{}",
            mail.text
        );
        assert_eq!(mail.html.matches("cid:pass-").count(), 2);
    }

    #[test]
    fn each_waiting_list_notice_has_its_own_subject_and_line() {
        let base = json!({"name": "Asha", "event": "Football", "team": "IIT Patna", "link": "https://x/account"});
        let mut joined = base.clone();
        joined["notice"] = "joined".into();
        joined["place"] = 3.into();
        joined["offer_hours"] = 24.into();
        let mail = render("waiting_list", Language::En, "a@example.com", joined).unwrap();
        assert!(mail.subject.ends_with(": you are on the waiting list for Football"), "{}", mail.subject);
        assert!(
            mail.text.contains("is number 3 in line for Football. If a place frees, it is held for you for 24 hours")
        );
        let mut offered = base.clone();
        offered["notice"] = "offered".into();
        offered["until"] = "21 Feb, 10:00".into();
        offered["team"] = "IIT & NIT".into();
        let mail = render("waiting_list", Language::En, "a@example.com", offered).unwrap();
        assert!(mail.subject.ends_with(": a place in Football is yours until 21 Feb, 10:00"), "{}", mail.subject);
        // A block shown twice is escaped once.
        assert!(mail.html.contains("(IIT &amp; NIT)"), "{}", mail.html);
        assert!(mail.text.contains("(IIT & NIT)"), "{}", mail.text);
        let mut lapsed = base;
        lapsed["notice"] = "lapsed".into();
        let mail = render("waiting_list", Language::En, "a@example.com", lapsed).unwrap();
        assert!(mail.html.contains("<a href=\"https://x/account\">"), "{}", mail.html);
        assert!(mail.text.contains("has passed to the next team in line.\nhttps://x/account\n"), "{}", mail.text);
    }

    #[test]
    fn the_registration_receipt_lists_its_lines_and_members_in_order() {
        let lines = json!([
            {"label": "Fee", "value": "Rs. 6500"},
            {"label": "Discount (WELCOME10)", "value": "Rs. 650"},
            {"label": "Amount paid", "value": "Rs. 5850"},
            {"label": "Registration id", "value": "R1"},
        ]);
        let mail = render(
            "registration_confirmed",
            Language::En,
            "a@example.com",
            json!({"name": "Asha", "event": "Football", "category": " (Men)", "college": "IIT <Patna>",
                   "members": ["Asha Rao", "Ravi Kumar"], "lines": lines}),
        )
        .unwrap();
        assert!(mail.subject.ends_with(": your registration for Football is confirmed"), "{}", mail.subject);
        assert!(
            mail.text.contains(
                "Event: Football (Men)\nTeam: IIT <Patna>\nMembers:\n  - Asha Rao\n  - Ravi Kumar\nFee: Rs. 6500\n\
                 Discount (WELCOME10): Rs. 650\nAmount paid: Rs. 5850\nRegistration id: R1\n\n— Team"
            ),
            "{}",
            mail.text
        );
        assert!(mail.html.contains("<tr><td>Team</td><td>IIT &lt;Patna&gt;</td></tr>"), "{}", mail.html);
        assert!(mail.html.contains("<ul><li>Asha Rao</li><li>Ravi Kumar</li></ul>"), "{}", mail.html);
    }

    /// The messages: every template but the frame and the macros.
    fn messages() -> Vec<&'static str> {
        TEMPLATES
            .iter()
            .map(|(file, _)| *file)
            .filter(|f| !f.starts_with("hi/") && *f != "layout.jinja" && *f != "macros.jinja")
            .map(|f| f.trim_end_matches(".jinja"))
            .collect()
    }

    /// The values a message is sent with in `language` (one set per branch of it), as its call sites give them:
    /// the same names in either language, and what a service words itself (a heading, a receipt's labels, a
    /// date) in that language.
    fn value_sets(name: &str, language: Language) -> Vec<serde_json::Value> {
        let site = "https://fest.example";
        let say = |en: &'static str, hi: &'static str| pick(language, en, hi);
        match name {
            "signup_code" | "password_reset_code" | "email_change_code" => {
                vec![json!({"username": "asha", "code": "123456", "minutes": 10})]
            }
            "password_changed" => {
                ["changed", "set", "reset"].into_iter().map(|how| json!({"username": "asha", "how": how})).collect()
            }
            "email_changed_notice" => vec![json!({"username": "asha"})],
            "erasure_notice" => vec![json!({"username": "asha",
                "erase_on": long_date(language, NaiveDate::from_ymd_opt(2026, 1, 24).unwrap()), "retention_days": 90,
                "account_url": format!("{site}/account"), "grievance_url": format!("{site}/grievance"),
                "officer_email": "dpo@example.com"})],
            "guardian_consent_request" => vec![json!({"child": "Asha Rao", "username": "asha",
                "child_email": "asha@example.com", "link": format!("{site}/guardian/t0k3n"),
                "grievance": format!("{site}/grievance"), "fest_email": FEST.email})],
            "guardian_consent_given" => vec![json!({"username": "asha", "guardian": "parent@example.com"})],
            "ca_decision" => [true, false]
                .into_iter()
                .map(|accepted| json!({"full_name": "Asha Rao", "accepted": accepted, "referral_code": "ASHA10"}))
                .collect(),
            "pass_issued" => vec![json!({"name": "Ravi Kumar", "registered_by": "Asha Rao", "event": "Football",
                "registration_id": "R1", "site": site, "report": "mailto:x@example.com",
                "cards": [{"fullname": "Ravi Kumar", "holder": "Ravi K.", "role": catalogued(language, "Player"),
                    "id": "P2"}],
                "grievance": format!("{site}/grievance"), "officer_email": "dpo@example.com",
                "my_data": format!("{site}/my-data/P2-00")})],
            "registration_cancelled" => vec![json!({"name": "Asha", "event": "Football", "registration_id": "R1",
                "refund": say("Nothing was paid, so there is nothing to refund.",
                    "कोई पेमेंट नहीं हुआ था, इसलिए कुछ भी लौटाना नहीं है।")})],
            "registration_confirmed" => vec![json!({"name": "Asha", "event": "Football",
                "category": format!(" ({})", category(language, "Men")), "college": "IIT Patna",
                "members": ["Asha Rao", "Ravi Kumar"],
                "lines": [{"label": say("Amount paid", "चुकाई गई रक़म"), "value": rupees(language, 650_000)},
                    {"label": say("Registration id", "रजिस्ट्रेशन ID"), "value": "R1"}]})],
            "stay_booked" => vec![json!({"name": "Asha", "guests": ["Asha Rao"],
                "lines": [{"label": say("Nights", "रातें"), "value": "2"},
                    {"label": say("Booking id", "बुकिंग ID"), "value": "B1"}]})],
            "stay_cancelled" => vec![json!({"name": "Asha", "booking_id": "B1",
                "summary": say("Your stay in the men block from 19 Feb to 21 Feb is cancelled. Nothing is refunded.",
                    "पुरुषों के ब्लॉक में 19 फ़र॰ से 21 फ़र॰ तक आपके ठहरने की बुकिंग कैंसिल हो गई है। कुछ भी रिफ़ंड नहीं होगा।")})],
            "team_changed" => vec![json!({"name": "Asha", "event": "Football", "registration_id": "R1",
                "lines": [say("Added: Ravi Kumar.", "जोड़े गए: Ravi Kumar।")]})],
            "waiting_list" => {
                let base = json!({"name": "Asha", "event": "Football", "team": "IIT Patna", "link": format!("{site}/account")});
                let mut joined = base.clone();
                joined["notice"] = "joined".into();
                joined["place"] = 3.into();
                joined["offer_hours"] = 24.into();
                let mut offered = base.clone();
                offered["notice"] = "offered".into();
                let at = DateTime::parse_from_rfc3339("2026-02-21T04:30:00Z").unwrap().to_utc();
                offered["until"] = date_time(language, at).into();
                let mut lapsed = base;
                lapsed["notice"] = "lapsed".into();
                vec![joined, offered, lapsed]
            }
            "match_schedule" => vec![json!({"name": "Asha", "event": "Football",
                "heading": say("Your match has moved", "आपके मैच का समय या जगह बदल गई है"),
                "matches": [say("Final, M7: against NIT Patna, Sat 21 Feb 2026, 10:00 to 11:00, Ground",
                    "Final, M7: NIT Patna के ख़िलाफ़, शनि, 21 फ़र॰ 2026, 10:00 से 11:00 तक, Ground")]})],
            "announcement" => vec![json!({"username": "asha", "title": "Gates open at 8", "message": "Come early."})],
            "match_reminder" => vec![json!({"name": "Asha",
                "day": weekday_date(language, NaiveDate::from_ymd_opt(2026, 2, 20).unwrap()),
                "matches": [say("Football (Men), Final M7: IIT Patna v NIT Patna, 10:00 to 11:00, Ground",
                    "Football (पुरुष), Final M7: IIT Patna बनाम NIT Patna, 10:00 से 11:00 तक, Ground")]})],
            "fest_reminder" => ["Water bottle", ""]
                .into_iter()
                .map(|bring| {
                    json!({"name": "Asha", "dates": FEST.dates,
                    "events": [format!("Football ({})", category(language, "Men"))],
                    "bring": bring, "report": "Main gate"})
                })
                .collect(),
            "certificates_released" => [1, 2]
                .into_iter()
                .map(|count| {
                    let one = json!({"title": catalogued(language, "Certificate of merit"), "name": "Asha Rao",
                        "event": "Football", "detail": catalogued(language, "First place")});
                    let two = json!({"title": catalogued(language, "Campus ambassador certificate"),
                        "name": "Asha Rao", "event": null, "detail": catalogued(language, "3 paid referrals")});
                    let list = if count == 1 { json!([one]) } else { json!([one, two]) };
                    json!({"name": "asha", "certificates": list, "count": count, "site": site})
                })
                .collect(),
            "grievance_received" | "grievance_notice" | "grievance_answered" => vec![json!({"name": "Asha",
                "reference": "GRV-ABC234", "kind": catalogued(language, "Erase my data"),
                "message": "Please erase it.", "answer": "Done.",
                "due_on": long_date(language, NaiveDate::from_ymd_opt(2026, 1, 24).unwrap()),
                "email": "asha@example.com", "officer_email": "dpo@example.com"})],
            other => panic!("no values for the message {other}: add a set here"),
        }
    }

    /// The names of a value set, nested ones included (`lines.label`).
    fn names_of(value: &serde_json::Value, prefix: &str, out: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, inner) in map {
                    let name = if prefix.is_empty() { key.clone() } else { format!("{prefix}.{key}") };
                    out.push(name.clone());
                    names_of(inner, &name, out);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|item| names_of(item, prefix, out)),
            _ => {}
        }
    }

    /// The blocks a template defines, by its source.
    fn defined_blocks(file: &str) -> Vec<&'static str> {
        let source = TEMPLATES.iter().find(|(f, _)| *f == file).map(|(_, s)| *s).unwrap();
        let mut names: Vec<&str> =
            source.split("{% block ").skip(1).filter_map(|rest| rest.split_whitespace().next()).collect();
        names.sort_unstable();
        names
    }

    fn devanagari(text: &str) -> bool {
        text.chars().any(|c| ('\u{0900}'..='\u{097f}').contains(&c))
    }

    #[test]
    fn every_template_has_a_hindi_twin_on_disk_and_in_the_binary() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/email");
        let mut on_disk = Vec::new();
        for sub in ["", "hi/"] {
            for entry in std::fs::read_dir(dir.join(sub)).unwrap() {
                let path = entry.unwrap().path();
                if path.is_file() {
                    on_disk.push(format!("{sub}{}", path.file_name().unwrap().to_string_lossy()));
                }
            }
        }
        on_disk.sort();
        let mut built: Vec<String> = TEMPLATES.iter().map(|(f, _)| (*f).to_owned()).collect();
        built.sort();
        assert_eq!(on_disk, built, "every file under templates/email is built in, and only those");
        let messages = messages();
        assert_eq!(messages.len(), 24);
        for name in messages {
            let twin = format!("hi/{name}.jinja");
            assert!(TEMPLATES.iter().any(|(f, _)| *f == twin), "{name} has no Hindi twin");
        }
    }

    #[test]
    fn each_hindi_twin_renders_with_the_values_of_its_english_message_and_defines_the_same_blocks() {
        for name in messages() {
            assert_eq!(
                defined_blocks(&format!("{name}.jinja")),
                defined_blocks(&format!("hi/{name}.jinja")),
                "{name}: the twins define different blocks"
            );
            for (values, hindi_values) in value_sets(name, Language::En).into_iter().zip(value_sets(name, Language::Hi))
            {
                let (mut names, mut hindi_names) = (Vec::new(), Vec::new());
                names_of(&values, "", &mut names);
                names_of(&hindi_values, "", &mut hindi_names);
                assert_eq!(names, hindi_names, "{name}: the same values in either language");
                let english = render(name, Language::En, "a@example.com", &values)
                    .unwrap_or_else(|e| panic!("{name} in English: {e}"));
                let hindi = render(name, Language::Hi, "a@example.com", &hindi_values)
                    .unwrap_or_else(|e| panic!("{name} in Hindi: {e}"));
                // The English values render the twin too (what a value says is the caller's business).
                render(name, Language::Hi, "a@example.com", &values)
                    .unwrap_or_else(|e| panic!("{name} in Hindi with the English values: {e}"));
                assert_eq!(hindi.to, english.to);
                for (part, text) in [("subject", &hindi.subject), ("text", &hindi.text), ("html", &hindi.html)] {
                    assert!(devanagari(text), "{name}: the Hindi {part} has no Devanagari: {text}");
                }
                for (part, text) in [("subject", &english.subject), ("text", &english.text), ("html", &english.html)] {
                    assert!(!devanagari(text), "{name}: the English {part} has Devanagari: {text}");
                }
                assert!(hindi.html.starts_with("<!doctype html><html lang=\"hi\"><body"), "{name}: {}", hindi.html);
                assert!(english.html.starts_with("<!doctype html><html><body"), "{name}: {}", english.html);
                assert!(hindi.html.ends_with("</body></html>") && english.html.ends_with("</body></html>"));
                assert!(hindi.text.ends_with('\n') && english.text.ends_with('\n'), "{name}");
                assert!(!hindi.subject.contains('\n') && !hindi.subject.is_empty(), "{name}: {}", hindi.subject);
                // Everything a value says in English is said in the Hindi too (the values are shared).
                for value in ["asha", "123456", "GRV-ABC234", "Football", "https://fest.example"] {
                    if english.text.contains(value) {
                        assert!(hindi.text.contains(value), "{name}: the Hindi leaves out {value}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_value_left_out_of_a_hindi_message_is_an_error_too() {
        for name in messages() {
            let values = value_sets(name, Language::En).remove(0);
            for key in values.as_object().unwrap().keys() {
                let mut fewer = values.clone();
                fewer.as_object_mut().unwrap().remove(key);
                let english = render(name, Language::En, "a@example.com", &fewer).is_err();
                let hindi = render(name, Language::Hi, "a@example.com", &fewer).is_err();
                assert_eq!(hindi, english, "{name} without {key}: English fails {english}, Hindi {hindi}");
            }
        }
    }

    #[test]
    fn the_hindi_sign_up_code_reads_naturally_and_escapes_its_values() {
        let mail = render(
            "signup_code",
            Language::Hi,
            "a@example.com",
            json!({"username": "O'Brien <b>", "code": "123456", "minutes": 10}),
        )
        .unwrap();
        assert_eq!(mail.subject, format!("आपका {} साइन-अप कोड: 123456", FEST.name));
        assert!(mail.text.starts_with("नमस्ते O'Brien <b>,\n\n"), "{}", mail.text);
        assert!(mail.text.contains("यह 10 मिनट तक मान्य है।"), "{}", mail.text);
        assert!(mail.text.ends_with(&format!("— टीम {}\n", FEST.title())), "{}", mail.text);
        assert!(mail.html.contains("<p>नमस्ते O'Brien &lt;b&gt;,</p>"), "{}", mail.html);
        let changed =
            render("password_changed", Language::Hi, "a@example.com", json!({"username": "a", "how": "reset"}));
        assert_eq!(changed.unwrap().subject, format!("आपका {} पासवर्ड रीसेट कर दिया गया है", FEST.name));
    }

    #[test]
    fn the_english_of_every_message_is_unchanged_by_its_twin() {
        // The English files are rendered as they always were: the same text for the same values.
        let mail = render(
            "signup_code",
            Language::En,
            "a@example.com",
            json!({"username": "asha", "code": "123456", "minutes": 10}),
        )
        .unwrap();
        assert_eq!(mail.subject, format!("Your {} sign-up code: 123456", FEST.name));
        assert_eq!(
            mail.text,
            format!(
                "Hello asha,\n\nYour code to finish signing up for {fest} is 123456.\nIt is valid for 10 minutes. If you \
                 did not ask for it, ignore this e-mail.\n\n— Team {fest}\n",
                fest = FEST.title()
            )
        );
    }

    #[test]
    fn words_dates_and_amounts_follow_the_language() {
        let account = |language: Option<&str>| {
            let mut row = crate::entities::user::sample("asha", "");
            row.language = language.map(str::to_owned);
            row
        };
        assert_eq!(language_of(&account(None)), Language::En);
        assert_eq!(language_of(&account(Some("hi"))), Language::Hi);
        assert_eq!(language_of(&account(Some("en"))), Language::En);
        assert_eq!(language_of(&account(Some("xx"))), Language::En);
        assert_eq!(chosen(&account(None)), None);

        assert_eq!(rupees(Language::En, 650_000), "Rs. 6500");
        assert_eq!(rupees(Language::Hi, 650_000), "₹6,500");
        assert_eq!(rupees(Language::Hi, 65_000_050), "₹6,50,000.50");
        assert_eq!(rupees(Language::Hi, 50_000), "₹500");
        assert_eq!(rupees(Language::Hi, 1_234_567_800), "₹1,23,45,678");

        let day = NaiveDate::from_ymd_opt(2026, 2, 20).unwrap();
        assert_eq!(long_date(Language::En, day), "20 February 2026");
        assert_eq!(long_date(Language::Hi, day), "20 फ़रवरी 2026");
        assert_eq!(weekday_date(Language::En, day), "Friday 20 February 2026");
        assert_eq!(weekday_date(Language::Hi, day), "शुक्रवार, 20 फ़रवरी 2026");
        assert_eq!(short_date(Language::En, day), "Fri 20 Feb 2026");
        assert_eq!(short_date(Language::Hi, day), "शुक्र, 20 फ़र॰ 2026");
        assert_eq!(day_month(Language::En, day), "20 Feb");
        assert_eq!(day_month(Language::Hi, day), "20 फ़र॰");
        let at = DateTime::parse_from_rfc3339("2026-01-24T13:00:00Z").unwrap().to_utc();
        assert_eq!(date_time(Language::En, at), "24 Jan 2026, 18:30 IST");
        assert_eq!(date_time(Language::Hi, at), "24 जन॰ 2026, 18:30 IST");

        assert_eq!(catalogued(Language::Hi, "Captain"), "कप्तान");
        assert_eq!(catalogued(Language::Hi, "Lead athlete"), "लीड एथलीट");
        assert_eq!(catalogued(Language::Hi, "Certificate of merit"), "योग्यता का प्रमाणपत्र");
        assert_eq!(catalogued(Language::Hi, "Erase my data"), "मेरी जानकारी मिटाना");
        assert_eq!(catalogued(Language::Hi, "Goalkeeper"), "Goalkeeper");
        assert_eq!(catalogued(Language::En, "Captain"), "Captain");
        assert_eq!(category(Language::Hi, "Women"), "महिला");
        assert_eq!(category(Language::En, "Women"), "Women");
        assert_eq!(pick(Language::Hi, "a", "b"), "b");
    }
}
