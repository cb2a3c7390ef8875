//! The gate scanner in the browser: a leptos component mounted by the check-in page into an element of its
//! own. The page hands in the check-in bundle, the gate and which way it scans (props in); every scan comes
//! back as a `fest-scan` DOM event on that element (events out). The camera preview, the verdict panel
//! (with the check-in list the gate scans for) and the pause button are rendered here; the decoding, the
//! list and the verdicts come from [`crate::core`]. The page also says which language the site is read in
//! (`mount`'s last argument, `set_language`): every text drawn here, the verdicts included, is put into it
//! where it is drawn ([`crate::words::say`]); what the page is told (the `fest-scan` event) stays English.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use leptos::html;
use leptos::prelude::*;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    AudioContext, AudioContextState, CanvasRenderingContext2d, ContextAttributes2d, CustomEvent, CustomEventInit,
    HtmlCanvasElement, HtmlElement, MediaStream, MediaStreamConstraints, MediaStreamTrack, OscillatorType,
};

use fest_shared::checkin_list::Direction;

use crate::core::{self, BundleData, Clock, MAX_DECODE_WIDTH, Outcome, Scanner, Verdict};
use crate::words::{self, Language, say};

/// How long the scanner rests between two frames: at most about ten decodes a second, which finds a pass
/// as soon as it is held still and leaves a phone's CPU time for the page around the scanner.
const FRAME_INTERVAL: Duration = Duration::from_millis(100);

/// The name of the event each scan dispatches on the island's element.
const SCAN_EVENT: &str = "fest-scan";

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/**
 * A check-in list's rules. A gate scans for the list whose `gates` name it (trimmed, in any case), else
 * for the list that `isDefault` (without lists: the fest's gates, every event's passes, each entering once).
 */
export interface CheckinListRule {
  id: string;
  name: string;
  /** entry: the fest's own gates; stay: the hostel desk (a paid stay needed); access: counted on its own. */
  kind: 'entry' | 'stay' | 'access';
  /** once: a pass enters once; in_out: people enter and leave, and scanning out is offered. */
  mode: 'once' | 'in_out';
  /** The events (slugs) whose passes it admits; null or left out: every event. */
  events?: string[] | null;
  /** The gates that scan for it. */
  gates?: string[];
  /** Only passes with a paid stay. */
  requiresStay?: boolean;
  /** Gates that no list names scan for it. */
  isDefault?: boolean;
}

/** A pass's entry in a list other than the default one. */
export interface CheckinListEntry {
  /** The list's id. */
  list: string;
  passId: string;
  /** Inside now (lists that count entry and exit). */
  inside?: boolean;
  /** RFC 3339: the first entry (once lists), the latest (in_out lists). */
  at?: string | null;
  gate?: string | null;
  by?: string | null;
}

/** A pass an admin blocked from a list, and why. */
export interface CheckinBlockedPass {
  /** The list's id. */
  list: string;
  passId: string;
  reason?: string | null;
}

/** What the check-in page hands the scanner: the fest's key and what the server knows. */
export interface CheckinBundle {
  /** The fest's Ed25519 public key, 32 bytes as base64url. */
  publicKey: string;
  /** Pass ids that no longer admit anyone. */
  revoked: string[];
  /** Passes already checked in at the fest's gates (the default list). */
  used: { passId: string; checkedInAt: string; gate: string; by: string }[];
  /** The check-in lists (left out: the fest's gates alone). */
  lists?: CheckinListRule[];
  /** The entries of every list but the default one. */
  entries?: CheckinListEntry[];
  /** Passes blocked from a list. */
  blocked?: CheckinBlockedPass[];
  /** Pass ids with a paid stay. */
  guests?: string[];
}

/**
 * The verdict on one scan. refused: a genuine pass the list does not let through (another event's, no
 * paid stay, blocked from the list, or scanned out while not inside).
 */
export type ScanResult = 'ok' | 'duplicate' | 'revoked' | 'invalid' | 'refused';

/** Which way a scan counts: in, or out at a list that counts entry and exit. */
export type ScanDirection = 'in' | 'out';

/** The language the scanner draws its texts in (the site's): English, or Hindi. */
export type ScannerLanguage = 'en' | 'hi';

