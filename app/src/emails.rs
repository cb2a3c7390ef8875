//! E-mails from templates. Each message is one file in `app/templates/email/` with three blocks: `subject`,
//! `text` (the plain body) and `body` (the HTML body, inside the frame of `layout.jinja`). The files are
//! built into the binary; a message is rendered from a name and its values, which every template also gets
//! the fest's `fest` ("Infinito 2025"), `fest_name` and `fest_email`. The subject and the plain text are
//! rendered as they are, the HTML with every value escaped. A value a template names but is not given is an
//! error, never an empty gap in someone's e-mail.

use std::sync::LazyLock;

use fest_shared::fest::FEST;
use minijinja::syntax::SyntaxConfig;
use minijinja::{AutoEscape, Environment, UndefinedBehavior, Value};
use serde::Serialize;

use crate::AppError;
use crate::ports::mailer::OutgoingEmail;

/// Every template, by file name.
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

fn blocks(env: &Environment<'static>, name: &str, values: &Value, names: &[&str]) -> Result<Vec<String>, AppError> {
    let template = env.get_template(&format!("{name}.jinja")).map_err(AppError::other)?;
    let mut captured = template.render_captured(values.clone()).map_err(AppError::other)?;
    captured
        .with_state_mut(|state| names.iter().map(|block| state.render_block(block).map_err(AppError::other)).collect())
}

/// The message `name` (`app/templates/email/<name>.jinja`) to `to`, with `values`.
pub fn render(name: &str, to: &str, values: impl Serialize) -> Result<OutgoingEmail, AppError> {
    let values = Value::from(minijinja::value::Serde(values));
    let mut plain = blocks(&PLAIN, name, &values, &["subject", "text"])?.into_iter();
    let (subject, text) = (plain.next().unwrap_or_default(), plain.next().unwrap_or_default());
    let html = blocks(&HTML, name, &values, &["html"])?.pop().unwrap_or_default();
    Ok(OutgoingEmail { to: to.to_owned(), subject: subject.trim().to_owned(), text, html })
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let mail =
            render("password_changed", "a@example.com", json!({"username": "O'Brien <b>", "how": "changed"})).unwrap();
        assert_eq!(mail.subject, format!("Your {} password was changed", FEST.name));
        assert!(mail.text.starts_with("Hello O'Brien <b>,\n\nThe password of your "), "{}", mail.text);
        assert!(mail.text.ends_with(&format!("— Team {}\n", FEST.title())), "{}", mail.text);
        assert!(mail.html.starts_with("<!doctype html><html><body"), "{}", mail.html);
        assert!(mail.html.contains("<p>Hello O'Brien &lt;b&gt;,</p>"), "{}", mail.html);
        let quoted = render("password_changed", "a@example.com", json!({"username": "\"x\" & y", "how": "set"}));
        assert!(quoted.unwrap().html.contains("<p>Hello &quot;x&quot; &amp; y,</p>"));
        assert!(mail.html.contains(FEST.email), "{}", mail.html);
        assert!(mail.html.ends_with("</body></html>"), "{}", mail.html);
    }

    #[test]
    fn a_value_left_out_is_an_error_not_a_gap() {
        let err = render("password_changed", "a@example.com", json!({"username": "asha"})).unwrap_err();
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
        let mail = render("waiting_list", "a@example.com", joined).unwrap();
        assert!(mail.subject.ends_with(": you are on the waiting list for Football"), "{}", mail.subject);
        assert!(
            mail.text.contains("is number 3 in line for Football. If a place frees, it is held for you for 24 hours")
        );
        let mut offered = base.clone();
        offered["notice"] = "offered".into();
        offered["until"] = "21 Feb, 10:00".into();
        offered["team"] = "IIT & NIT".into();
        let mail = render("waiting_list", "a@example.com", offered).unwrap();
        assert!(mail.subject.ends_with(": a place in Football is yours until 21 Feb, 10:00"), "{}", mail.subject);
        // A block shown twice is escaped once.
        assert!(mail.html.contains("(IIT &amp; NIT)"), "{}", mail.html);
        assert!(mail.text.contains("(IIT & NIT)"), "{}", mail.text);
        let mut lapsed = base;
        lapsed["notice"] = "lapsed".into();
        let mail = render("waiting_list", "a@example.com", lapsed).unwrap();
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
}
