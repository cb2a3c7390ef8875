//! Every message a person can be shown has its Hindi text: this test reads the Rust sources of the app, the
//! server, the shared rules and the gate scanner island, finds each message they can answer with, and looks
//! for its entry in `fest_shared::i18n`. A message without one would be answered in English to a person who
//! asked for Hindi. (The island's own tests, islands/scanner/tests/hindi.rs, hold every verdict and every text
//! of its panel to the Hindi of the scanner's part of the catalogue, which is what the island reads.)
//!
//! The places where the code says something to a person:
//! - the text given to `AppError::Conflict / NotFound / BadRequest / Unauthorized / Forbidden / Unavailable`,
//!   the second argument of `AppError::field`, `ValidationErrors::single` / `FieldErrors::single`,
//!   `errors.add(path, message)` and `ApiError::new(status, message)`, the argument of `ApiError::not_found`,
//!   `MessageResponse::ok` and a rule's `Err(..)`, the third argument of `AuthResponse::new`;
//! - the value of a `message:` or `reason:` field of a struct literal, or the variable of a field written
//!   short (`Outcome { message, .. }`);
//! - the calls of a function that hands one of its parameters on to such a place (`fn unauthorized(message:
//!   &str) -> AppError`, `fn required(.., missing: &str, ..)`), found as the places are read;
//! - every `const NAME: &str = "..."` whose text reads as a sentence (a capital letter, then words).
//!
//! In a place the text may be a literal (`"..."`, `"...".into()`, `String::from("...")`), the format string
//! of `format!` (named arguments and all), a constant (followed through aliases and paths, `Self::HINT`,
//! `registrations::VERIFY_FAILED`), a local variable (its `let` and later assignments are read), a call of a
//! function of these sources that returns text, or of a `message()` method (its body is read the same way,
//! a few calls deep), or any of these inside an `if`, a `match` or a method's arguments (`.unwrap_or("Error")`).
//! Placeholders (`{}`, `{name}`, `{name:?}`, `{0}`) are compared as one form on both sides.
//!
//! The scanner is a small tokenizer written here (comments, strings, raw strings, chars and lifetimes are
//! told apart; fest-shared has no regex crate); `#[cfg(test)]` items and modules and `tests` directories are
//! not read. `SHOW_MESSAGES=1 cargo test -p fest-shared --test server_messages -- --nocapture` lists what it
//! finds, with where.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};

use fest_shared::i18n::entries;

/// The trees whose messages people read.
const ROOTS: &[&str] = &["app/src", "server/src", "shared/src", "islands/scanner/src"];

/// Parts of them that are not read, each with the reason.
const NOT_READ: &[(&str, &str)] = &[
    ("shared/src/i18n/", "the catalogue itself"),
    (
        "app/src/services/backup/",
        "backups and restores: the command line's (`fest backup`, `fest restore`) and the daily job's, for the \
         operator at a terminal or in the log; no answer of the API carries them",
    ),
];

/// Fewer messages than this means the scanner lost its way (a changed shape of the code, a broken
/// tokenizer), not that the product said less.
const AT_LEAST: usize = 250;

/// Texts the scanner finds that no person is shown, each with the reason. (`{}` stands for any value.)
const NOT_SHOWN: &[(&str, &str)] = &[
    // How axum begins its refusal of a query string: the server recognises it by this prefix and answers
    // "The address's query is not accepted: ..." instead (server/src/middleware.rs).
    ("Failed to deserialize query string: ", "axum's own words, replaced before anyone reads them"),
    // The answers to the payment gateway's webhook calls: Razorpay's servers read them, no person.
    ("Invalid webhook signature", "answered to the payment gateway's servers"),
    ("Malformed webhook body", "answered to the payment gateway's servers"),
    ("Webhooks are not configured (FEST_RAZORPAY_WEBHOOK_SECRET)", "answered to the payment gateway's servers"),
    // The GSTIN of the configuration is checked at start-up (app/src/config/checks.rs): the operator reads it.
    ("{} is not a GSTIN (state code, PAN, entity number, Z, check character)", "a configuration error at start-up"),
    ("{} is not a GSTIN: its check character is wrong", "a configuration error at start-up"),
    // Stored data that people see as data, not a message of the server.
    ("Deleted account", "the username an erased account keeps (shown as a name, like any username)"),
    ("The registration was cancelled", "a line of a receipt's PDF; receipts are in English"),
    (
        "Matches are decided by the score under the official laws of the game; ties are resolved as the laws \
         provide. The referee's decision is final.",
        "a rulebook's text (the organisers' text, printed as written)",
    ),
    (
        "About pass {} ({}, {}) of registration {}:\n{}",
        "the head of a grievance sent from a member's data link: the person's own words follow, for the grievance \
         officer",
    ),
    // Built in pieces: "Already checked in" (its own entry) grows " at 10:42", " at gate North", " by asha"
    // (app/src/services/gate.rs), and the hostel's list says it as "Already inside: in" + the rest; each whole
    // form has its entry (checkin.already_*), this joint has none.
    ("Already inside: in{}", "built in pieces; its whole forms have entries"),
    // The same in the gate scanner (islands/scanner/src/core.rs, `CheckIn::message`): "Already inside: in" grows
    // " at 10:42", " at gate Pronite", " by asha" and a full stop, "Already inside" a full stop alone; each whole
    // sentence has its entry (scanner.inside*).
    ("Already inside: in", "built in pieces by the gate scanner; its whole sentences have entries"),
    ("Already inside", "built in pieces by the gate scanner; its whole sentence has an entry"),
];