/** The detail of the `fest-scan` event the scanner dispatches (bubbling) on its element for every scan. */
export interface ScanDetail {
  /** The text the QR code carried. */
  token: string;
  /** The pass the token names (for an invalid token only what it claims; null when it names none). */
  passId: string | null;
  result: ScanResult;
  /**
   * What the volunteer reads, in English ("Valid pass.", "Checked out.", "Already checked in at 10:42 at gate
   * North by Ravi K.", "Already inside: in at 10:42 at gate Pronite by asha.", "No stay is booked for this
   * pass.", ...); the scanner's own panel shows it in the language it was given.
   */
  message: string;
  /** `message` in the language the scanner was given (what its panel shows): the same text in English. */
  said: string;
  /** The holder's first name and initial, the role key and the event slug (null unless the signature holds). */
  name: string | null;
  role: string | null;
  event: string | null;
  /** The role and the event as shown ("Captain", "Football"). */
  roleTitle: string | null;
  eventTitle: string | null;
  registrationId: string | null;
  /** The gate the scanner stands at. */
  gate: string;
  /** The id and the name of the check-in list the gate scans for. */
  list: string;
  listName: string;
  /** Which way the scan counted: out only at a list that counts exits, when the page set out. */
  direction: ScanDirection;
  /** When it was scanned: RFC 3339, UTC. */
  scannedAt: string;
  /** Milliseconds from grabbing the frame to the verdict (performance.now()). */
  ms: number;
}
"#;

/// The camera's state, as the panel shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Camera {
    Starting,
    Live,
    Paused,
    /// The volunteer (or the browser's settings) refused the camera.
    Refused,
    /// No camera, or none the browser can use here (the text says which, in English).
    Absent(&'static str),
    /// The camera failed to start for another reason (the text says which, in English).
    Failed(String),
}

impl Camera {
    /// The value of the island's `data-camera` attribute.
    fn key(&self) -> &'static str {
        match self {
            Camera::Starting => "starting",
            Camera::Live => "live",
            Camera::Paused => "paused",
            Camera::Refused => "refused",
            Camera::Absent(_) => "absent",
            Camera::Failed(_) => "failed",
        }
    }

    /// What covers the preview when there is no picture (in English).
    fn notice(&self) -> Option<String> {
        match self {
            Camera::Starting => Some(words::CAMERA_STARTING.to_owned()),
            Camera::Live => None,
            Camera::Paused => Some(words::CAMERA_PAUSED.to_owned()),
            Camera::Refused => Some(words::CAMERA_REFUSED.to_owned()),
            Camera::Absent(why) => Some((*why).to_owned()),
            Camera::Failed(why) => Some(words::camera_failed(why)),
        }
    }

    fn is_problem(&self) -> bool {
        matches!(self, Camera::Refused | Camera::Absent(_) | Camera::Failed(_))
    }

    /// The label of the pause button (in English).
    fn button_label(&self) -> &'static str {
        match self {
            Camera::Starting | Camera::Live => words::PAUSE_CAMERA,
            Camera::Paused => words::RESUME_CAMERA,
            _ => words::RETRY_CAMERA,
        }
    }
}

/// What the verdict panel shows, in English (put into the volunteer's language where it is drawn).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Shown {
    result: Option<Outcome>,
    headline: &'static str,
    message: String,
    name: Option<String>,
    role: Option<String>,
    event: Option<String>,
}

impl Default for Shown {
    fn default() -> Self {
        Shown {
            result: None,
            headline: words::READY,
            message: words::HOLD_UP.to_owned(),
            name: None,
            role: None,
            event: None,
        }
    }
}

impl Shown {
    fn of(verdict: &Verdict) -> Shown {
        Shown {
            result: Some(verdict.outcome),
            headline: words::headline(verdict.outcome, verdict.direction),
            message: verdict.message.clone(),
            name: verdict.claims.as_ref().map(|c| c.name.clone()),
            role: verdict.role_title(),
            event: verdict.event_title().map(str::to_owned),
        }
    }
}

/// The list the gate scans for, as the verdict panel names it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Scanning {
    id: String,
    name: String,
    /// Which way, at a list that counts exits (None elsewhere: every scan goes in).
    direction: Option<Direction>,
}

impl Scanning {
    fn of(scanner: &Scanner) -> Scanning {
        let list = scanner.list();
        Scanning {
            id: list.id.clone(),
            name: list.name.clone(),
            direction: list.counts_exits().then(|| scanner.direction()),
        }
    }

    /// "Scanning for Pronite · In", "Scanning for Fest gates" (in English).
    fn label(&self) -> String {
        words::scanning_for(&self.name, self.direction)
    }
}

