//! The gate scanner's words in Hindi (the island in islands/scanner, WebAssembly in the volunteer's browser):
//! its verdicts and what its panel says. The English is exactly what the scanner says (`{name}` where it
//! carries a value); the scanner keeps saying it in English and puts it into the volunteer's language where it
//! draws it. Names, gates, times and list names are values and stay as they are (docs/glossary.md).
//!
//! The scanner looks its texts up with [`localize`] here, in a catalogue of its own: its entries, the shared
//! rules' it shows (an invalid pass, a refusal, a holder's role) and its copies of the server's. The whole
//! catalogue of the rules (every form's and fixture's message) would add some 14 KB, gzipped, to the module
//! that phones at the gate download, and put it over its budget (scripts/island.sh).

use std::borrow::Cow;
use std::sync::OnceLock;

use super::{Entry, Index, Language};

const fn e(key: &'static str, en: &'static str, hi: &'static str) -> Entry {
    Entry { key, en, hi }
}

pub(super) const ENTRIES: &[Entry] = &[
    // Verdicts (islands/scanner/src/core.rs). A refusal is the shared rules' (rules.rs: checkin.*, pass.*).
    e("scanner.valid_pass", "Valid pass.", "पास मान्य है।"),
    e("scanner.pass_revoked", "This pass has been revoked.", "यह पास रद्द कर दिया गया है।"),
    // A pass already in a list it enters once: "Already checked in" with when, where and by whom. A gate named
    // "Gate 2" is said "at Gate 2" (and kept so: "Gate 2 पर"), any other "at gate North" ("गेट North पर"). A
    // volunteer's initial ("Ravi K.") ends the sentence itself, so its dot is read as the sentence's. Without
    // a time (the bundle's could not be read) a gate whose name begins "Gate" but not "Gate " or "gate "
    // ("GATE 3", "Gateway") reads as the time: a time comes with every check-in the server sends.
    e("scanner.checked_in", "Already checked in.", "पहले ही चेक-इन हो चुका है।"),
    e(
        "scanner.checked_in_here",
        "Already checked in at {time} on this device.",
        "पहले ही चेक-इन हो चुका है: {time} बजे, इसी डिवाइस पर।",
    ),
    e("scanner.checked_in_at", "Already checked in at {time}.", "पहले ही चेक-इन हो चुका है: {time} बजे।"),
    e(
        "scanner.checked_in_at_by",
        "Already checked in at {time} by {by}.",
        "पहले ही चेक-इन हो चुका है: {time} बजे, {by} ने स्कैन किया।",
    ),
    e(
        "scanner.checked_in_at_gate",
        "Already checked in at {time} at gate {gate}.",
        "पहले ही चेक-इन हो चुका है: {time} बजे गेट {gate} पर।",
    ),
    e(
        "scanner.checked_in_at_gate_by",
        "Already checked in at {time} at gate {gate} by {by}.",
        "पहले ही चेक-इन हो चुका है: {time} बजे गेट {gate} पर, {by} ने स्कैन किया।",
    ),
    e(
        "scanner.checked_in_at_named_gate",
        "Already checked in at {time} at {gate}.",
        "पहले ही चेक-इन हो चुका है: {time} बजे {gate} पर।",
    ),
    e(
        "scanner.checked_in_at_named_gate_by",
        "Already checked in at {time} at {gate} by {by}.",
        "पहले ही चेक-इन हो चुका है: {time} बजे {gate} पर, {by} ने स्कैन किया।",
    ),
    e("scanner.checked_in_gate", "Already checked in at gate {gate}.", "पहले ही चेक-इन हो चुका है: गेट {gate} पर।"),
    e(
        "scanner.checked_in_gate_by",
        "Already checked in at gate {gate} by {by}.",
        "पहले ही चेक-इन हो चुका है: गेट {gate} पर, {by} ने स्कैन किया।",
    ),
    e("scanner.checked_in_named", "Already checked in at Gate {gate}.", "पहले ही चेक-इन हो चुका है: Gate {gate} पर।"),
    e(
        "scanner.checked_in_named_by",
        "Already checked in at Gate {gate} by {by}.",
        "पहले ही चेक-इन हो चुका है: Gate {gate} पर, {by} ने स्कैन किया।",
    ),
    e("scanner.checked_in_by", "Already checked in by {by}.", "पहले ही चेक-इन हो चुका है: {by} ने स्कैन किया।"),
    // Someone inside a list that counts entry and exit, scanned in again: "Already inside: in" and the same.
    e("scanner.inside", "Already inside.", "पहले से अंदर हैं।"),
    e(
        "scanner.inside_here",
        "Already inside: in at {time} on this device.",
        "पहले से अंदर हैं: {time} बजे इसी डिवाइस पर अंदर स्कैन हुए।",
    ),
    e("scanner.inside_at", "Already inside: in at {time}.", "पहले से अंदर हैं: {time} बजे अंदर आए।"),
    e(
        "scanner.inside_at_by",
        "Already inside: in at {time} by {by}.",
        "पहले से अंदर हैं: {time} बजे अंदर आए, {by} ने स्कैन किया।",
    ),
    e(
        "scanner.inside_at_gate",
        "Already inside: in at {time} at gate {gate}.",
        "पहले से अंदर हैं: {time} बजे गेट {gate} से अंदर आए।",
    ),
    e(
        "scanner.inside_at_gate_by",
        "Already inside: in at {time} at gate {gate} by {by}.",
        "पहले से अंदर हैं: {time} बजे गेट {gate} से अंदर आए, {by} ने स्कैन किया।",
    ),
    e(
        "scanner.inside_at_named_gate",
        "Already inside: in at {time} at {gate}.",
        "पहले से अंदर हैं: {time} बजे {gate} से अंदर आए।",
    ),
    e(
        "scanner.inside_at_named_gate_by",
        "Already inside: in at {time} at {gate} by {by}.",
        "पहले से अंदर हैं: {time} बजे {gate} से अंदर आए, {by} ने स्कैन किया।",
    ),
    e("scanner.inside_gate", "Already inside: in at gate {gate}.", "पहले से अंदर हैं: गेट {gate} से अंदर आए।"),
    e(
        "scanner.inside_gate_by",
        "Already inside: in at gate {gate} by {by}.",
        "पहले से अंदर हैं: गेट {gate} से अंदर आए, {by} ने स्कैन किया।",
    ),
    e("scanner.inside_named", "Already inside: in at Gate {gate}.", "पहले से अंदर हैं: Gate {gate} से अंदर आए।"),
    e(
        "scanner.inside_named_by",
        "Already inside: in at Gate {gate} by {by}.",
        "पहले से अंदर हैं: Gate {gate} से अंदर आए, {by} ने स्कैन किया।",
    ),
    e("scanner.inside_by", "Already inside: in by {by}.", "पहले से अंदर हैं: {by} ने अंदर स्कैन किया।"),
    // The check-in bundle the page hands the scanner (the volunteer knows it as the list of passes).
    e(
        "scanner.bad_key",
        "The check-in bundle's public key is not a valid Ed25519 key.",
        "पास की लिस्ट की public key सही Ed25519 key नहीं है।",
    ),
    e(
        "scanner.bad_bundle",
        "The check-in bundle is not { publicKey, revoked, used, lists, ... }: {error}",
        "पास की लिस्ट { publicKey, revoked, used, lists, ... } के रूप में नहीं है: {error}",
    ),
    // The verdict panel (islands/scanner/src/words.rs): headlines, the holder, the list the gate scans for.
    e("scanner.ready", "Ready", "तैयार"),
    e("scanner.hold_up", "Hold a pass's QR code up to the camera.", "पास का QR कोड कैमरे के सामने रखें।"),
    e("scanner.let_in", "Let in", "अंदर जाने दें"),
    e("scanner.let_out", "Let out", "बाहर जाने दें"),
    e("scanner.revoked", "Revoked", "रद्द"),
    e("scanner.not_valid", "Not valid", "पास मान्य नहीं है"),
    e("scanner.not_admitted", "Not admitted", "प्रवेश नहीं"),
    e("scanner.paused", "Paused", "रुका हुआ"),
    e("scanner.resume_to_scan", "Resume the camera to scan passes.", "पास स्कैन करने के लिए कैमरा फिर से चालू करें।"),
    e("scanner.not_scanning", "Not scanning", "स्कैन नहीं हो रहा"),
    e("scanner.no_camera_above", "The camera is not available (see above).", "कैमरा उपलब्ध नहीं है (ऊपर देखें)।"),
    e("scanner.holder_name", "Name", "नाम"),
    e("scanner.holder_role", "Role", "रोल"),
    e("scanner.holder_event", "Event", "इवेंट"),
    e("scanner.scanning_for", "Scanning for {list}", "{list} के लिए स्कैन हो रहा है"),
    e("scanner.scanning_for_in", "Scanning for {list} \u{b7} In", "{list} के लिए स्कैन हो रहा है \u{b7} अंदर आने वाले"),
    e("scanner.scanning_for_out", "Scanning for {list} \u{b7} Out", "{list} के लिए स्कैन हो रहा है \u{b7} बाहर जाने वाले"),
    // The camera: what covers the preview when there is no picture, and the button under it.
    e("scanner.camera_preview", "Camera preview", "कैमरा प्रीव्यू"),
    e("scanner.camera_starting", "Starting the camera…", "कैमरा शुरू हो रहा है…"),
    e("scanner.camera_paused", "The camera is paused.", "कैमरा रुका हुआ है।"),
    e(
        "scanner.camera_refused",
        "Camera access was refused. Allow the camera for this site in the browser's settings, then choose \
         \u{201c}Try the camera again\u{201d}.",
        "कैमरा इस्तेमाल करने की इजाज़त नहीं मिली। ब्राउज़र की सेटिंग में इस साइट को कैमरे की इजाज़त दें, फिर \
         \u{201c}कैमरा फिर से आज़माएँ\u{201d} चुनें।",
    ),
    e(
        "scanner.camera_insecure",
        "This browser cannot use a camera on this page (it needs a secure, https:// address).",
        "यह ब्राउज़र इस पेज पर कैमरा इस्तेमाल नहीं कर सकता (इसके लिए सुरक्षित, https:// वाला पता चाहिए)।",
    ),
    e(
        "scanner.camera_missing",
        "No camera was found on this device. Connect one, then choose \u{201c}Try the camera again\u{201d}.",
        "इस डिवाइस पर कोई कैमरा नहीं मिला। कैमरा जोड़ें, फिर \u{201c}कैमरा फिर से आज़माएँ\u{201d} चुनें।",
    ),
    e("scanner.camera_failed", "The camera could not start: {why}", "कैमरा शुरू नहीं हो सका: {why}"),
    e(
        "scanner.camera_busy",
        "another app is using it. Close that app, then try again.",
        "कोई दूसरा ऐप इसे इस्तेमाल कर रहा है। वह ऐप बंद करें, फिर दोबारा कोशिश करें।",
    ),
    e("scanner.pause_camera", "Pause camera", "कैमरा रोकें"),
    e("scanner.resume_camera", "Resume camera", "कैमरा फिर से चालू करें"),
    e("scanner.retry_camera", "Try the camera again", "कैमरा फिर से आज़माएँ"),
];