#[test]
fn every_message_a_person_can_be_shown_has_its_hindi_text() {
    let found = scan();
    // `SHOW_MESSAGES=1 cargo test -p fest-shared --test server_messages -- --nocapture` lists them all.
    if std::env::var_os("SHOW_MESSAGES").is_some() {
        for (text, places) in &found {
            println!("{text:?}\t{}", places.join(", "));
        }
    }
    assert!(
        found.len() >= AT_LEAST,
        "the scanner found only {} messages (at least {AT_LEAST} expected): has the code's shape changed?",
        found.len()
    );

    let known: HashSet<String> = entries().map(|e| normalise_entry(e.en)).collect();
    let excluded: HashMap<&str, &str> = NOT_SHOWN.iter().copied().collect();
    let mut missing = Vec::new();
    for (text, places) in &found {
        if excluded.contains_key(text.as_str()) || known.contains(text) {
            continue;
        }
        missing.push(format!("{text:?} ({})", places.join(", ")));
    }
    assert!(
        missing.is_empty(),
        "{} messages have no entry in fest_shared::i18n (shared/src/i18n/server.rs, rules.rs or scanner.rs):\n{}",
        missing.len(),
        missing.join("\n")
    );

    let stale: Vec<&str> = NOT_SHOWN.iter().map(|(t, _)| *t).filter(|t| !found.contains_key(*t)).collect();
    assert!(stale.is_empty(), "NOT_SHOWN lists texts the code no longer has: {stale:?}");
}

/// The mark a placeholder becomes in a normalised text.
const HOLE: &str = "{}";

/// A format string with its placeholders as `{}` and its `{{` / `}}` as braces.
fn normalise_format(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                out.push('}');
            }
            '{' => {
                for inner in chars.by_ref() {
                    if inner == '}' {
                        break;
                    }
                }
                out.push_str(HOLE);
            }
            c => out.push(c),
        }
    }
    out
}

/// An entry's English with its `{name}`s as `{}` (other braces are text, as `localize` reads them).
fn normalise_entry(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) if close > 0 && after[..close].chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                out.push_str(HOLE);
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

// ---------------------------------------------------------------------------------------------------------
// Reading the sources.

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Ident(String),
    /// A string literal's value (escapes read, a `\` at the end of a line taking the next line's indent).
    Str(String),
    Punct(char),
    /// A number, a char literal or a lifetime.
    Other,
}

#[derive(Debug, Clone)]
struct Token {
    tok: Tok,
    line: usize,
}