/// The `fest-scan` event's detail (see `ScanDetail` in the TypeScript types above).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ScanDetail<'a> {
    token: &'a str,
    pass_id: Option<&'a str>,
    result: Outcome,
    message: &'a str,
    said: String,
    name: Option<&'a str>,
    role: Option<&'a str>,
    event: Option<&'a str>,
    role_title: Option<String>,
    event_title: Option<&'static str>,
    registration_id: Option<&'a str>,
    gate: &'a str,
    list: &'a str,
    list_name: &'a str,
    direction: Direction,
    scanned_at: &'a str,
    ms: f64,
}

/// A mounted scanner. It keeps itself alive (through `this`) until [`Island::unmount`], so a page that lets
/// go of its handle does not lose the camera mid-scan.
struct Island {
    element: HtmlElement,
    scanner: RefCell<Scanner>,
    camera: RwSignal<Camera>,
    shown: RwSignal<Shown>,
    /// The list the gate scans for, and which way.
    scanning: RwSignal<Scanning>,
    /// The language the panel is drawn in.
    language: RwSignal<Language>,
    video: NodeRef<html::Video>,
    owner: Owner,
    view: RefCell<Option<Box<dyn std::any::Any>>>,
    this: RefCell<Option<Rc<Island>>>,
    stream: RefCell<Option<MediaStream>>,
    timer: Cell<Option<TimeoutHandle>>,
    canvas: RefCell<Option<(HtmlCanvasElement, CanvasRenderingContext2d)>>,
    audio: RefCell<Option<AudioContext>>,
    /// Counts camera starts, so the answer to an older request (after a pause) is thrown away.
    attempt: Cell<u32>,
    mounted: Cell<bool>,
}

/// The handle the page keeps: props in (`set_bundle`, `set_gate`, `set_direction`, `set_language`,
/// `mark_used`, `mark_entry`) and `unmount`.
#[wasm_bindgen]
pub struct ScannerHandle {
    island: Rc<Island>,
}

/// Mounts the scanner into `element` with the check-in `bundle`, for `gate` (scanning in), drawn in
/// `language` (`"en"` or `"hi"`; left out or any other: English), and starts the camera. Throws when the bundle
/// is not a check-in bundle (or its key is not an Ed25519 key).
#[wasm_bindgen]
pub fn mount(
    element: HtmlElement,
    #[wasm_bindgen(unchecked_param_type = "CheckinBundle")] bundle: JsValue,
    gate: String,
    #[wasm_bindgen(unchecked_optional_param_type = "ScannerLanguage")] language: Option<String>,
) -> Result<ScannerHandle, JsError> {
    let language = words::language(language.as_deref().unwrap_or_default());
    let scanner =
        Scanner::new(&parse_bundle(bundle, language)?, &gate).map_err(|e| JsError::new(&say(language, e.message())))?;
    let owner = Owner::new();
    let island = owner.with(|| {
        Rc::new(Island {
            element: element.clone(),
            scanning: RwSignal::new(Scanning::of(&scanner)),
            language: RwSignal::new(language),
            scanner: RefCell::new(scanner),
            camera: RwSignal::new(Camera::Starting),
            shown: RwSignal::new(Shown::default()),
            video: NodeRef::new(),
            owner: owner.clone(),
            view: RefCell::new(None),
            this: RefCell::new(None),
            stream: RefCell::new(None),
            timer: Cell::new(None),
            canvas: RefCell::new(None),
            audio: RefCell::new(None),
            attempt: Cell::new(0),
            mounted: Cell::new(true),
        })
    });
    let view = owner.with(|| {
        let weak = Rc::downgrade(&island);
        let signals = Signals {
            camera: island.camera,
            shown: island.shown,
            scanning: island.scanning,
            language: island.language,
        };
        let video = island.video;
        leptos::mount::mount_to(element, move || scanner_view(signals, video, weak))
    });
    *island.view.borrow_mut() = Some(Box::new(view));
    *island.this.borrow_mut() = Some(Rc::clone(&island));
    island.start_camera();
    Ok(ScannerHandle { island })
}

#[wasm_bindgen]
impl ScannerHandle {
    /// Takes a newer check-in bundle (what this device let in meanwhile is kept). Throws on a bad bundle.
    pub fn set_bundle(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CheckinBundle")] bundle: JsValue,
    ) -> Result<(), JsError> {
        let language = self.island.language.get_untracked();
        let data = parse_bundle(bundle, language)?;
        self.island.scanner.borrow_mut().set_bundle(&data).map_err(|e| JsError::new(&say(language, e.message())))?;
        self.island.show_list();
        Ok(())
    }

