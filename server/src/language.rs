//! The language of the person a request answers: `Accept-Language` (the site's own pages send the language
//! chosen with the switch; other clients send their browser's), English when it names no language the site
//! speaks. The edge layer ([`crate::middleware::EdgeLayer`]) reads it and sets it for the request's handling;
//! error answers ([`crate::error::ApiError`]) and plain success answers put their messages into it through
//! the shared catalogue ([`fest_shared::i18n`]). English, SPEC 7's language, is what a request without the
//! header gets, word for word.

use std::borrow::Cow;

use axum::http::{HeaderMap, header};
use fest_shared::i18n::{self, Language};
use serde::Serializer;

tokio::task_local! {
    static LANGUAGE: Language;
}

/// The language a request asks for, when it is one the site speaks other than English (English needs
/// nothing set). Cheap for the common case: a header without `hi` is not parsed.
pub fn requested(headers: &HeaderMap) -> Option<Language> {
    let value = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    if !value.as_bytes().windows(2).any(|w| w.eq_ignore_ascii_case(b"hi")) {
        return None;
    }
    Language::from_accept_language(value).filter(|l| *l != Language::En)
}

/// Runs `f` with `language` as the current request's language.
pub fn with<R>(language: Option<Language>, f: impl FnOnce() -> R) -> R {
    match language {
        Some(language) => LANGUAGE.sync_scope(language, f),
        None => f(),
    }
}

/// The language of the request being answered (English outside one).
pub fn current() -> Language {
    LANGUAGE.try_with(|l| *l).unwrap_or_default()
}

/// `message` in the current request's language.
pub fn say(message: &str) -> Cow<'_, str> {
    i18n::localize(current(), message)
}

/// Writes an answer's message for people in the current request's language: the `serialize_with` of a
/// success answer's field that carries one (`#[serde(serialize_with = "crate::language::said")]`). The
/// handler builds the answer in English, as the services say it; the words change when the answer is
/// written, which is while the edge layer polls the handler's future, inside the request's language (axum
/// turns a handler's answer into its body in that future). The field's schema stays a string.
pub fn said<S: Serializer>(message: &str, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&say(message))
}