/// The server's entries that the scanner says too: the verdict "Checked out." and the headline "Already checked
/// in". The server's catalogue (server.rs) is not in the WebAssembly build, so the scanner's catalogue has
/// these copies of them; a test below holds the copies to the server's.
const FROM_SERVER: &[Entry] = &[
    e("checkin.checked_out", "Checked out.", "चेक-आउट हो गया।"),
    e("checkin.already", "Already checked in", "पहले ही चेक-इन हो चुका है"),
];

/// The shared rules' entries the scanner shows: why a token is not a valid pass, why a list refuses a pass,
/// and the holder's role. Taken from rules.rs when this is compiled (a key it lacks does not compile), so
/// there is one text of each.
const FROM_RULES: &[Entry] = &[
    rule("pass.malformed"),
    rule("pass.bad_signature"),
    rule("pass.expired"),
    rule("checkin.no_stay"),
    rule("checkin.not_inside"),
    rule("checkin.other_event"),
    rule("checkin.blocked"),
    rule("role.player"),
    rule("role.captain"),
    rule("role.vice_captain"),
    rule("role.coach"),
    rule("role.lead_athlete"),
    rule("role.athlete"),
    rule("role.participant"),
    rule("role.substitute"),
    rule("role.relay_runner"),
];

/// The rules' entry of `key`, at compile time.
const fn rule(key: &str) -> Entry {
    let entries = super::rules::ENTRIES;
    let mut i = 0;
    while i < entries.len() {
        if same(entries[i].key, key) {
            return entries[i];
        }
        i += 1;
    }
    panic!("the scanner names a key the rules' catalogue does not have");
}

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Every entry of the scanner's catalogue: its own, the rules' it shows, its copies of the server's.
pub fn entries() -> impl Iterator<Item = &'static Entry> {
    ENTRIES.iter().chain(FROM_RULES).chain(FROM_SERVER)
}

/// `message` (a verdict or a text of the scanner's panel) in `language`, as [`super::localize`] says it, from
/// the scanner's catalogue alone: itself in English, and when the catalogue has no entry for it.
pub fn localize(language: Language, message: &str) -> Cow<'_, str> {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| Index::new(entries())).localize(language, message)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_copies_of_the_servers_entries_are_the_servers() {
        for copy in FROM_SERVER {
            let server = super::super::server::ENTRIES.iter().find(|e| e.key == copy.key);
            assert_eq!(server, Some(copy), "{} differs from the server's entry", copy.key);
        }
    }

    #[test]
    fn the_scanners_catalogue_is_part_of_the_whole_and_says_what_it_says() {
        let mut english = HashSet::new();
        for entry in entries() {
            assert!(english.insert(entry.en), "{:?} has two entries", entry.en);
            assert_eq!(super::super::by_key(entry.key), Some(entry), "{} is not the catalogue's", entry.key);
            for language in Language::ALL {
                assert_eq!(localize(language, entry.en), super::super::localize(language, entry.en), "{}", entry.key);
            }
        }
    }
}