    /// Moves the scanner to another gate (and so, maybe, to another check-in list).
    pub fn set_gate(&self, gate: String) {
        self.island.scanner.borrow_mut().set_gate(&gate);
        self.island.show_list();
    }

    /// Draws the scanner's texts in `language`, the site's: `"hi"` for Hindi, anything else English.
    pub fn set_language(&self, #[wasm_bindgen(unchecked_param_type = "ScannerLanguage")] language: String) {
        let language = words::language(&language);
        if self.island.language.get_untracked() != language {
            self.island.language.set(language);
        }
    }

    /// Scans people `"in"` or `"out"` (anything else: in). Out counts only at a list that counts entry and
    /// exit; at other lists every scan goes in.
    pub fn set_direction(&self, #[wasm_bindgen(unchecked_param_type = "ScanDirection")] direction: String) {
        let direction = Direction::parse(direction.trim()).unwrap_or_default();
        self.island.scanner.borrow_mut().set_direction(direction);
        self.island.show_list();
    }

    /// Records a check-in at the check-in list `list` (its id; blank: the default list) the server
    /// confirmed, so a later scan of the pass there names its time, gate and volunteer.
    pub fn mark_used(&self, list: String, pass_id: String, checked_in_at: String, gate: String, by: String) {
        self.island.scanner.borrow_mut().mark_used(&list, &pass_id, &checked_in_at, &gate, &by);
    }

    /// Records an entry at the check-in list `list` the server confirmed: the pass went in (`inside`) or out
    /// at `at` (RFC 3339), at `gate`, by `by`. At a list that counts exits a later scan in of someone inside
    /// is a duplicate, and a scan out of someone not inside is refused.
    pub fn mark_entry(&self, list: String, pass_id: String, inside: bool, at: String, gate: String, by: String) {
        self.island.scanner.borrow_mut().mark_entry(&list, &pass_id, inside, &at, &gate, &by);
    }

    /// Stops the camera and removes the scanner from its element.
    pub fn unmount(&self) {
        self.island.unmount();
    }
}

/// The QR codes in an RGBA image (a canvas's `ImageData`), as text: the scanner's decoder on its own.
#[wasm_bindgen]
pub fn decode_rgba(width: u32, height: u32, rgba: &[u8]) -> Vec<String> {
    core::decode_rgba(width as usize, height as usize, rgba)
}

fn parse_bundle(bundle: JsValue, language: Language) -> Result<BundleData, JsError> {
    serde_wasm_bindgen::from_value(bundle).map_err(|e| JsError::new(&say(language, &words::bad_bundle(&e.to_string()))))
}

/// The panel's state, as the view reads it.
#[derive(Clone, Copy)]
struct Signals {
    camera: RwSignal<Camera>,
    shown: RwSignal<Shown>,
    scanning: RwSignal<Scanning>,
    language: RwSignal<Language>,
}