fn tokenize(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
            continue;
        }
        let start_line = line;
        // Raw strings: r"..", r#".."#, br".., cr"..
        let prefix = if c == 'r' {
            1
        } else if (c == 'b' || c == 'c') && at(i + 1) == 'r' {
            2
        } else {
            0
        };
        if prefix > 0 && (at(i + prefix) == '"' || at(i + prefix) == '#') {
            let mut j = i + prefix;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) == '"' {
                j += 1;
                let begin = j;
                loop {
                    if j >= chars.len() {
                        break;
                    }
                    if chars[j] == '"' && (0..hashes).all(|h| at(j + 1 + h) == '#') {
                        break;
                    }
                    if chars[j] == '\n' {
                        line += 1;
                    }
                    j += 1;
                }
                let value: String = chars[begin..j.min(chars.len())].iter().collect();
                out.push(Token { tok: Tok::Str(value), line: start_line });
                i = j + 1 + hashes;
                continue;
            }
        }
        if (c == 'b' || c == 'c') && at(i + 1) == '"' {
            i += 1;
            continue; // the string itself is read next
        }
        if c == 'b' && at(i + 1) == '\'' {
            i += 1;
            continue; // a byte: read as a char next
        }
        if c == '"' {
            let mut j = i + 1;
            let mut value = String::new();
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    j += 1;
                    match at(j) {
                        'n' => value.push('\n'),
                        't' => value.push('\t'),
                        'r' => value.push('\r'),
                        '0' => value.push('\0'),
                        '\\' => value.push('\\'),
                        '"' => value.push('"'),
                        '\'' => value.push('\''),
                        'x' => {
                            let hex: String = chars[j + 1..j + 3].iter().collect();
                            value.push(char::from(u8::from_str_radix(&hex, 16).unwrap_or(b'?')));
                            j += 2;
                        }
                        'u' => {
                            let close = (j..chars.len()).find(|&k| chars[k] == '}').unwrap_or(j);
                            let hex: String = chars[j + 2..close].iter().collect();
                            value.push(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32).unwrap_or('?'));
                            j = close;
                        }
                        '\n' => {
                            line += 1;
                            while at(j + 1).is_whitespace() {
                                if at(j + 1) == '\n' {
                                    line += 1;
                                }
                                j += 1;
                            }
                        }
                        other => value.push(other),
                    }
                    j += 1;
                    continue;
                }
                if chars[j] == '\n' {
                    line += 1;
                }
                value.push(chars[j]);
                j += 1;
            }
            out.push(Token { tok: Tok::Str(value), line: start_line });
            i = j + 1;
            continue;
        }
        if c == '\'' {
            // A char literal ('a', '\n', '\u{..}') or a lifetime ('a, 'static).
            if at(i + 1) == '\\' {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
                while at(i).is_alphanumeric() || at(i) == '_' {
                    i += 1;
                }
            }
            out.push(Token { tok: Tok::Other, line: start_line });
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let mut j = i;
            if c == 'r' && at(i + 1) == '#' && (at(i + 2).is_alphabetic() || at(i + 2) == '_') {
                j += 2; // a raw identifier
            }
            let begin = j;
            while at(j).is_alphanumeric() || at(j) == '_' {
                j += 1;
            }
            out.push(Token { tok: Tok::Ident(chars[begin..j].iter().collect()), line: start_line });
            i = j;
            continue;
        }
        if c.is_ascii_digit() {
            let mut j = i;
            while at(j).is_alphanumeric() || at(j) == '_' || (at(j) == '.' && at(j + 1).is_ascii_digit()) {
                j += 1;
            }
            out.push(Token { tok: Tok::Other, line: start_line });
            i = j;
            continue;
        }
        out.push(Token { tok: Tok::Punct(c), line: start_line });
        i += 1;
    }
    out
}

fn is_ident(t: Option<&Token>, name: &str) -> bool {
    matches!(t, Some(Token { tok: Tok::Ident(s), .. }) if s == name)
}

fn is_punct(t: Option<&Token>, c: char) -> bool {
    matches!(t, Some(Token { tok: Tok::Punct(p), .. }) if *p == c)
}

fn ident(t: Option<&Token>) -> Option<&str> {
    match t {
        Some(Token { tok: Tok::Ident(s), .. }) => Some(s),
        _ => None,
    }
}

/// The index just past the group that opens at `open` (`(`, `[` or `{`), or the end.
fn group_end(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0i32;
    for (k, t) in tokens.iter().enumerate().skip(open) {
        if let Tok::Punct(c) = t.tok {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => {
                    depth -= 1;
                    if depth == 0 {
                        return k + 1;
                    }
                }
                _ => {}
            }
        }
    }
    tokens.len()
}

/// The index of the first `stop` token at depth 0 from `from` (or where the enclosing group closes).
fn until(tokens: &[Token], from: usize, stops: &[char]) -> usize {
    let mut k = from;
    while k < tokens.len() {
        match tokens[k].tok {
            Tok::Punct(c) if stops.contains(&c) => return k,
            Tok::Punct('(' | '[' | '{') => {
                k = group_end(tokens, k);
                continue;
            }
            Tok::Punct(')' | ']' | '}') => return k,
            _ => {}
        }
        k += 1;
    }
    tokens.len()
}

/// The token ranges of the arguments of the call whose `(` is at `open`.
fn arguments(tokens: &[Token], open: usize) -> Vec<(usize, usize)> {
    let end = group_end(tokens, open) - 1;
    let mut out = Vec::new();
    let mut start = open + 1;
    while start < end {
        let stop = until(tokens, start, &[',']).min(end);
        out.push((start, stop));
        start = stop + 1;
    }
    out
}