/// [`said`] for a message an answer may not carry (`null` stays `null`).
pub fn said_if_any<S: Serializer>(message: &Option<String>, serializer: S) -> Result<S::Ok, S::Error> {
    match message {
        Some(message) => said(message, serializer),
        None => serializer.serialize_none(),
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn only_a_language_other_than_english_is_set() {
        let mut headers = HeaderMap::new();
        assert_eq!(requested(&headers), None);
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("en-IN,en;q=0.9"));
        assert_eq!(requested(&headers), None);
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("hi-IN,hi;q=0.9,en;q=0.8"));
        assert_eq!(requested(&headers), Some(Language::Hi));
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("en,hi;q=0.5"));
        assert_eq!(requested(&headers), None);
    }

    #[test]
    fn messages_follow_the_language_set() {
        assert_eq!(current(), Language::En);
        assert_eq!(say("Email is required."), "Email is required.");
        with(Some(Language::Hi), || {
            assert_eq!(current(), Language::Hi);
            assert_eq!(say("Email is required."), "ई-मेल ज़रूरी है।");
        });
        assert_eq!(current(), Language::En);
    }

    #[derive(serde::Serialize)]
    struct Answer {
        #[serde(serialize_with = "said")]
        message: String,
        #[serde(serialize_with = "said_if_any")]
        why: Option<String>,
        #[serde(serialize_with = "said_if_any")]
        nothing: Option<String>,
    }

    #[test]
    fn answers_are_written_in_the_language_set() {
        let answer = Answer {
            message: "Checked in.".into(),
            why: Some("Paid for a stay whose registration was cancelled: refund it".into()),
            nothing: None,
        };
        let english = serde_json::to_value(&answer).unwrap();
        assert_eq!(
            english,
            serde_json::json!({"message": "Checked in.", "why": "Paid for a stay whose registration was cancelled: \
                refund it", "nothing": null})
        );
        let hindi = with(Some(Language::Hi), || serde_json::to_value(&answer).unwrap());
        assert_eq!(
            hindi,
            serde_json::json!({"message": "चेक-इन हो गया।",
                "why": "ऐसे ठहरने का पेमेंट जिसका रजिस्ट्रेशन कैंसिल हो चुका है: इसे रिफ़ंड करें", "nothing": null})
        );
    }

    #[test]
    fn amounts_and_dates_in_an_answer_are_written_the_hindi_way() {
        let answer = Answer {
            message: "Your changes are saved. The organisers will refund Rs. 1500.".into(),
            why: Some("Checked in at the hostel: Men block, 19 Feb to 21 Feb.".into()),
            nothing: None,
        };
        let hindi = with(Some(Language::Hi), || serde_json::to_value(&answer).unwrap());
        assert_eq!(hindi["message"], "आपके बदलाव सेव हो गए हैं। आयोजक ₹1,500 रिफ़ंड करेंगे।");
        assert_eq!(hindi["why"], "हॉस्टल में चेक-इन हो गया: पुरुषों का ब्लॉक, 19 फ़र॰ से 21 फ़र॰ तक।");
        let english = serde_json::to_value(&answer).unwrap();
        assert_eq!(english["message"], "Your changes are saved. The organisers will refund Rs. 1500.");
    }

    /// Every message a success answer carries has its Hindi: the whole messages, and the messages with values
    /// (their values read back into the Hindi).
    #[test]
    fn every_success_message_has_its_hindi() {
        use fest_app::services::{accounts, ca, certificates, checkins, drafts, registrations, waitlist};
        let messages = [
            // Registering, changing, cancelling, the waiting list.
            registrations::REGISTERED,
            registrations::CHANGES_SAVED,
            registrations::PAY_DIFFERENCE,
            registrations::CANCELLED,
            registrations::WITHDRAWN,
            "Your changes are saved. The organisers will refund Rs. 500.",
            "Pay the difference of Rs. 500 to the organisers: your changes take effect, and new people get their \
             passes, once they mark it received.",
            waitlist::JOINED,
            waitlist::LEFT,
            "Pay to confirm your place.",
            drafts::DELETED,
            // Sign-up, sessions, campus ambassadors, certificates.
            accounts::OTP_SENT,
            "Signed out.",
            "Signed out everywhere else.",
            ca::APPLIED,
            "Application accepted",
            "Application rejected",
            certificates::VALID,
            certificates::DOES_NOT_MATCH,
            "This certificate was revoked on 5 March 2026: no reason given",
            // The gate and the hostel desk.
            checkins::CHECKED_IN,
            checkins::CHECKED_OUT,
            "Already checked in at 10:42 at gate North by asha",
            "Already inside: in at 10:42 at gate North by asha",
            "Checked in at the hostel: Men block, 19 Feb to 21 Feb.",
            "Checked in at the hostel: Women block, 19 Feb to 21 Feb.",
            // The organisers: payments, roles, check-ins, results, races.
            "Accepted as paid",
            "Recorded as refunded",
            "Marked as paid",
            "Marked as received: the change is in effect.",
            "Refunded",
            "Cancelled; the refund failed, try again",
            "Cancelled; the gateway did not answer the refund: try again, the gateway's refunds are read first",
            "Cancelled; pay the money back by hand",
            "The gateway refused the refund; try again",
            "The gateway did not answer the refund: try again, the gateway's refunds are read first",
            "Recorded as paid back",
            "Processed",
            "Order created",
            "Check-in undone",
            "Draft discarded.",
            "Result saved.",
            "Result corrected.",
            "Result corrected. These later results no longer stand and were taken away: SF1, F.",
            "Heats drawn.",
            "Heats published.",
            "Final drawn.",
            "Times saved.",
            "Heat scheduled.",
        ];
        let mut messages: Vec<String> = messages.iter().map(|m| (*m).to_owned()).collect();
        messages.extend(fest_app::roles::Role::ALL.iter().map(|role| format!("asha is now {role}")));
        {
            use fest_app::services::payment_health::recheck_message;
            use fest_app::services::reconciliation::Reconciled;
            for outcome in [
                Reconciled::Confirmed,
                Reconciled::Flagged,
                Reconciled::Expired,
                Reconciled::Unchanged,
                Reconciled::Unreachable,
            ] {
                messages.push(recheck_message(outcome).to_owned());
            }
        }
        for message in &messages {
            let hindi = i18n::localize(Language::Hi, message);
            assert!(
                hindi.chars().any(|c| ('\u{0900}'..='\u{097f}').contains(&c)),
                "{message:?} has no Hindi: {hindi:?}"
            );
        }
        // Why a payment needs the organisers, as recorded (flag reasons, kept payments), and the payment
        // health screen's sentences.
        let person_taken = {
            use fest_app::services::registrations::{PERSON_TAKEN, on_another_team};
            let football = fest_shared::catalogue::EventId::Football.event();
            format!("{PERSON_TAKEN}. {}", on_another_team("Asha Verma", football))
        };
        messages.extend([
            fest_app::services::registrations::DOUBLE_PAYMENT.to_owned(),
            fest_app::services::registrations::PLACE_GONE.to_owned(),
            person_taken.clone(),
            "Paid Rs. 500 INR but the order was for Rs. 650 INR".to_owned(),
            "Paid Rs. 500 INR but the order was for Rs. 650 INR; then: A second payment (pay_2) for an order already \
             paid: refund it"
                .to_owned(),
            "A second payment (pay_2) for a booking already paid: refund it".to_owned(),
            "Payment pay_3 for a team change was reported as Rs. 100: check it".to_owned(),
            "A team change was paid late (pay_3) and its places are taken: refund it".to_owned(),
            "The registration was cancelled: refund this team change's payment (pay_3)".to_owned(),
            "Paid for a registration whose account is gone".to_owned(),
            "Payment started 3 h 20 min ago (order order_1) and nothing has confirmed it; ask the gateway again."
                .to_owned(),
            "Payment started 5 min ago (order not created) and nothing has confirmed it; ask the gateway again."
                .to_owned(),
            format!("Flagged: {}. Accept it as paid or record it refunded, with a reason.", person_taken),
            "Paid 2 days after its order expired: check the event still has room and the team is not registered \
             twice; refund it if not."
                .to_owned(),
            "A refund of Rs. 6500 was asked of the gateway 4 h ago and is not confirmed yet; its webhook settles it \
             (check the gateway's dashboard)."
                .to_owned(),
            "A roster change lowered the fee from Rs. 6500 to Rs. 5000. Pay Rs. 1500 back, then record it.".to_owned(),
            "A stay of 2 night(s) from 2026-02-19 was cancelled and Rs. 800 is owed back: the gateway refused its \
             refund; try it again."
                .to_owned(),
            "Paid for a room booking whose account is gone: payment pay_4 (order order_4) of Rs. 800 is the payer's \
             money; refund it. Its refund failed at the gateway; try it again."
                .to_owned(),
        ]);
        for message in &messages {
            let hindi = i18n::localize(Language::Hi, message);
            let latin_words = hindi.split_whitespace().filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()));
            // Values (ids and names) stay as they are; amounts and dates are written the Hindi way, and the
            // words around them are Hindi.
            let english: Vec<&str> = latin_words
                .filter(|w| !["OTP", "UTR", "Asha", "Verma", "Football", "North", "asha"].contains(w))
                .collect();
            assert!(english.is_empty(), "{message:?} is partly English in Hindi: {hindi:?} ({english:?})");
            assert!(!hindi.contains("Rs."), "{message:?} keeps an English amount in Hindi: {hindi:?}");
        }
        // A role is said in the site's Hindi word for it, and a name stays as it is.
        assert_eq!(i18n::localize(Language::Hi, "asha is now moderator"), "asha अब मॉडरेटर है");
        assert_eq!(
            i18n::localize(Language::Hi, "Checked in at the hostel: Women block, 19 Feb to 21 Feb."),
            "हॉस्टल में चेक-इन हो गया: महिलाओं का ब्लॉक, 19 फ़र॰ से 21 फ़र॰ तक।"
        );
        assert_eq!(
            i18n::localize(Language::Hi, "Paid Rs. 500 INR but the order was for Rs. 6500 INR"),
            "₹500 का पेमेंट हुआ, पर ऑर्डर ₹6,500 का था"
        );
        assert_eq!(
            i18n::localize(Language::Hi, "This certificate was revoked on 5 March 2026: no reason given"),
            "यह सर्टिफ़िकेट 5 मार्च 2026 को रद्द किया गया: कोई वजह नहीं बताई गई"
        );
    }
}