fn scanner_view(signals: Signals, video: NodeRef<html::Video>, island: std::rc::Weak<Island>) -> impl IntoView {
    let Signals { camera, shown, scanning, language } = signals;
    // A text of the panel in the volunteer's language, drawn again when the language changes.
    let said = move |text: &str| say(language.get(), text).into_owned();
    let toggle = move |_| {
        if let Some(island) = island.upgrade() {
            island.toggle();
        }
    };
    let holder = move || {
        let s = shown.get();
        s.name.clone().map(|name| {
            view! {
                <dl class="fest-scanner__holder">
                    <dt>{said(words::HOLDER_NAME)}</dt>
                    <dd>{name}</dd>
                    <dt>{said(words::HOLDER_ROLE)}</dt>
                    // The role is a text of the catalogue ("Captain"); the event's name stays as it is.
                    <dd>{s.role.as_deref().map(|r| words::role(language.get(), r).into_owned()).unwrap_or_default()}</dd>
                    <dt>{said(words::HOLDER_EVENT)}</dt>
                    <dd>{s.event.clone().unwrap_or_default()}</dd>
                </dl>
            }
        })
    };
    view! {
        <div class="fest-scanner" data-camera=move || camera.with(Camera::key)>
            <style>{STYLE}</style>
            <div class="fest-scanner__viewport">
                <video
                    node_ref=video
                    prop:muted=true
                    muted=true
                    autoplay=true
                    playsinline=""
                    aria-label=move || said(words::CAMERA_PREVIEW)
                ></video>
                {move || {
                    camera
                        .with(|c| c.notice().map(|text| (text, c.is_problem())))
                        .map(|(text, problem)| {
                            view! {
                                <p
                                    class="fest-scanner__notice"
                                    data-problem=problem.then_some("")
                                    role=if problem { "alert" } else { "status" }
                                >
                                    {said(&text)}
                                </p>
                            }
                        })
                }}
            </div>
            <div
                class="fest-scanner__status"
                data-result=move || shown.with(|s| s.result.map(Outcome::as_str))
                role="status"
                aria-live="assertive"
                aria-atomic="true"
            >
                <p
                    class="fest-scanner__list"
                    data-list=move || scanning.with(|s| s.id.clone())
                    data-direction=move || scanning.with(|s| s.direction.map(Direction::as_str))
                >
                    {move || said(&scanning.with(Scanning::label))}
                </p>
                <p class="fest-scanner__headline">
                    {move || said(idle(camera, shown).map_or_else(|| shown.with(|s| s.headline), |(h, _)| h))}
                </p>
                <p class="fest-scanner__message">
                    {move || {
                        idle(camera, shown)
                            .map_or_else(|| shown.with(|s| said(&s.message)), |(_, m)| said(m))
                    }}
                </p>
                {holder}
            </div>
            <button type="button" class="fest-scanner__toggle" on:click=toggle>
                {move || said(camera.with(Camera::button_label))}
            </button>
        </div>
    }
}

/// What the verdict panel says before the first scan when the camera is not running (headline, message), in
/// English.
fn idle(camera: RwSignal<Camera>, shown: RwSignal<Shown>) -> Option<(&'static str, &'static str)> {
    if shown.with(|s| s.result.is_some()) {
        return None;
    }
    camera.with(|c| match c {
        Camera::Starting | Camera::Live => None,
        Camera::Paused => Some((words::PAUSED, words::RESUME_TO_SCAN)),
        _ => Some((words::NOT_SCANNING, words::NO_CAMERA_ABOVE)),
    })
}

impl Island {
    /// Names the list the gate scans for, and which way, in the verdict panel.
    fn show_list(&self) {
        let scanning = Scanning::of(&self.scanner.borrow());
        if self.scanning.with_untracked(|shown| *shown != scanning) {
            self.scanning.set(scanning);
        }
    }

    /// Pauses a running camera, or (re)starts a paused, refused or failed one.
    fn toggle(self: &Rc<Self>) {
        // A click is the gesture browsers want before they let a page make sound.
        self.audio();
        match self.camera.get_untracked() {
            Camera::Starting | Camera::Live => {
                self.stop_camera();
                self.camera.set(Camera::Paused);
            }
            _ => self.start_camera(),
        }
    }