/// The tokens without `#[cfg(test)]` items; the names of `#[cfg(test)] mod name;` files.
fn without_tests(tokens: Vec<Token>) -> (Vec<Token>, Vec<String>) {
    let mut out = Vec::with_capacity(tokens.len());
    let mut test_modules = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let is_cfg_test = is_punct(tokens.get(i), '#')
            && is_punct(tokens.get(i + 1), '[')
            && is_ident(tokens.get(i + 2), "cfg")
            && is_punct(tokens.get(i + 3), '(')
            && is_ident(tokens.get(i + 4), "test")
            && is_punct(tokens.get(i + 5), ')')
            && is_punct(tokens.get(i + 6), ']');
        if !is_cfg_test {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        }
        let mut k = i + 7;
        // Further attributes of the same item.
        while is_punct(tokens.get(k), '#') && is_punct(tokens.get(k + 1), '[') {
            k = group_end(&tokens, k + 1);
        }
        let mut j = k;
        while is_ident(tokens.get(j), "pub") || is_punct(tokens.get(j), '(') && j > k {
            j = if is_punct(tokens.get(j), '(') { group_end(&tokens, j) } else { j + 1 };
        }
        if is_ident(tokens.get(j), "mod") && is_punct(tokens.get(j + 2), ';') {
            if let Some(name) = ident(tokens.get(j + 1)) {
                test_modules.push(name.to_owned());
            }
        }
        // The item ends at a `;` or with its `{ ... }` block.
        while k < tokens.len() {
            match tokens[k].tok {
                Tok::Punct(';') => {
                    k += 1;
                    break;
                }
                Tok::Punct('{') => {
                    k = group_end(&tokens, k);
                    break;
                }
                Tok::Punct('(' | '[') => k = group_end(&tokens, k),
                _ => k += 1,
            }
        }
        i = k;
    }
    (out, test_modules)
}

struct Source {
    /// The path from the workspace, `app/src/services/ca.rs`.
    path: String,
    tokens: Vec<Token>,
}

/// A function of the sources.
struct Function {
    name: String,
    file: usize,
    /// The type whose `impl` holds it.
    owner: Option<String>,
    /// Its parameters' names (`""` for a pattern), without `self`.
    params: Vec<String>,
    /// Takes `self`: called as `value.name(..)`.
    method: bool,
    /// Returns text: `String`, `&str`, `Cow<str>`, or a result or an option of one.
    returns_text: bool,
    /// Inside its braces.
    body: (usize, usize),
}

/// A `const NAME: &str = ...;`: where its value is, and the type whose `impl` holds it.
struct Constant {
    file: usize,
    value: (usize, usize),
    owner: Option<String>,
}

/// A function that hands its parameter `index` on as a message (`fn unauthorized(message: &str) ->
/// AppError`): its calls are places of messages too.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Forward {
    name: String,
    owner: Option<String>,
    method: bool,
    index: usize,
    /// A free function's file: its calls are in it, or in a file that names its module.
    file: Option<usize>,
}

struct Sources {
    files: Vec<Source>,
    functions: Vec<Function>,
    by_name: HashMap<String, Vec<usize>>,
    /// The functions of each file.
    in_file: Vec<Vec<usize>>,
    constants: HashMap<String, Vec<Constant>>,
    forwards: RefCell<BTreeSet<Forward>>,
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "tests") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The `impl` blocks of a file: where each begins and ends, and the type it is for.
fn impl_blocks(t: &[Token]) -> Vec<(usize, usize, String)> {
    let mut blocks = Vec::new();
    for i in 0..t.len() {
        if !is_ident(t.get(i), "impl") || is_punct(t.get(i.wrapping_sub(1)), '&') {
            continue;
        }
        let open = until(t, i + 1, &['{', ';']);
        if !is_punct(t.get(open), '{') {
            continue;
        }
        let head = &t[i + 1..open];
        let name = match head.iter().position(|x| x.tok == Tok::Ident("for".into())) {
            Some(p) => ident(head.get(p + 1)),
            None => {
                // impl<T> Name<T> { .. }: the name after the generics.
                let mut k = 0;
                let mut depth = 0;
                for (n, x) in head.iter().enumerate() {
                    match x.tok {
                        Tok::Punct('<') => depth += 1,
                        Tok::Punct('>') => depth -= 1,
                        Tok::Ident(_) if depth == 0 => {
                            k = n;
                            break;
                        }
                        _ => {}
                    }
                }
                ident(head.get(k))
            }
        };
        if let Some(name) = name {
            blocks.push((open, group_end(t, open), name.to_owned()));
        }
    }
    blocks
}

