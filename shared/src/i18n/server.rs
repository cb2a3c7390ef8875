//! The server's messages in Hindi (docs/glossary.md has the words): what its answers say to people
//! (refusals and plain successes). The English is exactly what the server says (`{name}` where the message
//! carries a value); SPEC 7's texts stay word for word in English.

use super::Entry;

const fn e(key: &'static str, en: &'static str, hi: &'static str) -> Entry {
    Entry { key, en, hi }
}

pub(super) const ENTRIES: &[Entry] = &[
    e("server.internal", "Something went wrong", "कुछ गड़बड़ हो गई"),
    e(
        "server.busy",
        "The site is very busy right now. Please try again in a few seconds.",
        "इस समय साइट पर बहुत भीड़ है। कृपया कुछ सेकंड में फिर कोशिश करें।",
    ),
    e("server.not_found", "Not found", "नहीं मिला"),
    e("server.method_not_allowed", "Method not allowed", "यह तरीक़ा यहाँ मान्य नहीं है"),
    e("server.log_in", "Please log in to continue.", "आगे बढ़ने के लिए कृपया लॉग इन करें।"),
    e("server.not_authorized", "You are not authorized to do this.", "आपको यह करने की अनुमति नहीं है।"),
    e(
        "server.body_not_json",
        "Expected a JSON body (Content-Type: application/json).",
        "JSON बॉडी चाहिए (Content-Type: application/json)।",
    ),
    e("server.body_unreadable", "The request body could not be read.", "रिक्वेस्ट की बॉडी पढ़ी नहीं जा सकी।"),
    e("server.body_not_accepted", "The request body is not accepted.", "रिक्वेस्ट की बॉडी स्वीकार नहीं है।"),
    e("server.body_invalid_json", "The request body is not valid JSON.", "रिक्वेस्ट की बॉडी सही JSON नहीं है।"),
    e("server.body_too_large", "The request body is too large.", "रिक्वेस्ट की बॉडी बहुत बड़ी है।"),
    e(
        "server.nul",
        "The request contains a NUL character, which no field accepts.",
        "रिक्वेस्ट में NUL अक्षर है, जो कोई भी फ़ील्ड स्वीकार नहीं करता।",
    ),
    e("server.field_required", "{field} is required.", "{field} ज़रूरी है।"),
    e("server.not_a_field", "{field} is not a field of this form.", "{field} इस फ़ॉर्म का फ़ील्ड नहीं है।"),
    e("server.choose_option", "Choose one of the options.", "विकल्पों में से एक चुनें।"),
    e("server.choose_one_of", "Choose one of: {choices}.", "इनमें से एक चुनें: {choices}।"),
    // Sign-up, sign-in, passwords.
    e(
        "auth.account_exists",
        "An account with this email already exists. Please log in.",
        "इस ई-मेल से अकाउंट पहले से बना है। कृपया लॉग इन करें।",
    ),
    e(
        "auth.no_signup_waiting",
        "No sign-up is waiting for this email. Please request a new OTP.",
        "इस ई-मेल का कोई साइन-अप बाक़ी नहीं है। कृपया नया OTP माँगें।",
    ),
    e("auth.otp_sent", "OTP already sent. Please check your inbox.", "OTP भेजा जा चुका है। कृपया अपना इनबॉक्स देखें।"),
    e(
        "auth.otp_expired",
        "This OTP has expired. Please request a new one.",
        "इस OTP की मियाद ख़त्म हो गई। कृपया नया माँगें।",
    ),
    e(
        "auth.code_expired",
        "This code has expired. Please request a new one.",
        "इस कोड की मियाद ख़त्म हो गई। कृपया नया माँगें।",
    ),
    e(
        "auth.code_invalid",
        "This code is not valid. Please check it or request a new one.",
        "यह कोड सही नहीं है। कृपया इसे जाँचें या नया माँगें।",
    ),
    e(
        "auth.otp_attempts",
        "Too many wrong attempts. Please request a new OTP.",
        "बहुत बार ग़लत कोशिश हुई। कृपया नया OTP माँगें।",
    ),
    e(
        "auth.code_attempts",
        "Too many wrong attempts. Please request a new code.",
        "बहुत बार ग़लत कोशिश हुई। कृपया नया कोड माँगें।",
    ),
    e("auth.username_taken", "This username is already taken.", "यह यूज़रनेम पहले से लिया जा चुका है।"),
    e(
        "auth.reset_sent",
        "If an account exists for this email, we have sent it a code to reset the password.",
        "अगर इस ई-मेल का अकाउंट है, तो हमने उस पर पासवर्ड बदलने का कोड भेज दिया है।",
    ),
    e("auth.current_password", "Please enter your current password.", "कृपया अपना मौजूदा पासवर्ड लिखें।"),
    e("auth.current_password_wrong", "Your current password is not correct.", "आपका मौजूदा पासवर्ड सही नहीं है।"),
    e(
        "auth.password_changed",
        "Your password has been changed. You were signed out everywhere else.",
        "आपका पासवर्ड बदल दिया गया है। बाक़ी सभी जगहों से आपको लॉग आउट कर दिया गया है।",
    ),
    e(
        "auth.password_reset",
        "Your password has been reset. Please log in with the new one.",
        "आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।",
    ),
    e(
        "auth.password_set",
        "Your password has been set. You can now also log in with your email.",
        "आपका पासवर्ड सेट हो गया है। अब आप अपने ई-मेल से भी लॉग इन कर सकते हैं।",
    ),
    e(
        "auth.session_gone",
        "This session does not exist or has already ended.",
        "यह सेशन मौजूद नहीं है या पहले ही ख़त्म हो चुका है।",
    ),
    e(
        "auth.link_invalid",
        "This link is not valid, or it has been used already.",
        "यह लिंक सही नहीं है, या इसका इस्तेमाल हो चुका है।",
    ),
    // Registrations and payments.
    e("registration.closed_for", "Registrations for {event} are closed.", "{event} के रजिस्ट्रेशन बंद हो गए हैं।"),
    e(
        "registration.replaced",
        "A newer registration attempt replaced this one; use the newest.",
        "इसकी जगह रजिस्ट्रेशन की नई कोशिश ने ले ली है; सबसे नई वाली इस्तेमाल करें।",
    ),
    e(
        "registration.changed_meanwhile",
        "The registration changed meanwhile; reload and try again.",
        "इस बीच रजिस्ट्रेशन बदल गया है; पेज फिर से लोड करके दोबारा कोशिश करें।",
    ),
    e(
        "registration.no_fee",
        "This registration has no fee: submit it without payment.",
        "इस रजिस्ट्रेशन की कोई फ़ीस नहीं है: इसे बिना पेमेंट के जमा करें।",
    ),
    e(
        "registration.pay_online",
        "This event's fee is paid online: use Confirm & Pay.",
        "इस इवेंट की फ़ीस ऑनलाइन दी जाती है: Confirm & Pay इस्तेमाल करें।",
    ),
    e(
        "registration.no_online_payment",
        "Online payment is not used for this fest: submit the registration without payment.",
        "इस फ़ेस्ट में ऑनलाइन पेमेंट नहीं लिया जाता: रजिस्ट्रेशन बिना पेमेंट के जमा करें।",
    ),
    e(
        "registration.withdrawn",
        "Your unpaid registration is withdrawn: its place is free, and you may register again.",
        "आपका बिना पेमेंट वाला रजिस्ट्रेशन वापस ले लिया गया है: इसकी जगह ख़ाली है, और आप फिर से रजिस्टर कर सकते हैं।",
    ),
    e(
        "payment.needs_check",
        "Your payment was received but needs a check by the organisers; they will contact you.",
        "आपका पेमेंट मिल गया है, पर आयोजकों को इसकी जाँच करनी होगी; वे आपसे संपर्क करेंगे।",
    ),
    e(
        "payment.utr_under_check",
        "The organisers are checking the UTR you submitted for this registration: contact them to cancel it.",
        "इस रजिस्ट्रेशन के लिए आपके भेजे UTR की जाँच आयोजक कर रहे हैं: इसे रद्द करने के लिए उनसे संपर्क करें।",
    ),
    // Guardians.
    e(
        "guardian.asked",
        "We have e-mailed your parent or guardian a link to give their consent. You can register once they have.",
        "हमने आपके माता-पिता या अभिभावक को सहमति देने का लिंक ई-मेल कर दिया है। उनकी सहमति के बाद आप रजिस्टर कर सकते हैं।",
    ),
    e(
        "guardian.given_already",
        "Your parent or guardian has given their consent already.",
        "आपके माता-पिता या अभिभावक पहले ही सहमति दे चुके हैं।",
    ),
    e(
        "guardian.recorded",
        "Thank you: your consent is recorded, and we have told them.",
        "धन्यवाद: आपकी सहमति दर्ज हो गई है, और हमने उन्हें बता दिया है।",
    ),
    e("server.thank_you", "Thank you.", "धन्यवाद।"),
];