    fn start_camera(self: &Rc<Self>) {
        let attempt = self.attempt.get().wrapping_add(1);
        self.attempt.set(attempt);
        self.camera.set(Camera::Starting);
        let window = window();
        let devices = js_sys::Reflect::get(&window.navigator(), &JsValue::from_str("mediaDevices"))
            .ok()
            .filter(|d| !d.is_undefined() && !d.is_null())
            .map(JsCast::unchecked_into::<web_sys::MediaDevices>);
        let Some(devices) = devices else {
            self.camera.set(Camera::Absent(words::CAMERA_INSECURE));
            return;
        };
        let video = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&video, &"facingMode".into(), &"environment".into());
        let constraints = MediaStreamConstraints::new();
        constraints.set_video(&video);
        constraints.set_audio(&JsValue::FALSE);
        let request = match devices.get_user_media_with_constraints(&constraints) {
            Ok(promise) => JsFuture::from(promise),
            Err(error) => {
                self.camera.set(camera_error(&error));
                return;
            }
        };
        let weak = Rc::downgrade(self);
        wasm_bindgen_futures::spawn_local(async move {
            let answer = request.await;
            let island = weak.upgrade().filter(|i| i.mounted.get() && i.attempt.get() == attempt);
            match (island, answer) {
                (Some(island), Ok(stream)) => island.attach(stream.unchecked_into()),
                (Some(island), Err(error)) => island.camera.set(camera_error(&error)),
                // Paused or unmounted meanwhile: let the camera go at once.
                (None, Ok(stream)) => stop_tracks(&stream.unchecked_into()),
                (None, Err(_)) => {}
            }
        });
    }

    fn attach(self: &Rc<Self>, stream: MediaStream) {
        let Some(video) = self.video.get_untracked() else {
            stop_tracks(&stream);
            return;
        };
        video.set_muted(true);
        video.set_src_object(Some(&stream));
        if let Ok(playing) = video.play() {
            // Autoplay of a muted inline video is allowed; a refusal shows as a frozen preview only.
            drop(JsFuture::from(playing));
        }
        *self.stream.borrow_mut() = Some(stream);
        self.camera.set(Camera::Live);
        self.schedule();
    }

    fn stop_camera(&self) {
        self.attempt.set(self.attempt.get().wrapping_add(1));
        if let Some(timer) = self.timer.take() {
            timer.clear();
        }
        if let Some(stream) = self.stream.borrow_mut().take() {
            stop_tracks(&stream);
        }
        if let Some(video) = self.video.get_untracked() {
            video.set_src_object(None);
        }
    }

    fn schedule(self: &Rc<Self>) {
        let weak = Rc::downgrade(self);
        let timer = set_timeout_with_handle(
            move || {
                if let Some(island) = weak.upgrade() {
                    island.tick();
                }
            },
            FRAME_INTERVAL,
        );
        self.timer.set(timer.ok());
    }

    fn tick(self: &Rc<Self>) {
        self.timer.set(None);
        if !self.mounted.get() || self.camera.get_untracked() != Camera::Live {
            return;
        }
        let (started, verdicts) = self.grab_and_scan();
        for verdict in verdicts {
            self.report(&verdict, started);
        }
        // Reporting may have paused or unmounted the scanner (the page reacts to the event synchronously).
        if self.mounted.get() && self.camera.get_untracked() == Camera::Live && self.timer.get().is_none() {
            self.schedule();
        }
    }

    /// Grabs a frame, decodes it and classifies what it reads. Returns when the frame was grabbed
    /// (performance.now()) and the verdicts on new scans.
    fn grab_and_scan(&self) -> (f64, Vec<Verdict>) {
        let started = now();
        let Some(video) = self.video.get_untracked() else { return (started, Vec::new()) };
        let (vw, vh) = (video.video_width(), video.video_height());
        // HAVE_CURRENT_DATA: a frame is there to draw.
        if video.ready_state() < 2 || vw == 0 || vh == 0 {
            return (started, Vec::new());
        }
        // Large frames are drawn smaller: the canvas scales them on the GPU, faster than any loop here.
        let max = MAX_DECODE_WIDTH as u32;
        let (w, h) =
            if vw > max { (max, ((u64::from(vh) * u64::from(max)) / u64::from(vw)).max(1) as u32) } else { (vw, vh) };
        let Some(context) = self.context(w, h) else { return (started, Vec::new()) };
        if context
            .draw_image_with_html_video_element_and_dw_and_dh(&video, 0.0, 0.0, f64::from(w), f64::from(h))
            .is_err()
        {
            return (started, Vec::new());
        }
        let Ok(image) = context.get_image_data(0.0, 0.0, f64::from(w), f64::from(h)) else {
            return (started, Vec::new());
        };
        let (w, h) = (w as usize, h as usize);
        let luma = core::rgba_to_luma(w, h, &image.data());
        let texts = core::decode_luma(w, h, &luma);
        if texts.is_empty() {
            return (started, Vec::new());
        }
        let clock = clock();
        let mut scanner = self.scanner.borrow_mut();
        (started, texts.iter().filter_map(|text| scanner.scan(text, clock)).collect())
    }

    /// The offscreen canvas's 2D context, the canvas sized `w` x `h`.
    fn context(&self, w: u32, h: u32) -> Option<CanvasRenderingContext2d> {
        let mut slot = self.canvas.borrow_mut();
        if slot.is_none() {
            let canvas: HtmlCanvasElement = document().create_element("canvas").ok()?.dyn_into().ok()?;
            let options = ContextAttributes2d::new();
            // The pixels are read back every frame: keep them in memory rather than on the GPU.
            options.set_will_read_frequently(true);
            let context = canvas.get_context_with_context_options("2d", &options).ok()??.dyn_into().ok()?;
            *slot = Some((canvas, context));
        }
        let (canvas, context) = slot.as_ref()?;
        if canvas.width() != w || canvas.height() != h {
            canvas.set_width(w);
            canvas.set_height(h);
        }
        Some(context.clone())
    }

    /// Shows a verdict, sounds it and tells the page.
    fn report(&self, verdict: &Verdict, started: f64) {
        if !self.mounted.get() {
            return;
        }
        let ms = now() - started;
        self.shown.set(Shown::of(verdict));
        self.beep(verdict.outcome);
        let _ = self.element.set_attribute("data-last-result", verdict.outcome.as_str());
        // Tenths of a millisecond, formatted without the float formatting code.
        let tenths = (ms.max(0.0) * 10.0).round() as u64;
        let _ = self.element.set_attribute("data-last-ms", &format!("{}.{}", tenths / 10, tenths % 10));
        let claims = verdict.claims.as_ref();
        let gate = self.scanner.borrow().gate().to_owned();
        let detail = ScanDetail {
            token: &verdict.token,
            pass_id: verdict.pass_id.as_deref(),
            result: verdict.outcome,
            message: &verdict.message,
            said: say(self.language.get_untracked(), &verdict.message).into_owned(),
            name: claims.map(|c| c.name.as_str()),
            role: claims.map(|c| c.role.as_str()),
            event: claims.map(|c| c.event.as_str()),
            role_title: verdict.role_title(),
            event_title: verdict.event_title(),
            registration_id: claims.map(|c| c.registration_id.as_str()),
            gate: &gate,
            list: &verdict.list.id,
            list_name: &verdict.list.name,
            direction: verdict.direction,
            scanned_at: &verdict.scanned_at,
            ms,
        };
        let Ok(detail) = detail.serialize(&serde_wasm_bindgen::Serializer::json_compatible()) else { return };
        let init = CustomEventInit::new();
        init.set_detail(&detail);
        init.set_bubbles(true);
        if let Ok(event) = CustomEvent::new_with_event_init_dict(SCAN_EVENT, &init) {
            let _ = self.element.dispatch_event(&event);
        }
    }

    /// The audio context (made on first use), resumed when the browser had suspended it.
    fn audio(&self) -> Option<AudioContext> {
        let mut slot = self.audio.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        let audio = slot.clone()?;
        if audio.state() == AudioContextState::Suspended {
            let _ = audio.resume();
        }
        Some(audio)
    }

    /// A short high tone for a pass to let in; a low double tone for anything else.
    fn beep(&self, outcome: Outcome) {
        let Some(audio) = self.audio() else { return };
        let at = audio.current_time();
        let _ = match outcome {
            Outcome::Ok => tone(&audio, 1320.0, at, 0.15),
            _ => tone(&audio, 220.0, at, 0.14).and_then(|()| tone(&audio, 220.0, at + 0.2, 0.14)),
        };
    }

    fn unmount(&self) {
        if !self.mounted.replace(false) {
            return;
        }
        self.stop_camera();
        // Dropping the view's handle takes its nodes out of the element.
        drop(self.view.borrow_mut().take());
        self.owner.cleanup();
        if let Some(audio) = self.audio.borrow_mut().take() {
            let _ = audio.close();
        }
        self.canvas.borrow_mut().take();
        // The island no longer keeps itself alive; the page's handle is the last reference.
        drop(self.this.borrow_mut().take());
    }
}