fn read_sources() -> Sources {
    let workspace = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let mut read = Vec::new();
    let mut test_files: Vec<String> = Vec::new();
    for root in ROOTS {
        let mut paths = Vec::new();
        rust_files(&workspace.join(root), &mut paths);
        for path in paths {
            let relative =
                path.strip_prefix(workspace).expect("under the workspace").to_string_lossy().replace('\\', "/");
            if NOT_READ.iter().any(|(s, _)| relative.starts_with(s)) {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let (tokens, test_modules) = without_tests(tokenize(&source));
            // `#[cfg(test)] mod tests;` in `a/mod.rs` is `a/tests.rs`; in `a/b.rs`, `a/b/tests.rs`.
            let dir = match relative.rsplit_once('/') {
                Some((dir, "mod.rs" | "lib.rs" | "main.rs")) => dir.to_owned(),
                _ => relative.trim_end_matches(".rs").to_owned(),
            };
            for name in test_modules {
                test_files.push(format!("{dir}/{name}.rs"));
                test_files.push(format!("{dir}/{name}/"));
            }
            read.push(Source { path: relative, tokens });
        }
    }
    let files: Vec<Source> = read
        .into_iter()
        .filter(|s| !test_files.iter().any(|t| if t.ends_with('/') { s.path.starts_with(t) } else { s.path == *t }))
        .collect();

    let mut functions = Vec::new();
    let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
    let mut in_file: Vec<Vec<usize>> = vec![Vec::new(); files.len()];
    let mut constants: HashMap<String, Vec<Constant>> = HashMap::new();
    for (f, file) in files.iter().enumerate() {
        let t = &file.tokens;
        let owners = impl_blocks(t);
        let owner_at =
            |i: usize| owners.iter().filter(|(a, b, _)| *a < i && i < *b).map(|(_, _, n)| n.clone()).next_back();
        for i in 0..t.len() {
            if is_ident(t.get(i), "fn")
                && let Some(name) = ident(t.get(i + 1))
            {
                let open = until(t, i + 2, &['{', ';']);
                let Some(params) = (i + 2..open).find(|&k| is_punct(t.get(k), '(')) else { continue };
                let after = group_end(t, params).min(open);
                let returns_text = is_punct(t.get(after), '-')
                    && t[after..open]
                        .iter()
                        .any(|x| matches!(&x.tok, Tok::Ident(n) if n == "String" || n == "str" || n == "Cow"));
                let mut method = false;
                let mut names = Vec::new();
                for (a, b) in arguments(t, params) {
                    let words: Vec<&str> = t[a..b].iter().filter_map(|x| ident(Some(x))).collect();
                    if words.first() == Some(&"self") || words.get(1) == Some(&"self") {
                        method = true;
                        continue;
                    }
                    let at = if is_ident(t.get(a), "mut") { a + 1 } else { a };
                    let simple = is_punct(t.get(at + 1), ':') && !is_punct(t.get(at + 2), ':');
                    names.push(if simple { ident(t.get(at)).unwrap_or_default().to_owned() } else { String::new() });
                }
                if is_punct(t.get(open), '{') {
                    by_name.entry(name.to_owned()).or_default().push(functions.len());
                    in_file[f].push(functions.len());
                    functions.push(Function {
                        name: name.to_owned(),
                        file: f,
                        owner: owner_at(i),
                        params: names,
                        method,
                        returns_text,
                        body: (open + 1, group_end(t, open) - 1),
                    });
                }
            }
            // const NAME: &str = ..;   const NAME: &'static str = ..;
            if is_ident(t.get(i), "const") && is_punct(t.get(i + 2), ':') && is_punct(t.get(i + 3), '&') {
                let mut k = i + 4;
                if t.get(k).is_some_and(|x| x.tok == Tok::Other) {
                    k += 1;
                }
                if is_ident(t.get(k), "str") && is_punct(t.get(k + 1), '=') {
                    let name = ident(t.get(i + 1)).unwrap_or_default().to_owned();
                    let end = until(t, k + 2, &[';']);
                    constants.entry(name).or_default().push(Constant {
                        file: f,
                        value: (k + 2, end),
                        owner: owner_at(i),
                    });
                }
            }
        }
    }
    Sources { files, functions, by_name, in_file, constants, forwards: RefCell::new(BTreeSet::new()) }
}

// ---------------------------------------------------------------------------------------------------------
// Finding the messages.

/// A text found, as the code writes it.
struct Found {
    text: String,
    /// A `format!` string (its braces are placeholders).
    format: bool,
}

/// How many calls, constants and variables deep a message is followed.
const DEPTH: usize = 4;

fn is_constant_name(name: &str) -> bool {
    name.len() > 1
        && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && name.chars().any(|c| c.is_ascii_uppercase())
}

/// Reads as a sentence or a label for people: a capital letter first (or a value, in a format string),
/// and a letter outside placeholders.
fn reads_as_words(text: &str, format: bool) -> bool {
    let first = text.chars().next();
    let starts = first.is_some_and(|c| c.is_ascii_uppercase()) || (format && first == Some('{'));
    let plain = if format { normalise_format(text).replace(HOLE, "") } else { text.to_owned() };
    starts && plain.chars().any(|c| c.is_alphabetic())
}

/// Whether the variable before `next` is the value itself (`message`, `message.into()`, `words.clone()`),
/// not a part of it (`outcome.message`, `names.join(..)`).
fn is_whole_value(t: &[Token], next: usize, end: usize) -> bool {
    if next >= end {
        return true;
    }
    match &t[next].tok {
        Tok::Punct(',' | ')' | '}' | ';') => true,
        Tok::Punct('.') => matches!(
            ident(t.get(next + 1)),
            Some("into" | "to_owned" | "to_string" | "clone" | "as_str" | "as_ref" | "into_owned")
        ),
        _ => false,
    }
}

impl Sources {
    /// Every text the expression in `range` of file `f` can be.
    /// `depth` counts the steps taken; `called` is set inside a called function's body, whose parameters
    /// are its own business (only a place's own variables make a [`Forward`]); `values` inside a method's
    /// arguments, where only texts and constants are read (`.unwrap_or("Error")`), not variables.
    fn texts(&self, f: usize, range: (usize, usize), depth: usize, called: bool, out: &mut Vec<Found>) {
        self.read(f, range, depth, called, false, out);
    }

    fn read(&self, f: usize, range: (usize, usize), depth: usize, called: bool, values: bool, out: &mut Vec<Found>) {
        if depth > DEPTH {
            return;
        }
        let t = &self.files[f].tokens;
        let (start, end) = range;
        let mut i = start;
        while i < end.min(t.len()) {
            let before = if i > 0 { t.get(i - 1) } else { None };
            let after_path = is_punct(before, ':') && is_punct(t.get(i.wrapping_sub(2)), ':');
            match &t[i].tok {
                Tok::Str(s) if reads_as_words(s, false) => out.push(Found { text: s.clone(), format: false }),
                Tok::Ident(name) if is_punct(t.get(i + 1), '!') => {
                    // A macro: format!'s string is a message; the words of any other (logs, vec!, matches!) not.
                    let open = i + 2;
                    if name == "format"
                        && let Some(Token { tok: Tok::Str(s), .. }) = t.get(open + 1)
                        && reads_as_words(s, true)
                    {
                        out.push(Found { text: s.clone(), format: true });
                    }
                    i = group_end(t, open);
                    continue;
                }
                Tok::Punct('.') if is_punct(t.get(i + 2), '(') && ident(t.get(i + 1)).is_some() => {
                    // A method: what a message method says (`e.message(event)`), and the texts of its
                    // arguments.
                    let name = ident(t.get(i + 1)).unwrap_or_default();
                    if !values && (name == "message" || name.ends_with("_message")) {
                        self.call(f, name, depth, out);
                    }
                    let close = group_end(t, i + 2);
                    self.read(f, (i + 3, close - 1), depth, called, true, out);
                    i = close;
                    continue;
                }
                Tok::Ident(name) if is_constant_name(name) && !is_punct(t.get(i + 1), '(') => {
                    let owner = if after_path { ident(t.get(i.wrapping_sub(3))) } else { None };
                    self.constant(f, name, owner, depth, out);
                }
                Tok::Ident(name)
                    if is_punct(t.get(i + 1), '(')
                        && !is_punct(before, '.')
                        && name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) =>
                {
                    self.call(f, name, depth, out);
                    // Its arguments are values, not what it says.
                    i = group_end(t, i + 1);
                    continue;
                }
                Tok::Ident(name)
                    if !values
                        && !is_punct(before, '.')
                        && !after_path
                        && is_whole_value(t, i + 1, end)
                        && name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) =>
                {
                    self.variable(f, i, name, depth, called, out);
                }
                _ => {}
            }
            i += 1;
        }
    }

    /// The texts of a constant named `name` (of `owner`, a module or a type, when the code names one).
    fn constant(&self, f: usize, name: &str, owner: Option<&str>, depth: usize, out: &mut Vec<Found>) {
        let Some(all) = self.constants.get(name) else { return };
        let in_module = |c: &Constant, module: &str| {
            let path = &self.files[c.file].path;
            path.trim_end_matches(".rs").split('/').any(|part| part == module) || c.owner.as_deref() == Some(module)
        };
        let chosen: Vec<&Constant> = match owner {
            Some("Self") | None if all.iter().any(|c| c.file == f) => all.iter().filter(|c| c.file == f).collect(),
            Some(owner) if all.iter().any(|c| in_module(c, owner)) => {
                all.iter().filter(|c| in_module(c, owner)).collect()
            }
            _ => all.iter().collect(),
        };
        for c in chosen {
            self.texts(c.file, c.value, depth + 1, true, out);
        }
    }

    /// The texts a call of a function named `name` returns (one of this file when it has one).
    fn call(&self, f: usize, name: &str, depth: usize, out: &mut Vec<Found>) {
        let Some(all) = self.by_name.get(name) else { return };
        let all: Vec<&Function> = all.iter().map(|&n| &self.functions[n]).filter(|x| x.returns_text).collect();
        let same_file: Vec<&Function> = all.iter().copied().filter(|x| x.file == f).collect();
        for x in if same_file.is_empty() { all } else { same_file } {
            self.texts(x.file, x.body, depth + 1, true, out);
        }
    }

    /// The texts of a variable at `at`: its last `let` before in the same function; a parameter makes the
    /// function a [`Forward`].
    fn variable(&self, f: usize, at: usize, name: &str, depth: usize, called: bool, out: &mut Vec<Found>) {
        let t = &self.files[f].tokens;
        let Some(function) = self.in_file[f]
            .iter()
            .map(|&n| &self.functions[n])
            .filter(|x| x.body.0 <= at && at < x.body.1)
            .min_by_key(|x| x.body.1 - x.body.0)
        else {
            return;
        };
        // `let name = ..;` and `name = ..;` before it: any of them may be the value.
        let mut bindings = Vec::new();
        for k in function.body.0..at {
            let v = if is_ident(t.get(k), "let") {
                if is_ident(t.get(k + 1), "mut") { k + 2 } else { k + 1 }
            } else if is_punct(t.get(k.wrapping_sub(1)), ';')
                || is_punct(t.get(k.wrapping_sub(1)), '{')
                || is_punct(t.get(k.wrapping_sub(1)), '}')
            {
                k
            } else {
                continue;
            };
            if is_ident(t.get(v), name) && is_punct(t.get(v + 1), '=') && !is_punct(t.get(v + 2), '=') {
                let end = until(t, v + 2, &[';']);
                if end < at {
                    bindings.push((v + 2, end));
                }
            }
        }
        if !bindings.is_empty() {
            for range in bindings {
                self.texts(f, range, depth + 1, called, out);
            }
            return;
        }
        if called {
            return;
        }
        if let Some(index) = function.params.iter().position(|p| p == name) {
            let owner = if function.method { None } else { function.owner.clone() };
            let file = (owner.is_none() && !function.method).then_some(f);
            let name = function.name.clone();
            self.forwards.borrow_mut().insert(Forward { name, owner, method: function.method, index, file });
        }
    }

    /// Whether file `f` can call the free function `name` of file `home`: it is that file, or it names the
    /// function's module and has no function of that name itself.
    fn sees(&self, f: usize, home: usize, name: &str) -> bool {
        if f == home {
            return true;
        }
        let path = &self.files[home].path;
        let module = match path.rsplit('/').collect::<Vec<_>>().as_slice() {
            ["mod.rs", dir, ..] => (*dir).to_owned(),
            [file, ..] => file.trim_end_matches(".rs").to_owned(),
            [] => return false,
        };
        let own = self.by_name.get(name).is_some_and(|list| list.iter().any(|&n| self.functions[n].file == f));
        !own && self.files[f].tokens.iter().any(|x| x.tok == Tok::Ident(module.clone()))
    }

    /// The message places of file `f`: (the token the place is counted at, the message's tokens).
    fn places(&self, f: usize) -> Vec<(usize, (usize, usize))> {
        let t = &self.files[f].tokens;
        let forwards = self.forwards.borrow().clone();
        let impls = impl_blocks(t);
        let mut out = Vec::new();
        for i in 0..t.len() {
            let path = |a: &str, b: &str| {
                (is_ident(t.get(i), a))
                    && is_punct(t.get(i + 1), ':')
                    && is_punct(t.get(i + 2), ':')
                    && is_ident(t.get(i + 3), b)
                    && is_punct(t.get(i + 4), '(')
            };
            // (the call's `(`, which argument is the message)
            let mut calls: Vec<(usize, usize)> = Vec::new();
            for variant in ["Conflict", "NotFound", "BadRequest", "Unauthorized", "Forbidden", "Unavailable"] {
                if path("AppError", variant) {
                    calls.push((i + 4, 0));
                }
            }
            if path("AppError", "field")
                || path("ValidationErrors", "single")
                || path("FieldErrors", "single")
                || path("ApiError", "new")
            {
                calls.push((i + 4, 1));
            }
            // Err(..) of a rule that answers in words (`Result<_, String>`); `Err(AppError::..)` is read above.
            if is_ident(t.get(i), "Err") && is_punct(t.get(i + 1), '(') && !is_ident(t.get(i + 2), "AppError") {
                calls.push((i + 1, 0));
            }
            if path("ApiError", "not_found") || path("MessageResponse", "ok") {
                calls.push((i + 4, 0));
            }
            if path("AuthResponse", "new") {
                calls.push((i + 4, 2));
            }
            // errors.add(path, message): the `add` of two arguments (a query's `Condition::add` takes one).
            if is_punct(t.get(i), '.') && is_ident(t.get(i + 1), "add") && is_punct(t.get(i + 2), '(') {
                calls.push((i + 2, 1));
            }
            // The calls of functions that hand a parameter on as a message.
            for x in &forwards {
                let hit = if x.method {
                    is_punct(t.get(i), '.') && is_ident(t.get(i + 1), &x.name) && is_punct(t.get(i + 2), '(')
                } else if let Some(owner) = &x.owner {
                    path(owner, &x.name)
                        || path("Self", &x.name) && impls.iter().any(|(a, b, n)| a < &i && &i < b && n == owner)
                } else {
                    is_ident(t.get(i + 1), &x.name)
                        && is_punct(t.get(i + 2), '(')
                        && !is_punct(t.get(i), '.')
                        && !is_ident(t.get(i), "fn")
                        && x.file.is_some_and(|home| self.sees(f, home, &x.name))
                };
                if hit {
                    calls.push(if x.method || x.owner.is_none() { (i + 2, x.index) } else { (i + 4, x.index) });
                }
            }
            for (open, n) in calls {
                if let Some(&range) = arguments(t, open).get(n) {
                    out.push((i, range));
                }
            }
            // message: .. / reason: .. in a struct literal.
            if (is_ident(t.get(i), "message") || is_ident(t.get(i), "reason"))
                && is_punct(t.get(i + 1), ':')
                && !is_punct(t.get(i + 2), ':')
                && (is_punct(t.get(i.wrapping_sub(1)), '{') || is_punct(t.get(i.wrapping_sub(1)), ','))
                && !is_ident(t.get(i + 2), "Set")
            {
                out.push((i, (i + 2, until(t, i + 2, &[',']))));
            }
            // The same field written short (`Outcome { message, .. }`): the variable of that name.
            if (is_ident(t.get(i), "message") || is_ident(t.get(i), "reason"))
                && (is_punct(t.get(i.wrapping_sub(1)), '{') || is_punct(t.get(i.wrapping_sub(1)), ','))
                && (is_punct(t.get(i + 1), ',') || is_punct(t.get(i + 1), '}'))
            {
                out.push((i, (i, i + 1)));
            }
        }
        out
    }
}

