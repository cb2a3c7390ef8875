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
    // The request itself: a refused value in plain words, and the limits every request has.
    e("server.error", "Error", "त्रुटि"),
    e("server.invalid_input", "Invalid input", "इनपुट सही नहीं है"),
    e("server.value_not_accepted", "This value is not accepted.", "यह वैल्यू स्वीकार नहीं है।"),
    e("server.smaller_number", "Enter a smaller number.", "छोटी संख्या डालें।"),
    e("server.larger_number", "Enter a larger number.", "बड़ी संख्या डालें।"),
    e("server.whole_number", "Enter a whole number.", "पूरी संख्या डालें।"),
    e("server.whole_number_or_zero", "Enter a whole number, 0 or more.", "0 या उससे बड़ी पूरी संख्या डालें।"),
    e("server.number", "Enter a number.", "संख्या डालें।"),
    e("server.yes_or_no", "Choose yes or no (true or false).", "हाँ या नहीं चुनें (true या false)।"),
    e("server.text", "Enter text.", "टेक्स्ट डालें।"),
    e("server.list", "Enter a list.", "लिस्ट डालें।"),
    e("server.object", "Enter the details as an object.", "जानकारी एक ऑब्जेक्ट के रूप में डालें।"),
    e("server.enter", "Enter {what}.", "{what} डालें।"),
    e("server.body_refused", "The request body is not accepted: {words}", "रिक्वेस्ट की बॉडी स्वीकार नहीं है: {words}"),
    e("server.query_refused", "The address's query is not accepted: {words}", "पते की क्वेरी स्वीकार नहीं है: {words}"),
    e(
        "server.server_busy",
        "The server is busy. Please try again in a few seconds.",
        "सर्वर अभी व्यस्त है। कृपया कुछ सेकंड में फिर से कोशिश करें।",
    ),
    e(
        "server.too_many_attempts",
        "Too many attempts. Please try again in {minutes} {unit}.",
        "बहुत ज़्यादा कोशिशें हो गईं। कृपया {minutes} {unit} बाद फिर से कोशिश करें।",
    ),
    e("server.minute", "minute", "मिनट"),
    e("server.minutes", "minutes", "मिनट"),
    // Sign-in with a password, an OTP or Google, and sessions.
    e("auth.otp_sent_to_email", "OTP sent to your email", "आपके ई-मेल पर OTP भेज दिया गया है"),
    e("auth.otp_wrong", "Invalid OTP", "OTP ग़लत है"),
    e("auth.credentials_wrong", "Invalid email or password", "ई-मेल या पासवर्ड ग़लत है"),
    e("auth.registered", "Registration successful", "रजिस्ट्रेशन हो गया"),
    e("auth.logged_in", "Login successful", "लॉग इन हो गया"),
    e("auth.google_logged_in", "Google login successful", "Google से लॉग इन हो गया"),
    e("auth.logged_out", "Logged out successfully", "लॉग आउट हो गया"),
    e("auth.google_credential", "Invalid Google credential", "Google लॉग इन की जानकारी ग़लत है"),
    e("auth.google_off", "Google sign-in is not enabled on this site", "इस साइट पर Google से लॉग इन चालू नहीं है"),
    e(
        "auth.google_expired",
        "Your Google sign-in has expired. Please try again.",
        "आपके Google लॉग इन की मियाद ख़त्म हो गई। कृपया फिर से कोशिश करें।",
    ),
    e("auth.google_unverified", "Your Google e-mail address is not verified", "आपका Google ई-मेल पता वेरिफ़ाई नहीं है"),
    e(
        "auth.google_unavailable",
        "Google sign-in is unavailable right now. Please try again.",
        "Google से लॉग इन अभी उपलब्ध नहीं है। कृपया फिर से कोशिश करें।",
    ),
    e("auth.signed_out", "Signed out.", "लॉग आउट हो गया।"),
    e("auth.signed_out_elsewhere", "Signed out everywhere else.", "बाकी सभी जगहों से लॉग आउट हो गया।"),
    // The account: its e-mail address, its deletion, its consents.
    e("account.same_email", "This is already your email.", "यह पहले से आपका ई-मेल है।"),
    e("account.email_taken", "An account with this email already exists.", "इस ई-मेल से अकाउंट पहले से बना है।"),
    e(
        "account.no_email_change",
        "No change of email is waiting. Please ask for a new code.",
        "ई-मेल बदलने की कोई रिक्वेस्ट बाकी नहीं है। कृपया नया कोड माँगें।",
    ),
    e(
        "account.code_just_sent",
        "A code was sent a moment ago. Please check your inbox.",
        "अभी-अभी एक कोड भेजा गया है। कृपया अपना इनबॉक्स देखें।",
    ),
    e(
        "account.code_sent_to",
        "We have sent a code to {email}. Enter it to confirm the change.",
        "हमने {email} पर एक कोड भेजा है। बदलाव की पुष्टि के लिए उसे डालें।",
    ),
    e("account.email_invalid", "Invalid e-mail address", "ई-मेल पता ग़लत है"),
    e(
        "account.email_not_sent",
        "We could not send the e-mail. Please try again.",
        "हम ई-मेल नहीं भेज सके। कृपया फिर से कोशिश करें।",
    ),
    e(
        "account.payment_in_progress",
        "You have a payment in progress: finish or cancel your payment first.",
        "आपका एक पेमेंट चल रहा है: पहले उसे पूरा करें या कैंसिल करें।",
    ),
    e(
        "account.password_to_delete",
        "Please enter your password to delete your account.",
        "अकाउंट डिलीट करने के लिए कृपया अपना पासवर्ड डालें।",
    ),
    e("account.password_wrong", "Your password is not correct.", "आपका पासवर्ड सही नहीं है।"),
    e(
        "account.google_again",
        "Please sign in with Google again to confirm.",
        "पुष्टि के लिए कृपया Google से फिर लॉग इन करें।",
    ),
    e(
        "account.google_other",
        "That Google account is not the one linked to this account.",
        "यह Google अकाउंट इस अकाउंट से जुड़ा हुआ नहीं है।",
    ),
    e(
        "account.deleted",
        "Your account and its personal data have been deleted.",
        "आपका अकाउंट और उसकी निजी जानकारी डिलीट कर दी गई है।",
    ),
    e(
        "account.delete_after_fest",
        "Your account has a paid registration for {fest} {year}. You can delete it once the fest is over, \
         after {day}. To withdraw earlier, write to {email}.",
        "आपके अकाउंट में {fest} {year} का एक रजिस्ट्रेशन है जिसका पेमेंट हो चुका है। फ़ेस्ट ख़त्म होने के बाद, {day} के बाद, आप इसे डिलीट कर सकते हैं। उससे पहले नाम वापस लेना हो तो {email} पर लिखें।",
    ),
    e("account.no_consent", "No such consent.", "ऐसी कोई सहमति नहीं मिली।"),
    e(
        "account.consent_withdrawn_already",
        "This consent has been withdrawn already.",
        "यह सहमति पहले ही वापस ली जा चुकी है।",
    ),
    e(
        "account.consent_withdrawn",
        "Your consent has been withdrawn and the data given with it erased.",
        "आपकी सहमति वापस ले ली गई है और उसके साथ दी गई जानकारी मिटा दी गई है।",
    ),
    e(
        "account.consent_delete_instead",
        "Your account needs this consent: to withdraw it, delete your account below (this erases its \
         personal data).",
        "आपके अकाउंट के लिए यह सहमति ज़रूरी है: इसे वापस लेने के लिए नीचे अपना अकाउंट डिलीट करें (इससे उसकी निजी जानकारी मिट जाती है)।",
    ),
    e(
        "account.consent_cancel_registration",
        "To withdraw this consent, cancel the registration from My registrations, or write to the grievance \
         officer.",
        "यह सहमति वापस लेने के लिए ‘मेरे रजिस्ट्रेशन’ में जाकर रजिस्ट्रेशन कैंसिल करें, या शिकायत अधिकारी को लिखें।",
    ),
    e(
        "account.consent_cancel_stay",
        "To withdraw this consent, cancel the stay from the accommodation page, or write to the grievance \
         officer.",
        "यह सहमति वापस लेने के लिए ‘ठहरने की व्यवस्था’ वाले पेज से बुकिंग कैंसिल करें, या शिकायत अधिकारी को लिखें।",
    ),
    e(
        "account.consent_ca_reviewed",
        "Your application has been reviewed: to withdraw this consent, write to the grievance officer.",
        "आपके आवेदन पर फ़ैसला हो चुका है: यह सहमति वापस लेने के लिए शिकायत अधिकारी को लिखें।",
    ),
    e(
        "guardian.needed",
        "Your parent's or guardian's consent is needed first: we have e-mailed them a link. Ask them to open \
         it, or give another address on your account page.",
        "पहले आपके माता-पिता या अभिभावक की सहमति चाहिए: हमने उन्हें एक लिंक ई-मेल किया है। उनसे उसे खोलने को कहें, या अपने अकाउंट पेज पर कोई दूसरा पता दें।",
    ),
    // Registrations: registering, cancelling, changing the team, the waiting list.
    e(
        "registration.already_registered",
        "You have already registered for this event.",
        "आप इस इवेंट के लिए पहले ही रजिस्टर कर चुके हैं।",
    ),
    e("registration.verify_failed", "Payment verification failed.", "पेमेंट वेरिफ़ाई नहीं हो सका।"),
    e(
        "registration.paid_and_confirmed",
        "Payment successful! Registration confirmed.",
        "पेमेंट हो गया! रजिस्ट्रेशन पक्का हो गया।",
    ),
    e("registration.registered", "Registered successfully!", "रजिस्ट्रेशन हो गया!"),
    e(
        "registration.offer_for_its_form",
        "Registrations for {event} are closed. The place offered to you from the waiting list is for the \
         team and category you entered in line: take it up from your account page.",
        "{event} के रजिस्ट्रेशन बंद हो गए हैं। वेटिंग लिस्ट से आपको मिली जगह उसी टीम और कैटेगरी के लिए है जिसके साथ आप लाइन में लगे थे: इसे अपने अकाउंट पेज से लें।",
    ),
    e(
        "registration.on_another_team",
        "{name} is already on another team's registration for {event}: a person can play for one team per \
         event.",
        "{name} पहले से {event} में किसी दूसरी टीम के रजिस्ट्रेशन में है: एक व्यक्ति एक इवेंट में एक ही टीम से खेल सकता है।",
    ),
    e("registration.none_for_event", "You have no registration for this event.", "इस इवेंट में आपका कोई रजिस्ट्रेशन नहीं है।"),
    e(
        "registration.not_paid_yet",
        "This registration is not paid yet: leave it and the order expires by itself.",
        "इस रजिस्ट्रेशन का पेमेंट अभी नहीं हुआ है: इसे छोड़ दें, ऑर्डर अपने-आप ख़त्म हो जाएगा।",
    ),
    e(
        "registration.payment_being_checked",
        "The organisers are checking this registration's payment: contact them to cancel it.",
        "आयोजक इस रजिस्ट्रेशन के पेमेंट की जाँच कर रहे हैं: इसे कैंसिल करने के लिए उनसे संपर्क करें।",
    ),
    e("registration.cancelled", "Your registration is cancelled.", "आपका रजिस्ट्रेशन कैंसिल हो गया है।"),
    e(
        "registration.nothing_to_refund",
        "There is nothing to refund for this registration.",
        "इस रजिस्ट्रेशन में रिफ़ंड करने को कुछ नहीं है।",
    ),
    e(
        "registration.cancel_deadline",
        "The cancellation deadline for {event} has passed.",
        "{event} में कैंसिल करने की डेडलाइन निकल चुकी है।",
    ),
    e(
        "registration.refund_changed",
        "The refund changed meanwhile; reload and try again.",
        "इस बीच रिफ़ंड बदल गया है; फिर से लोड करके दोबारा कोशिश करें।",
    ),
    e("registration.change_not_found", "Change not found", "बदलाव नहीं मिला"),
    e("registration.changes_saved", "Your changes are saved.", "आपके बदलाव सेव हो गए हैं।"),
    e(
        "registration.changes_saved_refund",
        "{saved} The organisers will refund {amount}.",
        "{saved} आयोजक {amount} रिफ़ंड करेंगे।",
    ),
    e(
        "registration.pay_difference",
        "Pay the difference to save your changes.",
        "बदलाव सेव करने के लिए अंतर की रकम का पेमेंट करें।",
    ),
    e(
        "registration.pay_difference_at_desk",
        "Pay the difference of {amount} to the organisers: your changes take effect, and new people get \
         their passes, once they mark it received.",
        "अंतर की रकम {amount} आयोजकों को दें: जब वे इसे मिल गया मार्क कर देंगे, तब आपके बदलाव लागू होंगे और नए लोगों को उनके पास मिलेंगे।",
    ),
    e("registration.change_deadline", "The deadline for changes has passed.", "बदलाव करने की डेडलाइन निकल चुकी है।"),
    e("registration.category_fixed", "The category cannot be changed.", "कैटेगरी बदली नहीं जा सकती।"),
    e("registration.nothing_changed", "Nothing has changed.", "कुछ भी नहीं बदला है।"),
    e(
        "registration.change_moved_on",
        "The change moved on meanwhile; reload and try again.",
        "इस बीच बदलाव आगे बढ़ चुका है; फिर से लोड करके दोबारा कोशिश करें।",
    ),
    e(
        "registration.difference_not_awaiting",
        "Only a difference awaiting an offline payment can be marked received.",
        "सिर्फ़ ऑफ़लाइन पेमेंट के इंतज़ार वाली अंतर की रकम को ही मिल गया मार्क किया जा सकता है।",
    ),
    e(
        "registration.change_outdated",
        "The registration has changed since this change was made, so it no longer applies: nothing was \
         recorded.",
        "यह बदलाव किए जाने के बाद रजिस्ट्रेशन बदल चुका है, इसलिए यह अब लागू नहीं होता: कुछ भी दर्ज नहीं किया गया।",
    ),
    e(
        "registration.difference_received",
        "Marked as received: the change is in effect.",
        "मिल गया मार्क किया गया: बदलाव लागू हो गया है।",
    ),
    e("waitlist.joined", "You are on the waiting list.", "आप वेटिंग लिस्ट में हैं।"),
    e("waitlist.still_room", "This event still has places: register now.", "इस इवेंट में अभी जगह है: अभी रजिस्टर करें।"),
    e(
        "waitlist.already_waiting",
        "You are already on the waiting list for this event.",
        "आप इस इवेंट की वेटिंग लिस्ट में पहले से हैं।",
    ),
    e("waitlist.not_waiting", "You are not on the waiting list for this event.", "आप इस इवेंट की वेटिंग लिस्ट में नहीं हैं।"),
    e("waitlist.left", "You have left the waiting list.", "आप वेटिंग लिस्ट से हट गए हैं।"),
    e(
        "waitlist.no_offer",
        "No place is being offered to you for this event.",
        "इस इवेंट में अभी आपको कोई जगह नहीं दी जा रही है।",
    ),
    e("waitlist.changed", "The waiting list changed: reload it.", "वेटिंग लिस्ट बदल गई है: इसे फिर से लोड करें।"),
    e("waitlist.pay_to_confirm", "Pay to confirm your place.", "अपनी जगह पक्की करने के लिए पेमेंट करें।"),
    // Drafts of a registration form.
    e(
        "draft.not_an_object",
        "A draft holds the form's fields as a JSON object.",
        "ड्राफ़्ट में फ़ॉर्म के फ़ील्ड एक JSON ऑब्जेक्ट के रूप में रहते हैं।",
    ),
    e(
        "draft.too_large",
        "This draft is too large to keep (at most 64 KB).",
        "यह ड्राफ़्ट रखने के लिए बहुत बड़ा है (ज़्यादा से ज़्यादा 64 KB)।",
    ),
    e("draft.bad_step", "The step must be a whole number from 0 to 15.", "स्टेप 0 से 15 तक की पूरी संख्या होनी चाहिए।"),
    e("draft.deleted", "Draft deleted.", "ड्राफ़्ट डिलीट हो गया।"),
    e(
        "draft.registered_already",
        "You have already registered for this event: there is no draft to keep.",
        "आप इस इवेंट के लिए पहले ही रजिस्टर कर चुके हैं: रखने के लिए कोई ड्राफ़्ट नहीं है।",
    ),
    // Payments, refunds and UPI.
    e("payment.gateway_refused_refund", "The payment gateway refused the refund.", "पेमेंट गेटवे ने रिफ़ंड से मना कर दिया।"),
    e(
        "payment.razorpay_retired",
        "This payment was taken by Razorpay, which the site does not use now: refund it from the Razorpay \
         dashboard.",
        "यह पेमेंट Razorpay से लिया गया था, जिसे साइट अब इस्तेमाल नहीं करती: इसे Razorpay डैशबोर्ड से रिफ़ंड करें।",
    ),
    e(
        "payment.offline_paid_back",
        "A payment taken offline is paid back by the organisers.",
        "ऑफ़लाइन लिया गया पेमेंट आयोजक ख़ुद लौटाते हैं।",
    ),
    e(
        "payment.upi_paid_back",
        "A payment made by UPI is paid back by the organisers from their bank account.",
        "UPI से किया गया पेमेंट आयोजक अपने बैंक अकाउंट से लौटाते हैं।",
    ),
    e(
        "payment.service_down",
        "The payment service is not answering. Please try again in a minute.",
        "पेमेंट सर्विस जवाब नहीं दे रही है। कृपया एक मिनट में फिर से कोशिश करें।",
    ),
    e(
        "payment.refunded_already",
        "This payment was refunded already, or its refund is under way.",
        "यह पेमेंट पहले ही रिफ़ंड हो चुका है, या इसका रिफ़ंड चल रहा है।",
    ),
    e(
        "payment.not_by_hand",
        "Only a refund to pay back by hand can be marked paid back.",
        "सिर्फ़ हाथ से लौटाए जाने वाले रिफ़ंड को ही लौटाया गया मार्क किया जा सकता है।",
    ),
    e("payment.no_such_order", "No such order", "ऐसा कोई ऑर्डर नहीं है"),
    e("payment.sandbox_off", "The sandbox checkout is off", "सैंडबॉक्स चेकआउट बंद है"),
    e("payment.test_page_off", "The payment test page is off on this site.", "इस साइट पर पेमेंट टेस्ट पेज बंद है।"),
    e("payment.order_created", "Order created", "ऑर्डर बन गया"),
    e("payment.verified", "Payment verified", "पेमेंट वेरिफ़ाई हो गया"),
    e("payment.receipt_not_found", "Receipt not found", "रसीद नहीं मिली"),
    e(
        "upi.utr_used",
        "This UTR was already submitted for another payment. A UTR pays once: check the UTR your UPI app \
         showed. The organisers have been told.",
        "यह UTR किसी दूसरे पेमेंट के लिए पहले ही जमा हो चुका है। एक UTR से एक ही पेमेंट होता है: अपने UPI ऐप में दिखा UTR जाँचें। आयोजकों को बता दिया गया है।",
    ),
    e(
        "upi.utr_already_submitted",
        "A UTR was already submitted for this order; the organisers are checking it. Write to them if it was \
         wrong.",
        "इस ऑर्डर के लिए एक UTR पहले ही जमा हो चुका है; आयोजक उसकी जाँच कर रहे हैं। अगर वह ग़लत था तो उन्हें लिखें।",
    ),
    e("upi.paid_already", "This order is paid already.", "इस ऑर्डर का पेमेंट पहले ही हो चुका है।"),
    e(
        "upi.nothing_submitted",
        "No UTR waits for the organisers on this order.",
        "इस ऑर्डर पर आयोजकों की जाँच के लिए कोई UTR बाकी नहीं है।",
    ),
    e("upi.no_such_order", "No such UPI order", "ऐसा कोई UPI ऑर्डर नहीं है"),
    e(
        "upi.statement_header",
        "The statement needs a header line naming a UTR (or reference, or narration) column and an amount \
         (or credit) column.",
        "स्टेटमेंट में एक हेडर लाइन चाहिए जिसमें UTR (या reference, या narration) का कॉलम और amount (या credit) का कॉलम हो।",
    ),
    e(
        "upi.statement_too_long",
        "Keep a statement under 20,000 lines; split it.",
        "स्टेटमेंट 20,000 लाइनों से छोटा रखें; इसे हिस्सों में बाँटें।",
    ),
    // The organisers' payment checks, refunds and decisions (admins).
    e("admin_payment.registration_not_found", "Registration not found", "रजिस्ट्रेशन नहीं मिला"),
    e(
        "admin_payment.second_payment",
        "A second payment for an event this user is already registered for: refund it",
        "उस इवेंट का दूसरा पेमेंट जिसमें यह यूज़र पहले से रजिस्टर्ड है: इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.place_gone",
        "Paid after its order expired, when the event had no place left for it: refund it",
        "ऑर्डर की मियाद ख़त्म होने के बाद पेमेंट हुआ, जब इवेंट में इसके लिए जगह नहीं बची थी: इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.person_taken",
        "Paid after its order expired, when someone on it had joined another team of the event: refund it",
        "ऑर्डर की मियाद ख़त्म होने के बाद पेमेंट हुआ, जब इसका कोई सदस्य इवेंट की दूसरी टीम में जा चुका था: इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.registration_awaits_offline",
        "This registration awaits an offline payment; an organiser marks it paid.",
        "इस रजिस्ट्रेशन का ऑफ़लाइन पेमेंट बाकी है; आयोजक इसे पेड मार्क करेंगे।",
    ),
    e(
        "admin_payment.only_awaiting_offline",
        "Only a registration awaiting an offline payment can be marked paid (this one is {status}).",
        "सिर्फ़ ऑफ़लाइन पेमेंट के इंतज़ार वाले रजिस्ट्रेशन को ही पेड मार्क किया जा सकता है (यह {status} है)।",
    ),
    e("admin_payment.reason_required", "Give the reason for this decision.", "इस फ़ैसले की वजह लिखें।"),
    e("admin_payment.reason_too_long", "Keep the reason under {max} characters.", "वजह {max} अक्षरों से छोटी रखें।"),
    e(
        "admin_payment.only_flagged",
        "Only a flagged registration can be resolved (this one is {status}).",
        "सिर्फ़ फ़्लैग किए गए रजिस्ट्रेशन को ही निपटाया जा सकता है (यह {status} है)।",
    ),
    e(
        "admin_payment.counts_already",
        "This user's registration {id} for the event counts already ({status}): refund this one instead.",
        "इस यूज़र का इस इवेंट का रजिस्ट्रेशन {id} पहले से मान्य है ({status}): इसकी जगह इसे रिफ़ंड करें।",
    ),
    e("admin_payment.accept_or_refund", "Choose accept or refund.", "स्वीकार (accept) या रिफ़ंड (refund) चुनें।"),
    e("admin_payment.accepted", "Accepted as paid", "पेड मान लिया गया"),
    e("admin_payment.recorded_refunded", "Recorded as refunded", "रिफ़ंड हुआ दर्ज किया गया"),
    e("admin_payment.marked_paid", "Marked as paid", "पेड मार्क किया गया"),
    e(
        "admin_payment.cancelled_refund_failed",
        "Cancelled; the refund failed, try again",
        "कैंसिल हो गया; रिफ़ंड नहीं हो सका, फिर से कोशिश करें",
    ),
    e(
        "admin_payment.cancelled_refund_unknown",
        "Cancelled; the gateway did not answer the refund: try again, the gateway's refunds are read first",
        "कैंसिल हो गया; गेटवे ने रिफ़ंड का जवाब नहीं दिया: फिर से कोशिश करें, पहले गेटवे के रिफ़ंड पढ़े जाते हैं",
    ),
    e("admin_payment.cancelled_pay_back", "Cancelled; pay the money back by hand", "कैंसिल हो गया; पैसे ख़ुद लौटाएँ"),
    e("admin_payment.refunded", "Refunded", "रिफ़ंड हो गया"),
    e(
        "admin_payment.refund_refused",
        "The gateway refused the refund; try again",
        "गेटवे ने रिफ़ंड से मना कर दिया; फिर से कोशिश करें",
    ),
    e(
        "admin_payment.refund_unknown",
        "The gateway did not answer the refund: try again, the gateway's refunds are read first",
        "गेटवे ने रिफ़ंड का जवाब नहीं दिया: फिर से कोशिश करें, पहले गेटवे के रिफ़ंड पढ़े जाते हैं",
    ),
    e("admin_payment.paid_back", "Recorded as paid back", "लौटाया गया मार्क किया गया"),
    e("admin_payment.processed", "Processed", "प्रोसेस हो गया"),
    e("admin_payment.no_such_capture", "No such captured payment", "ऐसा कोई कैप्चर किया गया पेमेंट नहीं है"),
    e(
        "admin_payment.no_order_to_ask",
        "There is no order to ask the gateway about for this registration (it is {status}).",
        "इस रजिस्ट्रेशन का कोई ऑर्डर नहीं है जिसके बारे में गेटवे से पूछा जाए (यह {status} है)।",
    ),
    e(
        "admin_payment.gateway_silent",
        "The payment gateway did not answer; try again in a while.",
        "पेमेंट गेटवे ने जवाब नहीं दिया; थोड़ी देर में फिर से कोशिश करें।",
    ),
    e(
        "admin_payment.recheck_confirmed",
        "The gateway reports a captured payment: the registration is paid.",
        "गेटवे के अनुसार पेमेंट मिल गया है: रजिस्ट्रेशन का पेमेंट हो गया।",
    ),
    e(
        "admin_payment.recheck_flagged",
        "The gateway reports a payment that needs a check: the registration is flagged.",
        "गेटवे के अनुसार पेमेंट की जाँच ज़रूरी है: रजिस्ट्रेशन फ़्लैग कर दिया गया है।",
    ),
    e(
        "admin_payment.recheck_expired",
        "Nothing was paid and the order's time is over: the registration expired.",
        "कोई पेमेंट नहीं हुआ और ऑर्डर का समय ख़त्म हो गया: रजिस्ट्रेशन की मियाद ख़त्म हो गई।",
    ),
    e(
        "admin_payment.recheck_unchanged",
        "The gateway reports no new captured payment for this order.",
        "गेटवे के अनुसार इस ऑर्डर का कोई नया पेमेंट नहीं मिला है।",
    ),
    e("admin_payment.no_such_webhook", "No such failed webhook", "ऐसा कोई फ़ेल हुआ वेबहुक नहीं है"),
    e("admin_payment.webhook_processed", "This webhook was processed already.", "यह वेबहुक पहले ही प्रोसेस हो चुका है।"),
    // Why the organisers must look at a payment (a flagged registration, booking or team change), as the
    // server records it, and why it keeps a payment nothing claims (the admin area shows both).
    e(
        "admin_payment.amount_differs",
        "Paid {paid} but the order was for {ordered}",
        "{paid} का पेमेंट हुआ, पर ऑर्डर {ordered} का था",
    ),
    e(
        "admin_payment.second_payment_of_order",
        "A second payment ({payment}) for an order already paid: refund it",
        "पहले से पेड ऑर्डर का एक और पेमेंट ({payment}): इसे रिफ़ंड करें",
    ),
    e("admin_payment.then", "{earlier}; then: {later}", "{earlier}; उसके बाद: {later}"),
    e(
        "admin_payment.person_taken_because",
        "Paid after its order expired, when someone on it had joined another team of the event: refund it. {why}",
        "ऑर्डर की मियाद ख़त्म होने के बाद पेमेंट हुआ, जब इसका कोई सदस्य इवेंट की दूसरी टीम में जा चुका था: इसे रिफ़ंड करें। {why}",
    ),
    e(
        "admin_payment.on_another_team",
        "{name} is already on another team's registration for {event}: a person can play for one team per event",
        "{name} पहले से {event} में किसी दूसरी टीम के रजिस्ट्रेशन में है: एक व्यक्ति एक इवेंट में एक ही टीम से खेल सकता है",
    ),
    e(
        "admin_payment.second_payment_of_booking",
        "A second payment ({payment}) for a booking already paid: refund it",
        "पहले से पेड बुकिंग का एक और पेमेंट ({payment}): इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.change_reported_as",
        "Payment {payment} for a team change was reported as {amount}: check it",
        "टीम में बदलाव का पेमेंट {payment} {amount} का बताया गया: इसे जाँचें",
    ),
    e(
        "admin_payment.second_payment_of_change",
        "A second payment ({payment}) for a team change already paid: refund it",
        "टीम में पहले से पेड बदलाव का एक और पेमेंट ({payment}): इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.change_amount_differs",
        "Paid {paid} ({payment}) for a team change of {amount}",
        "{amount} के टीम बदलाव के लिए {paid} का पेमेंट हुआ ({payment})",
    ),
    e(
        "admin_payment.change_outdated",
        "A team change was paid ({payment}) but the registration has changed since: refund it",
        "टीम में बदलाव का पेमेंट ({payment}) हुआ, पर तब से रजिस्ट्रेशन बदल चुका है: इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.change_late",
        "A team change was paid late ({payment}) and its places are taken: refund it",
        "टीम में बदलाव का पेमेंट देर से हुआ ({payment}) और उसकी जगहें भर चुकी हैं: इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.change_refused",
        "A team change was paid ({payment}), but {why}: refund it",
        "टीम में बदलाव का पेमेंट ({payment}) हुआ, पर {why}: इसे रिफ़ंड करें",
    ),
    e(
        "admin_payment.change_of_cancelled",
        "The registration was cancelled: refund this team change's payment ({payment})",
        "रजिस्ट्रेशन कैंसिल हो गया: टीम में बदलाव का यह पेमेंट ({payment}) रिफ़ंड करें",
    ),
    e("admin_payment.needs_check", "the payment needs a check", "पेमेंट की जाँच ज़रूरी है"),
    e(
        "admin_payment.orphan_no_order",
        "A captured payment without an order of this site",
        "कैप्चर किया गया ऐसा पेमेंट जिसका इस साइट पर कोई ऑर्डर नहीं है",
    ),
    e(
        "admin_payment.orphan_change",
        "Paid for a team change whose registration or account is gone",
        "ऐसे टीम बदलाव का पेमेंट जिसका रजिस्ट्रेशन या अकाउंट अब नहीं है",
    ),
    e(
        "admin_payment.orphan_booking",
        "Paid for a room booking whose account is gone",
        "ठहरने की ऐसी बुकिंग का पेमेंट जिसका अकाउंट अब नहीं है",
    ),
    e(
        "admin_payment.orphan_unmatched",
        "Paid for an order that matches no registration, team change or booking",
        "ऐसे ऑर्डर का पेमेंट जो किसी रजिस्ट्रेशन, टीम बदलाव या बुकिंग से मेल नहीं खाता",
    ),
    e(
        "admin_payment.orphan_registration",
        "Paid for a registration whose account is gone",
        "ऐसे रजिस्ट्रेशन का पेमेंट जिसका अकाउंट अब नहीं है",
    ),
    // What needs a look about the money (the payment health screen), one sentence per item. A time gone by
    // is said as the server counts it: minutes, hours (and minutes), days.
    e(
        "admin_payment.stale_minutes",
        "Payment started {minutes} min ago (order {order}) and nothing has confirmed it; ask the gateway again.",
        "पेमेंट {minutes} मिनट पहले शुरू हुआ (ऑर्डर {order}), पर अब तक इसकी पुष्टि नहीं हुई; गेटवे से फिर से पूछें।",
    ),
    e(
        "admin_payment.stale_hours",
        "Payment started {hours} h ago (order {order}) and nothing has confirmed it; ask the gateway again.",
        "पेमेंट {hours} घंटे पहले शुरू हुआ (ऑर्डर {order}), पर अब तक इसकी पुष्टि नहीं हुई; गेटवे से फिर से पूछें।",
    ),
    e(
        "admin_payment.stale_hours_minutes",
        "Payment started {hours} h {minutes} min ago (order {order}) and nothing has confirmed it; ask the \
         gateway again.",
        "पेमेंट {hours} घंटे {minutes} मिनट पहले शुरू हुआ (ऑर्डर {order}), पर अब तक इसकी पुष्टि नहीं हुई; गेटवे से फिर से पूछें।",
    ),
    e(
        "admin_payment.stale_days",
        "Payment started {days} days ago (order {order}) and nothing has confirmed it; ask the gateway again.",
        "पेमेंट {days} दिन पहले शुरू हुआ (ऑर्डर {order}), पर अब तक इसकी पुष्टि नहीं हुई; गेटवे से फिर से पूछें।",
    ),
    e("admin_payment.order_not_created", "not created", "नहीं बना"),
    e(
        "admin_payment.flagged_detail",
        "Flagged: {reason}. Accept it as paid or record it refunded, with a reason.",
        "फ़्लैग किया गया: {reason}। वजह लिखकर इसे पेड मान लें या रिफ़ंड हुआ दर्ज करें।",
    ),
    e(
        "admin_payment.late_minutes",
        "Paid {minutes} min after its order expired: check the event still has room and the team is not \
         registered twice; refund it if not.",
        "ऑर्डर की मियाद ख़त्म होने के {minutes} मिनट बाद पेमेंट हुआ: जाँचें कि इवेंट में अब भी जगह है और टीम दो बार रजिस्टर नहीं हुई है; ऐसा न हो तो इसे रिफ़ंड करें।",
    ),
    e(
        "admin_payment.late_hours",
        "Paid {hours} h after its order expired: check the event still has room and the team is not \
         registered twice; refund it if not.",
        "ऑर्डर की मियाद ख़त्म होने के {hours} घंटे बाद पेमेंट हुआ: जाँचें कि इवेंट में अब भी जगह है और टीम दो बार रजिस्टर नहीं हुई है; ऐसा न हो तो इसे रिफ़ंड करें।",
    ),
    e(
        "admin_payment.late_hours_minutes",
        "Paid {hours} h {minutes} min after its order expired: check the event still has room and the team \
         is not registered twice; refund it if not.",
        "ऑर्डर की मियाद ख़त्म होने के {hours} घंटे {minutes} मिनट बाद पेमेंट हुआ: जाँचें कि इवेंट में अब भी जगह है और टीम दो बार रजिस्टर नहीं हुई है; ऐसा न हो तो इसे रिफ़ंड करें।",
    ),
    e(
        "admin_payment.late_days",
        "Paid {days} days after its order expired: check the event still has room and the team is not \
         registered twice; refund it if not.",
        "ऑर्डर की मियाद ख़त्म होने के {days} दिन बाद पेमेंट हुआ: जाँचें कि इवेंट में अब भी जगह है और टीम दो बार रजिस्टर नहीं हुई है; ऐसा न हो तो इसे रिफ़ंड करें।",
    ),
    e(
        "admin_payment.refund_pending_minutes",
        "A refund of {amount} was asked of the gateway {minutes} min ago and is not confirmed yet; its \
         webhook settles it (check the gateway's dashboard).",
        "गेटवे से {amount} का रिफ़ंड {minutes} मिनट पहले माँगा गया था, पर अब तक इसकी पुष्टि नहीं हुई; इसका वेबहुक आने पर यह तय होगा (गेटवे का डैशबोर्ड देखें)।",
    ),
    e(
        "admin_payment.refund_pending_hours",
        "A refund of {amount} was asked of the gateway {hours} h ago and is not confirmed yet; its webhook \
         settles it (check the gateway's dashboard).",
        "गेटवे से {amount} का रिफ़ंड {hours} घंटे पहले माँगा गया था, पर अब तक इसकी पुष्टि नहीं हुई; इसका वेबहुक आने पर यह तय होगा (गेटवे का डैशबोर्ड देखें)।",
    ),
    e(
        "admin_payment.refund_pending_hours_minutes",
        "A refund of {amount} was asked of the gateway {hours} h {minutes} min ago and is not confirmed yet; \
         its webhook settles it (check the gateway's dashboard).",
        "गेटवे से {amount} का रिफ़ंड {hours} घंटे {minutes} मिनट पहले माँगा गया था, पर अब तक इसकी पुष्टि नहीं हुई; इसका वेबहुक आने पर यह तय होगा (गेटवे का डैशबोर्ड देखें)।",
    ),
    e(
        "admin_payment.refund_pending_days",
        "A refund of {amount} was asked of the gateway {days} days ago and is not confirmed yet; its webhook \
         settles it (check the gateway's dashboard).",
        "गेटवे से {amount} का रिफ़ंड {days} दिन पहले माँगा गया था, पर अब तक इसकी पुष्टि नहीं हुई; इसका वेबहुक आने पर यह तय होगा (गेटवे का डैशबोर्ड देखें)।",
    ),
    e(
        "admin_payment.refund_failed_detail",
        "The refund of {amount} failed at the gateway; try it again.",
        "{amount} का रिफ़ंड गेटवे पर नहीं हो सका; फिर से कोशिश करें।",
    ),
    e(
        "admin_payment.refund_unknown_detail",
        "The gateway did not answer the refund of {amount}: it may have been made. Trying again reads the \
         gateway's refunds of the payment first and asks only for what is still owed.",
        "गेटवे ने {amount} के रिफ़ंड का जवाब नहीं दिया: हो सकता है रिफ़ंड हो गया हो। फिर से कोशिश करने पर पहले गेटवे से इस पेमेंट के रिफ़ंड पढ़े जाते हैं और सिर्फ़ बाकी रकम माँगी जाती है।",
    ),
    e(
        "admin_payment.refund_manual_detail",
        "Paid offline: pay {amount} back by hand, then mark it paid back.",
        "ऑफ़लाइन पेमेंट हुआ था: {amount} ख़ुद लौटाएँ, फिर इसे लौटाया गया मार्क करें।",
    ),
    e(
        "admin_payment.difference_due",
        "A roster change raised the fee from {before} to {after}: collect {due} and mark it received; the \
         people it adds get their passes then.",
        "टीम में बदलाव से फ़ीस {before} से बढ़कर {after} हो गई: {due} लें और इसे मिल गया मार्क करें; जोड़े गए लोगों को तभी उनके पास मिलेंगे।",
    ),
    e(
        "admin_payment.change_refund_due",
        "{why}. Pay {amount} back, then record it.",
        "{why}। {amount} लौटाएँ, फिर इसे दर्ज करें।",
    ),
    e(
        "admin_payment.fee_lowered",
        "A roster change lowered the fee from {before} to {after}",
        "टीम में बदलाव से फ़ीस {before} से घटकर {after} हो गई",
    ),
    e(
        "admin_payment.webhook_failed_once",
        "The {kind} webhook (event {event}) failed once: {error}",
        "{kind} वेबहुक (इवेंट {event}) एक बार फ़ेल हुआ: {error}",
    ),
    e(
        "admin_payment.webhook_failed_times",
        "The {kind} webhook (event {event}) failed {count} times: {error}",
        "{kind} वेबहुक (इवेंट {event}) {count} बार फ़ेल हुआ: {error}",
    ),
    e(
        "admin_payment.stay_refund_due",
        "A stay of {nights} night(s) from {from} was cancelled and {amount} is owed back: {state}.",
        "{from} से {nights} रात का ठहरना कैंसिल हुआ और {amount} लौटाने हैं: {state}।",
    ),
    e(
        "admin_payment.stay_refund_unknown",
        "the gateway did not answer its refund; trying again reads the gateway's refunds of the payment first",
        "गेटवे ने इसके रिफ़ंड का जवाब नहीं दिया; फिर से कोशिश करने पर पहले गेटवे से इस पेमेंट के रिफ़ंड पढ़े जाते हैं",
    ),
    e(
        "admin_payment.stay_refund_manual",
        "it was paid offline: pay it back by hand, then mark it paid back",
        "इसका पेमेंट ऑफ़लाइन हुआ था: पैसे ख़ुद लौटाएँ, फिर इसे लौटाया गया मार्क करें",
    ),
    e(
        "admin_payment.stay_refund_refused",
        "the gateway refused its refund; try it again",
        "गेटवे ने इसका रिफ़ंड नहीं किया; फिर से कोशिश करें",
    ),
    e(
        "admin_payment.orphan_detail",
        "{reason}: payment {payment} (order {order}) of {amount} is the payer's money; refund it.",
        "{reason}: {amount} का पेमेंट {payment} (ऑर्डर {order}) पेमेंट करने वाले का पैसा है; इसे रिफ़ंड करें।",
    ),
    e(
        "admin_payment.orphan_detail_failed",
        "{reason}: payment {payment} (order {order}) of {amount} is the payer's money; refund it. Its refund \
         failed at the gateway; try it again.",
        "{reason}: {amount} का पेमेंट {payment} (ऑर्डर {order}) पेमेंट करने वाले का पैसा है; इसे रिफ़ंड करें। गेटवे पर इसका रिफ़ंड नहीं हो सका; फिर से कोशिश करें।",
    ),
    e(
        "admin_payment.orphan_detail_unknown",
        "{reason}: payment {payment} (order {order}) of {amount} is the payer's money; refund it. The \
         gateway did not answer its refund; trying again reads the gateway's refunds of the payment first.",
        "{reason}: {amount} का पेमेंट {payment} (ऑर्डर {order}) पेमेंट करने वाले का पैसा है; इसे रिफ़ंड करें। गेटवे ने इसके रिफ़ंड का जवाब नहीं दिया; फिर से कोशिश करने पर पहले गेटवे से इस पेमेंट के रिफ़ंड पढ़े जाते हैं।",
    ),
    e(
        "admin_payment.utr_reused",
        "UTR {utr} was submitted for order {order} (reference {reference}) after it had been submitted for \
         order {first} (reference {first_reference}): refused. A UTR pays once; check the bank statement before confirming either.",
        "UTR {utr} ऑर्डर {order} (रेफ़रेंस {reference}) के लिए जमा हुआ, जबकि यह पहले ही ऑर्डर {first} (रेफ़रेंस {first_reference}) के लिए जमा हो चुका था: मना कर दिया गया। एक UTR से एक ही पेमेंट होता है; दोनों में से किसी की भी पुष्टि करने से पहले बैंक स्टेटमेंट जाँचें।",
    ),
    // Accommodation: booking a stay, paying for it, cancelling it, the hostel's beds.
    e("accommodation.price_range", "Give 0 to {max} paise.", "0 से {max} पैसे तक डालें।"),
    e("accommodation.beds_range", "Give 0 to {max} beds.", "0 से {max} बेड तक डालें।"),
    e(
        "accommodation.registration_stay_being_checked",
        "The organisers are checking the payment of a stay booked for this registration: contact them to \
         cancel it.",
        "आयोजक इस रजिस्ट्रेशन के लिए बुक हुए ठहरने के पेमेंट की जाँच कर रहे हैं: इसे कैंसिल करने के लिए उनसे संपर्क करें।",
    ),
    e(
        "accommodation.registration_gone",
        "Paid for a stay whose registration was cancelled: refund it",
        "ऐसे ठहरने का पेमेंट जिसका रजिस्ट्रेशन कैंसिल हो चुका है: इसे रिफ़ंड करें",
    ),
    e("accommodation.reason_required", "Give a reason.", "वजह लिखें।"),
    e(
        "accommodation.booking_changed",
        "The booking changed meanwhile; try again.",
        "इस बीच बुकिंग बदल गई है; फिर से कोशिश करें।",
    ),
    e(
        "accommodation.no_registration",
        "Choose one of your paid registrations.",
        "अपने उन रजिस्ट्रेशन में से एक चुनें जिनका पेमेंट हो चुका है।",
    ),
    e("accommodation.not_on_registration", "Choose people on this registration.", "इसी रजिस्ट्रेशन के लोगों को चुनें।"),
    e("accommodation.no_booking", "Booking not found", "बुकिंग नहीं मिली"),
    e("accommodation.cancelled", "Your booking is cancelled.", "आपकी बुकिंग कैंसिल हो गई है।"),
    e(
        "accommodation.not_paid_yet",
        "This booking is not paid yet: leave it and the order expires by itself.",
        "इस बुकिंग का पेमेंट अभी नहीं हुआ है: इसे छोड़ दें, ऑर्डर अपने-आप ख़त्म हो जाएगा।",
    ),
    e(
        "accommodation.being_checked",
        "The organisers are checking this booking's payment: contact them to cancel it.",
        "आयोजक इस बुकिंग के पेमेंट की जाँच कर रहे हैं: इसे कैंसिल करने के लिए उनसे संपर्क करें।",
    ),
    e(
        "accommodation.nothing_to_refund",
        "There is nothing to refund for this booking.",
        "इस बुकिंग में रिफ़ंड करने को कुछ नहीं है।",
    ),
    e(
        "accommodation.paid_online",
        "This stay is paid online: use Pay.",
        "इस ठहरने का पेमेंट ऑनलाइन होता है: Pay इस्तेमाल करें।",
    ),
    e(
        "accommodation.not_online",
        "Online payment is not used for this fest: book the stay without payment.",
        "इस फ़ेस्ट में ऑनलाइन पेमेंट नहीं लिया जाता: ठहरने की बुकिंग बिना पेमेंट के करें।",
    ),
    e(
        "accommodation.awaits_offline",
        "This booking awaits an offline payment; an organiser marks it paid.",
        "इस बुकिंग का ऑफ़लाइन पेमेंट बाकी है; आयोजक इसे पेड मार्क करेंगे।",
    ),
    e(
        "accommodation.not_awaiting",
        "This booking does not await an offline payment.",
        "इस बुकिंग का कोई ऑफ़लाइन पेमेंट बाकी नहीं है।",
    ),
    e(
        "accommodation.beds_gone",
        "Paid after its order expired, and its beds or guests were taken meanwhile: refund it",
        "ऑर्डर की मियाद ख़त्म होने के बाद पेमेंट हुआ, और इस बीच इसके बेड या मेहमान कहीं और बुक हो गए: इसे रिफ़ंड करें",
    ),
    e(
        "accommodation.block_full",
        "The {block} block is full on {night}: {left} {beds} left.",
        "{night} को {block} ब्लॉक फ़ुल है: सिर्फ़ {left} {beds} बाकी हैं।",
    ),
    e("accommodation.men", "men", "पुरुष"),
    e("accommodation.women", "women", "महिला"),
    e("accommodation.bed", "bed", "बेड"),
    e("accommodation.beds", "beds", "बेड"),
    e(
        "accommodation.cancel_deadline",
        "The cancellation deadline for {event} has passed: the stay can no longer be cancelled.",
        "{event} में कैंसिल करने की डेडलाइन निकल चुकी है: अब ठहरने की बुकिंग कैंसिल नहीं हो सकती।",
    ),
    e("accommodation.already_booked", "{name} already has a bed booked.", "{name} के लिए पहले से एक बेड बुक है।"),
    e(
        "accommodation.hostel_checked_in",
        "Checked in at the hostel: {block} block, {from} to {to}.",
        "हॉस्टल में चेक-इन हो गया: {block} ब्लॉक, {from} से {to} तक।",
    ),
    // The same, as the hostel desk says it (the block as the server names it: Men, Women).
    e(
        "accommodation.hostel_checked_in_men",
        "Checked in at the hostel: Men block, {from} to {to}.",
        "हॉस्टल में चेक-इन हो गया: पुरुषों का ब्लॉक, {from} से {to} तक।",
    ),
    e(
        "accommodation.hostel_checked_in_women",
        "Checked in at the hostel: Women block, {from} to {to}.",
        "हॉस्टल में चेक-इन हो गया: महिलाओं का ब्लॉक, {from} से {to} तक।",
    ),
    // Check-in at the gates and the hostel desk, and its lists.
    e("checkin.not_checked_in", "This pass has not been checked in.", "इस पास का चेक-इन नहीं हुआ है।"),
    e(
        "checkin.pass_changed",
        "The pass changed meanwhile; reload and try again.",
        "इस बीच पास बदल गया है; फिर से लोड करके दोबारा कोशिश करें।",
    ),
    e("checkin.list_not_found", "Check-in list not found", "चेक-इन लिस्ट नहीं मिली"),
    e(
        "checkin.no_list_for_gate",
        "No check-in list takes this gate: ask the organisers to name it on a list.",
        "कोई भी चेक-इन लिस्ट इस गेट की नहीं है: आयोजकों से इसे किसी लिस्ट में जोड़ने को कहें।",
    ),
    e(
        "checkin.keep_a_default",
        "One list must take every other gate: make another list the default instead of this one.",
        "एक लिस्ट बाकी सभी गेट के लिए होनी चाहिए: इसकी जगह किसी दूसरी लिस्ट को डिफ़ॉल्ट बनाएँ।",
    ),
    e(
        "checkin.default_kept",
        "The list for every other gate cannot be deleted: make another list the default first.",
        "बाकी सभी गेट वाली लिस्ट डिलीट नहीं हो सकती: पहले किसी दूसरी लिस्ट को डिफ़ॉल्ट बनाएँ।",
    ),
    e(
        "checkin.has_entries",
        "This list has entries: it is kept for the record.",
        "इस लिस्ट में एंट्री हो चुकी हैं: इसे रिकॉर्ड के लिए रखा जाता है।",
    ),
    e("checkin.already_blocked", "This pass is blocked from this list already.", "यह पास इस लिस्ट में पहले से ब्लॉक है।"),
    e("checkin.not_blocked", "This pass is not blocked from this list.", "यह पास इस लिस्ट में ब्लॉक नहीं है।"),
    e("checkin.pass_not_found", "Pass not found", "पास नहीं मिला"),
    e("checkin.list_name_taken", "Another list is called {name}.", "{name} नाम की एक लिस्ट पहले से है।"),
    e("checkin.gate_taken_by", "Gate {gate} already scans for {name}.", "गेट {gate} पहले से {name} के लिए स्कैन करता है।"),
    e(
        "checkin.gate_taken",
        "Gate {gate} already scans for another list.",
        "गेट {gate} पहले से किसी दूसरी लिस्ट के लिए स्कैन करता है।",
    ),
    e(
        "checkin.block_changed",
        "The block changed meanwhile; reload and try again.",
        "इस बीच ब्लॉक बदल गया है; फिर से लोड करके दोबारा कोशिश करें।",
    ),
    e("checkin.unknown_pass", "This pass is not on the fest's list.", "यह पास फ़ेस्ट की लिस्ट में नहीं है।"),
    e(
        "checkin.scanned_in_future",
        "This scan is dated in the future: check the date and time of the scanning device, then scan again.",
        "इस स्कैन की तारीख़ आगे की है: स्कैन करने वाले डिवाइस की तारीख़ और समय जाँचें, फिर दोबारा स्कैन करें।",
    ),
    e(
        "checkin.scanned_before_issue",
        "This scan is dated before the pass was issued: check the date and time of the scanning device, then \
         scan again.",
        "इस स्कैन की तारीख़ पास जारी होने से पहले की है: स्कैन करने वाले डिवाइस की तारीख़ और समय जाँचें, फिर दोबारा स्कैन करें।",
    ),
    e(
        "checkin.revoked",
        "This pass was revoked: its registration no longer counts.",
        "यह पास रद्द कर दिया गया है: इसका रजिस्ट्रेशन अब मान्य नहीं है।",
    ),
    e("checkin.checked_in", "Checked in.", "चेक-इन हो गया।"),
    e("checkin.checked_out", "Checked out.", "चेक-आउट हो गया।"),
    e(
        "checkin.scanned_elsewhere",
        "The pass was scanned elsewhere meanwhile; scan it again.",
        "इस बीच पास कहीं और स्कैन हो गया; इसे दोबारा स्कैन करें।",
    ),
    e("checkin.too_many_scans", "Send at most {max} scans at a time.", "एक बार में ज़्यादा से ज़्यादा {max} स्कैन भेजें।"),
    e(
        "checkin.search_how",
        "Type a name (at least 3 letters), the whole 10-digit phone number, the pass id (16 characters), or \
         the registration id's first 8 characters.",
        "नाम (कम से कम 3 अक्षर), पूरा 10 अंकों का फ़ोन नंबर, पास ID (16 अक्षर), या रजिस्ट्रेशन ID के पहले 8 अक्षर लिखें।",
    ),
    e("checkin.search_too_long", "Keep the search under {max} characters.", "खोज {max} अक्षरों से छोटी रखें।"),
    e("checkin.undone", "Check-in undone", "चेक-इन वापस ले लिया गया"),
    e("checkin.already", "Already checked in", "पहले ही चेक-इन हो चुका है"),
    e("checkin.already_at", "Already checked in at {time}", "{time} बजे पहले ही चेक-इन हो चुका है"),
    e(
        "checkin.already_at_gate",
        "Already checked in at {time} at gate {gate}",
        "{time} बजे गेट {gate} पर पहले ही चेक-इन हो चुका है",
    ),
    e("checkin.already_at_by", "Already checked in at {time} by {by}", "{time} बजे {by} पहले ही चेक-इन कर चुके हैं"),
    e(
        "checkin.already_at_gate_by",
        "Already checked in at {time} at gate {gate} by {by}",
        "{time} बजे गेट {gate} पर {by} पहले ही चेक-इन कर चुके हैं",
    ),
    e("checkin.already_inside", "Already inside: in", "पहले से अंदर हैं"),
    e("checkin.already_inside_at", "Already inside: in at {time}", "पहले से अंदर हैं: {time} बजे अंदर आए"),
    e(
        "checkin.already_inside_at_gate",
        "Already inside: in at {time} at gate {gate}",
        "पहले से अंदर हैं: {time} बजे गेट {gate} से अंदर आए",
    ),
    e(
        "checkin.already_inside_at_by",
        "Already inside: in at {time} by {by}",
        "पहले से अंदर हैं: {time} बजे अंदर आए, {by} ने स्कैन किया",
    ),
    e(
        "checkin.already_inside_at_gate_by",
        "Already inside: in at {time} at gate {gate} by {by}",
        "पहले से अंदर हैं: {time} बजे गेट {gate} से अंदर आए, {by} ने स्कैन किया",
    ),
    // Fest day: fixtures, results, races and heats, venues, the schedule, reminders.
    e("fest_day.no_calendar", "No such calendar.", "ऐसा कोई कैलेंडर नहीं है।"),
    e(
        "fest_day.published_already",
        "These fixtures are published: enter and correct results, or swap teams, instead of generating them \
         again.",
        "ये फ़िक्स्चर जारी हो चुके हैं: इन्हें दोबारा बनाने की जगह नतीजे डालें और सुधारें, या टीमों की अदला-बदली करें।",
    ),
    e(
        "fest_day.seeding",
        "The seeding must list every paid team exactly once.",
        "सीडिंग में पेमेंट कर चुकी हर टीम ठीक एक बार होनी चाहिए।",
    ),
    e("fest_day.not_an_entrant", "Both teams must be in these fixtures.", "दोनों टीमें इन फ़िक्स्चर में होनी चाहिए।"),
    e("fest_day.same_team", "Choose two different teams.", "दो अलग-अलग टीमें चुनें।"),
    e(
        "fest_day.swap_played",
        "A team that already has a result cannot be swapped.",
        "जिस टीम का नतीजा आ चुका है, उसकी अदला-बदली नहीं हो सकती।",
    ),
    e("fest_day.published", "These fixtures are already published.", "ये फ़िक्स्चर पहले ही जारी हो चुके हैं।"),
    e("fest_day.not_a_draft", "Only a draft can be discarded.", "सिर्फ़ ड्राफ़्ट ही हटाया जा सकता है।"),
    e(
        "fest_day.pair_published",
        "Publish these fixtures and play round 1 before pairing the next round.",
        "अगले राउंड की जोड़ियाँ बनाने से पहले ये फ़िक्स्चर जारी करें और राउंड 1 खेलें।",
    ),
    e("fest_day.choose", "Choose {choices}.", "इनमें से चुनें: {choices}।"),
    e("fest_day.no_fixtures", "No fixtures here yet.", "यहाँ अभी कोई फ़िक्स्चर नहीं है।"),
    e("fest_day.no_match", "No such match.", "ऐसा कोई मैच नहीं है।"),
    e(
        "fest_day.fixtures_stale",
        "These fixtures were changed meanwhile; reload them and try again.",
        "इस बीच ये फ़िक्स्चर बदल गए हैं; इन्हें फिर से लोड करके दोबारा कोशिश करें।",
    ),
    e("fest_day.draft_discarded", "Draft discarded.", "ड्राफ़्ट हटा दिया गया।"),
    e("fest_day.result_saved", "Result saved.", "नतीजा सेव हो गया।"),
    e("fest_day.result_corrected", "Result corrected.", "नतीजा सुधार दिया गया।"),
    e(
        "fest_day.result_corrected_cleared",
        "Result corrected. These later results no longer stand and were taken away: {matches}.",
        "नतीजा सुधार दिया गया। बाद के ये नतीजे अब मान्य नहीं हैं और हटा दिए गए: {matches}।",
    ),
    e(
        "fest_day.results_not_published",
        "Results are entered once the fixtures are published.",
        "फ़िक्स्चर जारी होने के बाद ही नतीजे डाले जाते हैं।",
    ),
    e("fest_day.teams_not_known", "This match's teams are not known yet.", "इस मैच की टीमें अभी तय नहीं हैं।"),
    e(
        "fest_day.result_entered",
        "A result is already entered for this match; an organiser can correct it.",
        "इस मैच का नतीजा पहले ही डाला जा चुका है; आयोजक इसे सुधार सकते हैं।",
    ),
    e(
        "fest_day.detail_too_long",
        "The score detail is at most 120 characters.",
        "स्कोर का ब्योरा ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है।",
    ),
    e(
        "fest_day.sheet_decides",
        "The score comes from the score sheet: send one or the other.",
        "स्कोर, स्कोर शीट से आता है: दोनों में से एक ही भेजें।",
    ),
    e("fest_day.walkover_no_sheet", "A walkover has no score sheet.", "वॉकओवर की कोई स्कोर शीट नहीं होती।"),
    e("fest_day.race_not_found", "Race not found", "रेस नहीं मिली"),
    e("fest_day.heats_published_already", "These heats are already published.", "ये हीट पहले ही जारी हो चुकी हैं।"),
    e(
        "fest_day.race_stale",
        "This race was changed meanwhile; reload it and try again.",
        "इस बीच यह रेस बदल गई है; इसे फिर से लोड करके दोबारा कोशिश करें।",
    ),
    e("fest_day.race_category", "Choose Men or Women (or the mixed relay).", "Men या Women चुनें (या मिक्स्ड रिले)।"),
    e("fest_day.no_discipline", "{event} has no event called {name}.", "{event} में {name} नाम की कोई स्पर्धा नहीं है।"),
    e(
        "fest_day.times_not_published",
        "Times are entered once the heats are published.",
        "हीट जारी होने के बाद ही समय डाले जाते हैं।",
    ),
    e("fest_day.heat_not_found", "Heat not found", "हीट नहीं मिली"),
    e(
        "fest_day.times_entered",
        "Times are already entered for this heat; an organiser can correct them.",
        "इस हीट के समय पहले ही डाले जा चुके हैं; आयोजक उन्हें सुधार सकते हैं।",
    ),
    e(
        "fest_day.final_drawn_from",
        "The final is drawn from these times: they can no longer change.",
        "फ़ाइनल इन्हीं समयों से बना है: अब ये बदल नहीं सकते।",
    ),
    e(
        "fest_day.every_lane",
        "Give every athlete of the heat a result (a time or a mark, or a status), once.",
        "हीट के हर एथलीट का नतीजा (समय या दूरी/ऊँचाई, या स्टेटस) एक बार दें।",
    ),
    e("fest_day.not_in_heat", "This athlete does not run in this heat.", "यह एथलीट इस हीट में नहीं दौड़ रहा है।"),
    e("fest_day.time_or_status", "A time, or DNF, DQ or DNS: one of them.", "समय, या DNF, DQ या DNS: इनमें से एक।"),
    e(
        "fest_day.mark_or_status",
        "A mark, or NM (no valid mark), DQ or DNS: one of them.",
        "दूरी/ऊँचाई, या NM (कोई सही दूरी/ऊँचाई नहीं), DQ या DNS: इनमें से एक।",
    ),
    e(
        "fest_day.no_field_final",
        "A field event has no final: its flights' marks place it together.",
        "फ़ील्ड इवेंट का फ़ाइनल नहीं होता: उसकी सभी फ़्लाइट की दूरी/ऊँचाई मिलाकर स्थान तय होते हैं।",
    ),
    e("fest_day.final_exists", "The final is drawn already.", "फ़ाइनल पहले ही बन चुका है।"),
    e(
        "fest_day.one_heat",
        "With one heat, its times place the podium: there is no final to draw.",
        "एक ही हीट हो तो उसी के समय से पोडियम तय होता है: कोई फ़ाइनल नहीं बनता।",
    ),
    e("fest_day.heat_untimed", "{heat} has no times yet.", "{heat} के समय अभी डाले नहीं गए हैं।"),
    e("fest_day.heats_drawn", "Heats drawn.", "हीट बन गईं।"),
    e("fest_day.heats_published", "Heats published.", "हीट जारी हो गईं।"),
    e("fest_day.final_drawn", "Final drawn.", "फ़ाइनल बन गया।"),
    e("fest_day.times_saved", "Times saved.", "समय सेव हो गए।"),
    e("fest_day.heat_scheduled", "Heat scheduled.", "हीट शेड्यूल हो गई।"),
    e("fest_day.choose_venue", "Choose a venue.", "वेन्यू चुनें।"),
    e("fest_day.third_place", "Third-place match", "तीसरे स्थान का मैच"),
    e(
        "fest_day.bad_points",
        "Give 1 to 8 places' points, each a whole number from 0 to 1000, not rising.",
        "1 से 8 स्थानों तक के पॉइंट दें: हर एक 0 से 1000 तक की पूरी संख्या, और कोई भी अपने ऊपर वाले स्थान से ज़्यादा नहीं।",
    ),
    e("fest_day.venue_name_needed", "Give the venue a name.", "वेन्यू का नाम लिखें।"),
    e(
        "fest_day.venue_name_too_long",
        "A venue's name is at most 80 characters.",
        "वेन्यू का नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है।",
    ),
    e("fest_day.no_venue", "No such venue.", "ऐसा कोई वेन्यू नहीं है।"),
    e(
        "fest_day.venue_in_use",
        "Matches are scheduled at this venue; move them first.",
        "इस वेन्यू पर मैच शेड्यूल हैं; पहले उन्हें कहीं और ले जाएँ।",
    ),
    e("fest_day.venue_exists", "There is already a venue called {name}.", "{name} नाम का वेन्यू पहले से है।"),
    e(
        "fest_day.reminder_time",
        "Give the time as HH:MM (India time), for example 18:00.",
        "समय HH:MM में दें (भारतीय समय), जैसे 18:00।",
    ),
    e("fest_day.reminder_first_day", "Give the fest's first day as a date.", "फ़ेस्ट का पहला दिन तारीख़ के रूप में दें।"),
    e(
        "fest_day.reminder_report",
        "Say where people report, at most 1000 characters.",
        "बताएँ कि लोग कहाँ रिपोर्ट करें, ज़्यादा से ज़्यादा 1000 अक्षरों में।",
    ),
    e(
        "fest_day.reminder_bring",
        "Say what to bring in at most 1000 characters.",
        "ज़्यादा से ज़्यादा 1000 अक्षरों में बताएँ कि क्या साथ लाना है।",
    ),
    // Campus ambassadors.
    e("ca.applied", "Application submitted successfully!", "आवेदन जमा हो गया!"),
    e(
        "ca.already_applied",
        "You have already applied to the Campus Ambassador programme.",
        "आप कैंपस एम्बेसडर प्रोग्राम के लिए पहले ही आवेदन कर चुके हैं।",
    ),
    e("ca.already_ca", "You are already a Campus Ambassador.", "आप पहले से कैंपस एम्बेसडर हैं।"),
    e("ca.no_application", "No application found", "कोई आवेदन नहीं मिला"),
    e("ca.not_pending", "This application has already been reviewed.", "इस आवेदन पर पहले ही फ़ैसला हो चुका है।"),
    e("ca.invalid_referral", "This referral code is not valid.", "यह रेफ़रल कोड सही नहीं है।"),
    e("ca.own_application", "You cannot decide your own application.", "आप अपने ही आवेदन पर फ़ैसला नहीं कर सकते।"),
    e("ca.application_not_found", "Application not found", "आवेदन नहीं मिला"),
    e("ca.applicant_not_found", "Applicant not found", "आवेदक नहीं मिला"),
    e("ca.accepted", "Application accepted", "आवेदन स्वीकार हो गया"),
    e("ca.rejected", "Application rejected", "आवेदन अस्वीकार कर दिया गया"),
    e("ca.unknown_status", "Unknown status", "ऐसा कोई स्टेटस नहीं है"),
    // Certificates.
    e("certificate.not_found", "No certificate has this number.", "इस नंबर का कोई सर्टिफ़िकेट नहीं है।"),
    e("certificate.already_revoked", "This certificate is already revoked.", "यह सर्टिफ़िकेट पहले ही रद्द किया जा चुका है।"),
    e(
        "certificate.reason_required",
        "Give the reason for revoking this certificate.",
        "यह सर्टिफ़िकेट रद्द करने की वजह लिखें।",
    ),
    e("certificate.reason_too_long", "Keep the reason to {max} characters.", "वजह {max} अक्षरों तक रखें।"),
    e("certificate.archive_filter", "Choose an event or a college.", "कोई इवेंट या कॉलेज चुनें।"),
    e("certificate.one_filter", "Choose an event or a college, not both.", "कोई इवेंट या कॉलेज चुनें, दोनों नहीं।"),
    e(
        "certificate.no_event_for_ca",
        "Campus ambassador certificates are not given per event.",
        "कैंपस एम्बेसडर सर्टिफ़िकेट हर इवेंट के हिसाब से नहीं दिए जाते।",
    ),
    e(
        "certificate.valid",
        "This certificate is genuine: the fest issued it and it stands.",
        "यह सर्टिफ़िकेट असली है: इसे फ़ेस्ट ने जारी किया है और यह मान्य है।",
    ),
    e(
        "certificate.does_not_match",
        "This certificate's data does not match what the fest issued: it was edited.",
        "इस सर्टिफ़िकेट की जानकारी फ़ेस्ट की जारी की गई जानकारी से मेल नहीं खाती: इसमें बदलाव किया गया है।",
    ),
    e(
        "certificate.revoked_on",
        "This certificate was revoked on {date}: {reason}",
        "यह सर्टिफ़िकेट {date} को रद्द किया गया: {reason}",
    ),
    e("certificate.no_reason_given", "no reason given", "कोई वजह नहीं बताई गई"),
    e(
        "certificate.kind",
        "Choose participation, merit or ca.",
        "भागीदारी (participation), योग्यता (merit) या CA (ca) चुनें।",
    ),
    e("certificate.no_event_named", "No event has this name.", "इस नाम का कोई इवेंट नहीं है।"),
    // The admin area: users and roles, events' places, announcements, discount codes, rulebooks, exports.
    e("admin.own_role", "You cannot change your own role.", "आप अपना रोल ख़ुद नहीं बदल सकते।"),
    e(
        "admin.last_admin",
        "This is the last admin: make another account an admin first.",
        "यह आख़िरी एडमिन है: पहले किसी दूसरे अकाउंट को एडमिन बनाएँ।",
    ),
    e("admin.no_longer_admin", "You are no longer an admin.", "अब आप एडमिन नहीं हैं।"),
    e("admin.user_not_found", "User not found", "यूज़र नहीं मिला"),
    e("admin.unknown_role", "Unknown role", "ऐसा कोई रोल नहीं है"),
    e("admin.role_set", "{username} is now {role}", "{username} अब {role} है"),
    // The same, one role at a time: the role in the site's Hindi word for it (these win over the line above).
    e("admin.role_set_user", "{username} is now user", "{username} अब यूज़र है"),
    e("admin.role_set_ca", "{username} is now ca", "{username} अब कैंपस एम्बेसडर है"),
    e("admin.role_set_volunteer", "{username} is now volunteer", "{username} अब वॉलंटियर है"),
    e("admin.role_set_scorer", "{username} is now scorer", "{username} अब स्कोरर है"),
    e("admin.role_set_moderator", "{username} is now moderator", "{username} अब मॉडरेटर है"),
    e("admin.role_set_admin", "{username} is now admin", "{username} अब एडमिन है"),
    e("admin.places_limit", "Give at most {max} places.", "ज़्यादा से ज़्यादा {max} जगहें दें।"),
    e("admin.no_categories", "{event} has no categories.", "{event} में कोई कैटेगरी नहीं है।"),
    e("admin.no_such_category", "{event} has no {name} category.", "{event} में {name} कैटेगरी नहीं है।"),
    e(
        "admin.announcement_title",
        "Give the announcement a title of at most 120 characters.",
        "घोषणा का टाइटल दें, ज़्यादा से ज़्यादा 120 अक्षरों का।",
    ),
    e("admin.announcement_body", "Write the message, at most 5000 characters.", "मैसेज लिखें, ज़्यादा से ज़्यादा 5000 अक्षरों में।"),
    e("admin.announcement_nobody", "Choose who the announcement is for.", "चुनें कि घोषणा किसके लिए है।"),
    e(
        "admin.announcement_in_the_past",
        "The time to send it has passed: choose a later time, or send it now.",
        "इसे भेजने का समय निकल चुका है: बाद का कोई समय चुनें, या इसे अभी भेजें।",
    ),
    e(
        "admin.announcement_not_cancellable",
        "This announcement is being sent or was sent already.",
        "यह घोषणा भेजी जा रही है या पहले ही भेजी जा चुकी है।",
    ),
    e("admin.no_announcement", "No such announcement.", "ऐसी कोई घोषणा नहीं है।"),
    e("admin.coupon_exists", "This code exists already.", "यह डिस्काउंट कोड पहले से मौजूद है।"),
    e(
        "admin.coupon_limit",
        "Give 1 to {max}, or leave it out for no limit.",
        "1 से {max} तक दें, या कोई सीमा न रखने के लिए इसे ख़ाली छोड़ें।",
    ),
    e("admin.coupon_kind", "Choose percent or fixed.", "प्रतिशत (percent) या तय रकम (fixed) चुनें।"),
    e(
        "admin.coupon_applies_to",
        "Choose registration, accommodation or both.",
        "रजिस्ट्रेशन (registration), ठहरना (accommodation) या दोनों (both) चुनें।",
    ),
    e(
        "admin.coupon_events",
        "Choose at least one event, or leave the list out for every event.",
        "कम से कम एक इवेंट चुनें, या सभी इवेंट्स के लिए लिस्ट ख़ाली छोड़ें।",
    ),
    e(
        "admin.coupon_validity",
        "The end of the validity must come after its start.",
        "डिस्काउंट कोड के मान्य रहने का अंत उसकी शुरुआत के बाद होना चाहिए।",
    ),
    e("admin.table_format", "Choose csv or xlsx.", "csv या xlsx चुनें।"),
    e("admin.rulebook_not_pdf", "The rulebook must be a PDF file.", "रूलबुक PDF फ़ाइल होनी चाहिए।"),
    e(
        "admin.rulebook_too_large",
        "The rulebook file must be at most 10 MB.",
        "रूलबुक फ़ाइल ज़्यादा से ज़्यादा 10 MB की हो सकती है।",
    ),
    // Privacy: grievances, breaches, a member's data, push notifications.
    e("privacy.breach_summary", "Say what happened.", "बताएँ कि क्या हुआ।"),
    e("privacy.breach_data", "Say which personal data, of whom.", "बताएँ कि किसकी कौन-सी निजी जानकारी।"),
    e("privacy.breach_too_long", "Keep it to at most 5000 characters.", "इसे ज़्यादा से ज़्यादा 5000 अक्षरों में रखें।"),
    e("privacy.breach_people", "The number of people cannot be negative.", "लोगों की संख्या शून्य से कम नहीं हो सकती।"),
    e("privacy.breach_time", "Give a date and time.", "तारीख़ और समय दें।"),
    e("privacy.breach_future", "This time has not come yet.", "यह समय अभी आया नहीं है।"),
    e(
        "privacy.breach_discovered_early",
        "It cannot be discovered before it happened.",
        "होने से पहले इसका पता नहीं चल सकता।",
    ),
    e(
        "privacy.breach_told_early",
        "It cannot be told before it was discovered.",
        "पता चलने से पहले इसकी सूचना नहीं दी जा सकती।",
    ),
    e("privacy.no_breach", "No such breach.", "ऐसा कोई डेटा ब्रीच दर्ज नहीं है।"),
    e("privacy.answer_required", "Write the answer.", "जवाब लिखें।"),
    e("privacy.answer_too_long", "Keep the answer to at most 5000 characters.", "जवाब ज़्यादा से ज़्यादा 5000 अक्षरों में रखें।"),
    e(
        "privacy.answered_already",
        "This grievance has been answered already.",
        "इस शिकायत का जवाब पहले ही दिया जा चुका है।",
    ),
    e("privacy.no_grievance", "No such grievance.", "ऐसी कोई शिकायत नहीं है।"),
    e(
        "privacy.no_member_data",
        "This link is not valid, or the fest no longer holds this person's data.",
        "यह लिंक सही नहीं है, या फ़ेस्ट के पास अब इस व्यक्ति की जानकारी नहीं है।",
    ),
    e(
        "privacy.push_subscription",
        "This browser's subscription cannot be used: subscribe again.",
        "इस ब्राउज़र का सब्सक्रिप्शन इस्तेमाल नहीं हो सकता: फिर से सब्सक्राइब करें।",
    ),
    e(
        "privacy.push_service",
        "This browser's push service is not one the site sends to.",
        "साइट इस ब्राउज़र की पुश सर्विस पर नोटिफ़िकेशन नहीं भेजती।",
    ),
];