fn tone(audio: &AudioContext, frequency: f32, at: f64, length: f64) -> Result<(), JsValue> {
    let oscillator = audio.create_oscillator()?;
    oscillator.set_type(OscillatorType::Sine);
    oscillator.frequency().set_value(frequency);
    let gain = audio.create_gain()?;
    let volume = gain.gain();
    volume.set_value_at_time(0.0, at)?;
    volume.linear_ramp_to_value_at_time(0.3, at + 0.01)?;
    volume.linear_ramp_to_value_at_time(0.0, at + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&audio.destination())?;
    oscillator.start_with_when(at)?;
    oscillator.stop_with_when(at + length)?;
    Ok(())
}

fn stop_tracks(stream: &MediaStream) {
    for track in stream.get_tracks() {
        track.unchecked_into::<MediaStreamTrack>().stop();
    }
}

/// What a refused getUserMedia means for the volunteer.
fn camera_error(error: &JsValue) -> Camera {
    let name = js_sys::Reflect::get(error, &"name".into()).ok().and_then(|n| n.as_string()).unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" | "PermissionDeniedError" => Camera::Refused,
        "NotFoundError" | "OverconstrainedError" | "DevicesNotFoundError" => Camera::Absent(words::CAMERA_MISSING),
        "NotReadableError" | "TrackStartError" | "AbortError" => Camera::Failed(words::CAMERA_BUSY.to_owned()),
        _ => {
            let message = js_sys::Reflect::get(error, &"message".into()).ok().and_then(|m| m.as_string());
            Camera::Failed(message.filter(|m| !m.is_empty()).unwrap_or(name))
        }
    }
}