/// Every message of the sources, normalised, with the places it is said.
fn scan() -> BTreeMap<String, Vec<String>> {
    let sources = read_sources();
    let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut add = |f: usize, at: usize, texts: Vec<Found>| {
        let file = &sources.files[f];
        let place = format!("{}:{}", file.path, file.tokens.get(at).map_or(0, |t| t.line));
        for x in texts {
            let text = if x.format { normalise_format(&x.text) } else { x.text };
            let places = found.entry(text).or_default();
            if !places.contains(&place) {
                places.push(place.clone());
            }
        }
    };
    // Reading the places finds more functions that hand messages on; read again until it finds none.
    loop {
        let known = sources.forwards.borrow().len();
        for f in 0..sources.files.len() {
            for (at, range) in sources.places(f) {
                let mut texts = Vec::new();
                sources.texts(f, range, 0, false, &mut texts);
                add(f, at, texts);
            }
        }
        if sources.forwards.borrow().len() == known {
            break;
        }
    }
    // Message constants: every `const NAME: &str` that reads as a sentence.
    for list in sources.constants.values() {
        for c in list {
            let t = &sources.files[c.file].tokens;
            if c.value.1 == c.value.0 + 1
                && let Tok::Str(s) = &t[c.value.0].tok
                && reads_as_words(s, false)
                && s.contains(' ')
            {
                add(c.file, c.value.0, vec![Found { text: s.clone(), format: false }]);
            }
        }
    }
    found
}