/// performance.now(), in milliseconds.
fn now() -> f64 {
    window().performance().map_or_else(js_sys::Date::now, |p| p.now())
}

fn clock() -> Clock {
    let date = js_sys::Date::new_0();
    // getTimezoneOffset() is minutes *behind* UTC (-330 in India).
    Clock { now_ms: date.get_time(), utc_offset_minutes: -(date.get_timezone_offset() as i32) }
}

/// The island's styles, scoped by its class names; colours and spacing come from the site's design tokens
/// (with fallbacks, so the island also looks right on a page without them).
const STYLE: &str = r#"
.fest-scanner { display: grid; gap: var(--space-4, 1rem); max-width: 40rem; color: var(--color-text, #fff);
  font-family: var(--font-text, system-ui, sans-serif); }
.fest-scanner__viewport { position: relative; aspect-ratio: 4 / 3; overflow: hidden; background: #000;
  border-radius: var(--radius-lg, 16px); }
.fest-scanner__viewport video { display: block; width: 100%; height: 100%; object-fit: cover; }
.fest-scanner__notice { position: absolute; inset: 0; margin: 0; display: grid; place-content: center;
  padding: var(--space-5, 1.5rem); text-align: center; font-size: var(--text-lg, 1.125rem);
  background: rgb(5 7 13 / 90%); }
.fest-scanner__notice[data-problem] { border: 3px solid var(--color-danger, #ff6b6b);
  border-radius: var(--radius-lg, 16px); }
.fest-scanner__status { padding: var(--space-4, 1rem) var(--space-5, 1.5rem); border: 3px solid var(--color-border, #2a3458);
  border-radius: var(--radius-md, 8px); background: var(--color-surface, #141a2e); }
.fest-scanner__status[data-result="ok"] { border-color: var(--color-success, #4ade80); background: #14532d; }
.fest-scanner__status[data-result="duplicate"] { border-color: var(--color-fire-amber, #ffb020); background: #5c3d00; }
.fest-scanner__status[data-result="revoked"], .fest-scanner__status[data-result="invalid"],
.fest-scanner__status[data-result="refused"] {
  border-color: var(--color-danger, #ff6b6b); background: #6b1414; }
.fest-scanner__list { margin: 0 0 var(--space-2, 0.5rem); color: var(--color-text-muted, #b9c1da);
  font-size: var(--text-sm, 0.875rem); font-weight: 600; }
.fest-scanner__headline { margin: 0; font-family: var(--font-display, inherit); font-size: var(--text-2xl, 2rem);
  line-height: var(--leading-tight, 1.1); text-transform: uppercase; }
.fest-scanner__message { margin: var(--space-2, 0.5rem) 0 0; font-size: var(--text-lg, 1.125rem); }
.fest-scanner__holder { display: grid; grid-template-columns: auto 1fr; gap: var(--space-1, 0.25rem) var(--space-3, 0.75rem);
  margin: var(--space-3, 0.75rem) 0 0; }
.fest-scanner__holder dt { color: var(--color-text-muted, #b9c1da); }
.fest-scanner__holder dd { margin: 0; font-weight: 600; }
.fest-scanner__toggle { justify-self: start; min-height: 44px; padding: var(--space-2, 0.5rem) var(--space-5, 1.5rem);
  border: 0; border-radius: var(--radius-pill, 999px); background: var(--gradient-fire, #ff7a1a);
  color: var(--color-on-fire, #0b1020); font: inherit; font-weight: 700; cursor: pointer; }
.fest-scanner__toggle:focus-visible { outline: var(--focus-ring-width, 3px) solid var(--color-focus-ring, #5cc8ff);
  outline-offset: 3px; }
@media (prefers-reduced-motion: no-preference) {
  .fest-scanner__status { transition: background-color var(--duration-fast, 150ms), border-color var(--duration-fast, 150ms); }
}
"#;
