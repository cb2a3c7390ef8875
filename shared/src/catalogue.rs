//! The event catalogue as data: what each event is, who may enter, how a team is made up and what it costs.
//!
//! Everything here is `&'static` data; the frontend gets it whole through the `catalogue()` export.
//!
//! Choices where the spec disagrees with itself (SPEC 1, 5, 9):
//! * Cricket squad: the wizard's configuration allows 11 to 18 players besides captain and vice-captain,
//!   the displayed rule text says 11 to 16. We keep the wizard's 11 to 18 (it is what was enforced, and
//!   refusing squads the old site accepted is worse) and the rule text below says the same.
//! * Dates: see [`crate::fest::FEST`] (the 2025 edition's year with the spec's day and month).
//! * Cricket's fee is "open 6500": cricket has no Men/Women category.
//! * Rulebooks: the spec knows only Mr. Infinito's address (`/update`, a page the site never had). Every
//!   event now gets a rulebook made from this catalogue ([`crate::rulebook`]), at [`rulebook_page`], which
//!   the organisers may replace with an uploaded file.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub mod athletics;

use self::athletics::AthleticsRules;
use crate::fest::{FEST, PHONE_PLACEHOLDER};

/// The events, by the slug the API uses (`"lawn_tennis"`, `"mr_infinito"`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum EventId {
    MrInfinito,
    Codm,
    Bgmi,
    Valorant,
    Freefire,
    Athletics,
    Badminton,
    Basketball,
    Cricket,
    Football,
    Kabaddi,
    LawnTennis,
    Squash,
    TableTennis,
    Volleyball,
    Weightlifting,
    Powerlifting,
    Chess,
}

impl EventId {
    /// Every event, in the events page's order (SPEC 2.5).
    pub const ALL: [EventId; 18] = [
        EventId::MrInfinito,
        EventId::Codm,
        EventId::Bgmi,
        EventId::Valorant,
        EventId::Freefire,
        EventId::Athletics,
        EventId::Badminton,
        EventId::Basketball,
        EventId::Cricket,
        EventId::Football,
        EventId::Kabaddi,
        EventId::LawnTennis,
        EventId::Squash,
        EventId::TableTennis,
        EventId::Volleyball,
        EventId::Weightlifting,
        EventId::Powerlifting,
        EventId::Chess,
    ];

    /// The slug.
    pub const fn as_str(self) -> &'static str {
        match self {
            EventId::MrInfinito => "mr_infinito",
            EventId::Codm => "codm",
            EventId::Bgmi => "bgmi",
            EventId::Valorant => "valorant",
            EventId::Freefire => "freefire",
            EventId::Athletics => "athletics",
            EventId::Badminton => "badminton",
            EventId::Basketball => "basketball",
            EventId::Cricket => "cricket",
            EventId::Football => "football",
            EventId::Kabaddi => "kabaddi",
            EventId::LawnTennis => "lawn_tennis",
            EventId::Squash => "squash",
            EventId::TableTennis => "table_tennis",
            EventId::Volleyball => "volleyball",
            EventId::Weightlifting => "weightlifting",
            EventId::Powerlifting => "powerlifting",
            EventId::Chess => "chess",
        }
    }

    /// The name in the spelling of SPEC 7's per-event endpoints (`/events/weight_lifting`, ...), which is what
    /// SPEC 4's matching rule (the panel title lower-cased, spaces to underscores) compares: the name
    /// `GET /events/registered-events-name` answers with, beside the slug.
    pub const fn spec_name(self) -> &'static str {
        match self {
            EventId::Weightlifting => "weight_lifting",
            EventId::Powerlifting => "power_lifting",
            other => other.as_str(),
        }
    }

    /// The event with exactly this slug.
    pub fn parse(slug: &str) -> Option<EventId> {
        EventId::ALL.into_iter().find(|id| id.as_str() == slug)
    }

    /// The catalogue entry.
    pub fn event(self) -> &'static EventInfo {
        let i = EventId::ALL.iter().position(|&id| id == self).unwrap_or_default();
        &EVENTS[i]
    }
}

impl fmt::Display for EventId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Error of [`EventId::from_str`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownEvent;

impl fmt::Display for UnknownEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(UNKNOWN_EVENT)
    }
}

impl std::error::Error for UnknownEvent {}

impl FromStr for EventId {
    type Err = UnknownEvent;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        EventId::parse(s).ok_or(UnknownEvent)
    }
}

/// Message for an event id that is not in the catalogue.
pub const UNKNOWN_EVENT: &str = "Unknown event.";
/// Message for an event that cannot be registered for online (the e-sports titles).
pub const NOT_REGISTRABLE: &str = "Online registration is not available for this event.";

/// Men or Women, chosen in the college step by events that have categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Category {
    Men,
    Women,
}

impl Category {
    /// Both, in display order.
    pub const ALL: [Category; 2] = [Category::Men, Category::Women];

    /// "Men" or "Women".
    pub const fn as_str(self) -> &'static str {
        match self {
            Category::Men => "Men",
            Category::Women => "Women",
        }
    }

    /// Case-insensitive, trimmed ("men", " WOMEN " and "Men" all parse; the legacy athletics payload sends
    /// the category lower-cased).
    pub fn parse(s: &str) -> Option<Category> {
        let s = s.trim();
        Category::ALL.into_iter().find(|c| c.as_str().eq_ignore_ascii_case(s))
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which registration wizard an event uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Wizard {
    /// The generic team wizard: college, team, coach, receipt.
    Team,
    /// The athletics wizard: college, coach, athlete_captain, individual_events, relay_events, receipt.
    Athletics,
    /// No online registration (the e-sports titles).
    None,
}

impl Wizard {
    /// The wizard's steps, in order.
    pub const fn steps(self) -> &'static [Step] {
        match self {
            Wizard::Team => &[Step::College, Step::Team, Step::Coach, Step::Receipt],
            Wizard::Athletics => &[
                Step::College,
                Step::Coach,
                Step::AthleteCaptain,
                Step::IndividualEvents,
                Step::RelayEvents,
                Step::Receipt,
            ],
            Wizard::None => &[],
        }
    }
}

/// A wizard step type (SPEC 2.17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// College name and address, and the category when the event has one.
    College,
    /// The roster (generic wizard).
    Team,
    /// The accompanying coach, when the answer is Yes.
    Coach,
    /// Summary and payment; checks the optional referral code only.
    Receipt,
    /// The lead athlete (athletics).
    AthleteCaptain,
    /// Individual events (athletics).
    IndividualEvents,
    /// Relay events and their teams (athletics).
    RelayEvents,
}

impl Step {
    /// Every step type.
    pub const ALL: [Step; 7] = [
        Step::College,
        Step::Team,
        Step::Coach,
        Step::Receipt,
        Step::AthleteCaptain,
        Step::IndividualEvents,
        Step::RelayEvents,
    ];

    /// The snake_case name used by the wizards.
    pub const fn as_str(self) -> &'static str {
        match self {
            Step::College => "college",
            Step::Team => "team",
            Step::Coach => "coach",
            Step::Receipt => "receipt",
            Step::AthleteCaptain => "athlete_captain",
            Step::IndividualEvents => "individual_events",
            Step::RelayEvents => "relay_events",
        }
    }

    /// The step with exactly this name.
    pub fn parse(s: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|step| step.as_str() == s)
    }
}

/// Message for a step type the event's wizard does not have (SPEC 2.17, word for word).
pub const STEP_NOT_CONFIGURED: &str = "This step type is not configured.";

/// One role of a team roster: entries `1..=min` are required, `min+1..=max` optional.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RoleField {
    /// Singular display title, used in messages: "Enter a valid email for {title} #{n}".
    pub title: &'static str,
    /// Key under `team` in the form and the stored registration.
    pub field: &'static str,
    /// Required entries (and the wizard's initial count).
    pub min: u8,
    /// Most entries.
    pub max: u8,
}

/// How an event's fee is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum FeeBasis {
    /// One fee per registration.
    PerTeam,
    /// The fee times the number of distinct participants (athletics).
    PerHead,
}

/// The fee for one category (`None`: the event has no categories).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CategoryFee {
    /// The category, or absent for events without categories.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub category: Option<Category>,
    /// Amount in paise (1 rupee = 100 paise).
    pub paise: u64,
}

/// One event as the catalogue answer (`GET /events`) lists it: the catalogue entry plus whether registration
/// is open now and where its rulebook is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ListedEvent {
    #[serde(flatten)]
    pub info: EventInfo,
    pub is_registration_open: bool,
    /// 'View Rulebook' address (opened in a new tab): the printable page made from the catalogue
    /// (`/rulebook/{id}`), or the organisers' uploaded file when they replaced it.
    pub rulebook_url: String,
    /// Whether an uploaded file replaces the rulebook made from the catalogue.
    pub rulebook_uploaded: bool,
    /// Places left, when the organisers set a capacity: teams, or heads for athletics. Paid registrations
    /// and unexpired orders take places.
    pub places_left: Option<u32>,
    /// Places left in each category that has a capacity of its own.
    pub category_places_left: Option<CategoryPlaces>,
    /// The registration deadline (RFC 3339), when set.
    pub deadline: Option<String>,
    /// The deadline has passed: registration is closed for good ('Registrations closed').
    pub deadline_passed: bool,
}

/// A number per category (capacities, places left); a category without one is absent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CategoryPlaces {
    #[serde(rename = "Men", default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub men: Option<u32>,
    #[serde(rename = "Women", default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub women: Option<u32>,
}

impl CategoryPlaces {
    /// The number for a category.
    pub fn get(&self, category: Category) -> Option<u32> {
        match category {
            Category::Men => self.men,
            Category::Women => self.women,
        }
    }

    /// Whether no category has a number.
    pub fn is_empty(&self) -> bool {
        self.men.is_none() && self.women.is_none()
    }
}

/// The events page shows how many places are left once this few remain.
pub const FEW_PLACES: u32 = 10;

/// Whether the events page shows the places left (only when few remain, so a half-empty event does not
/// look unpopular).
pub fn shows_places_left(places_left: u32) -> bool {
    places_left <= FEW_PLACES
}

/// What the events page says of an event whose registration deadline has passed.
pub const REGISTRATIONS_CLOSED: &str = "Registrations closed";

/// The answer to an order for an event with no place left.
pub const EVENT_FULL: &str = "This event is full. Join the waiting list?";

/// The printable rulebook page of an event (the site's route).
pub fn rulebook_page(event: EventId) -> String {
    format!("/rulebook/{}", event.as_str())
}

/// The rulebook PDF served by the API: the uploaded file when there is one, else the one made from the catalogue.
pub fn rulebook_pdf(event: EventId) -> String {
    format!("/api/v1/events/{}/rulebook.pdf", event.as_str())
}

/// The catalogue answer: `{success, events}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EventsResponse {
    pub success: bool,
    pub events: Vec<ListedEvent>,
}

/// College step: no category chosen for an event that has categories.
pub const CATEGORY_REQUIRED: &str = "Please select a category.";

/// College step: a category the event does not offer.
pub fn category_invalid(event: &EventInfo) -> String {
    let names: Vec<&str> = event.categories.iter().map(|c| c.as_str()).collect();
    format!("Category must be one of: {}.", names.join(", "))
}

/// A prize.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Prize {
    /// "1st Place".
    pub place: &'static str,
    /// Amount in paise.
    pub paise: u64,
}

/// A contact line on the event panel: organiser name and phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Contact {
    /// Organiser.
    pub name: &'static str,
    /// Phone (placeholder).
    pub phone: &'static str,
}

/// One event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EventInfo {
    /// The slug used by the API.
    pub id: EventId,
    /// Display title.
    pub title: &'static str,
    /// Key of the icon and background artwork.
    pub icon: &'static str,
    /// Date text.
    pub date: &'static str,
    /// Description shown on the event panel.
    pub description: &'static str,
    /// Rules shown on the event panel.
    pub rules: &'static [&'static str],
    /// Judging criteria text.
    pub judging_criteria: &'static str,
    /// Prizes, 1st to 3rd.
    pub prizes: &'static [Prize],
    /// Contact lines.
    pub contacts: &'static [Contact],
    /// Whether registration is open by default (SPEC 4); the server may override.
    pub registration_open: bool,
    /// The frontend route of the registration wizard (SPEC 2.1 spellings, e.g. `/events/kabbadi`).
    pub registration_route: &'static str,
    /// Which wizard registers for it.
    pub wizard: Wizard,
    /// Categories offered (empty: none, and `category` is ignored).
    pub categories: &'static [Category],
    /// Team roster roles, in wizard order (empty for athletics and e-sports).
    pub roster: &'static [RoleField],
    /// A note shown with the roster (e.g. badminton's per-category composition).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub roster_hint: Option<&'static str>,
    /// Whether roster persons carry a `collegeId` (cricket, football, Mr. Infinito).
    pub college_id: bool,
    /// Allowed `role` values of roster persons, the first being the default (cricket only; empty: no role).
    pub player_roles: &'static [&'static str],
    /// How the fee is counted.
    pub fee_basis: FeeBasis,
    /// Fee per category in paise (empty: no online registration).
    pub fees: &'static [CategoryFee],
    /// Other names the legacy site and server used for this event (already-registered matching).
    pub aliases: &'static [&'static str],
}

impl EventInfo {
    /// The wizard's steps.
    pub fn steps(&self) -> &'static [Step] {
        self.wizard.steps()
    }

    /// Whether a category must be chosen.
    pub fn has_categories(&self) -> bool {
        !self.categories.is_empty()
    }

    /// Whether the event can be registered for online at all.
    pub fn is_registrable(&self) -> bool {
        self.wizard != Wizard::None && !self.fees.is_empty()
    }

    /// The roster role stored under `field`.
    pub fn role(&self, field: &str) -> Option<&'static RoleField> {
        self.roster.iter().find(|r| r.field == field)
    }

    /// The default `role` of a roster person (cricket: "batsman").
    pub fn default_player_role(&self) -> Option<&'static str> {
        self.player_roles.first().copied()
    }
}

/// Everything the frontend needs to draw the events page and drive the wizards.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Catalogue {
    /// The events, in the events page's order.
    pub events: &'static [EventInfo],
    /// The event selected when the events page opens (BGMI, SPEC 2.5).
    pub default_event: EventId,
    /// Athletics' event lists and limits.
    pub athletics: &'static AthleticsRules,
    /// Categories in display order.
    pub categories: &'static [Category],
}

/// The catalogue.
pub const CATALOGUE: Catalogue = Catalogue {
    events: &EVENTS,
    default_event: EventId::Bgmi,
    athletics: &athletics::RULES,
    categories: &Category::ALL,
};

/// Every event (same order as [`EventId::ALL`]).
pub fn events() -> &'static [EventInfo] {
    &EVENTS
}

/// The event with exactly this slug.
pub fn event(slug: &str) -> Option<&'static EventInfo> {
    EventId::parse(slug).map(EventId::event)
}

/// Normalises an event name the way the legacy site compared them (SPEC 4): trimmed, lower-cased, spaces
/// and hyphens to underscores; we also drop dots and collapse repeated underscores ("Mr. Infinito" ->
/// "mr_infinito").
pub fn normalise_event_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        match c {
            '.' => {}
            ' ' | '-' | '_' => {
                if !out.is_empty() && !out.ends_with('_') {
                    out.push('_');
                }
            }
            c => out.push(c),
        }
    }
    while out.ends_with('_') {
        out.pop();
    }
    out
}

/// The event a (legacy) display or server name refers to: its slug, an alias such as `athletic`,
/// `kabbadi`, `weight_lifting`, `power_lifting` or `free_fire`, or its title, compared after
/// [`normalise_event_name`].
pub fn event_by_name(name: &str) -> Option<&'static EventInfo> {
    let key = normalise_event_name(name);
    EVENTS
        .iter()
        .find(|e| e.id.as_str() == key || e.aliases.contains(&key.as_str()) || normalise_event_name(e.title) == key)
}

/// Whether any of `registered` (event names from the registered-events call) names `id` ('Already
/// Applied' on the event panel, SPEC 4).
pub fn is_already_registered<S: AsRef<str>>(registered: &[S], id: EventId) -> bool {
    registered.iter().any(|name| event_by_name(name.as_ref()).is_some_and(|e| e.id == id))
}

const DATE: &str = FEST.dates;

const PRIZES: &[Prize] = &[
    Prize { place: "1st Place", paise: 500_000 },
    Prize { place: "2nd Place", paise: 300_000 },
    Prize { place: "3rd Place", paise: 200_000 },
];

const CONTACTS: &[Contact] = &[
    Contact { name: "Event Coordinator", phone: PHONE_PLACEHOLDER },
    Contact { name: "Sports Secretary", phone: PHONE_PLACEHOLDER },
];

const ESPORTS_CONTACTS: &[Contact] = &[
    Contact { name: "E-sports Coordinator", phone: PHONE_PLACEHOLDER },
    Contact { name: "E-sports Secretary", phone: PHONE_PLACEHOLDER },
];

const MEN_WOMEN: &[Category] = &Category::ALL;

const CAPTAIN: RoleField = RoleField { title: "Captain", field: "captain", min: 1, max: 1 };
const VICE_CAPTAIN: RoleField = RoleField { title: "Vice-Captain", field: "viceCaptain", min: 1, max: 1 };

const fn players(min: u8, max: u8) -> RoleField {
    RoleField { title: "Player", field: "players", min, max }
}

const fn substitutes(max: u8) -> RoleField {
    RoleField { title: "Substitute", field: "substitutes", min: 0, max }
}

const fn rupees(r: u64) -> u64 {
    r * 100
}

macro_rules! fees {
    (open $r:expr) => {
        &[CategoryFee { category: None, paise: rupees($r) }]
    };
    (men $m:expr, women $w:expr) => {
        &[
            CategoryFee { category: Some(Category::Men), paise: rupees($m) },
            CategoryFee { category: Some(Category::Women), paise: rupees($w) },
        ]
    };
}

const TEAM_RULES_TAIL: &[&str] = &[
    "Every player needs a valid Aadhar ID; carry a college ID card to the venue.",
    "Teams must report at the venue 30 minutes before their scheduled match; late teams forfeit.",
    "Matches follow the official laws of the game as adopted by the national federation.",
    "The referee's decision is final; misconduct leads to disqualification.",
];

const ESPORTS_RULES: &[&str] = &[
    "Registrations open soon; the format will be announced with the schedule.",
    "Players use their own devices and accounts; emulators are not allowed.",
    "Any use of hacks, scripts or exploits leads to immediate disqualification.",
    "The organisers' decision on disputes is final.",
];

const TEAM_JUDGING: &str = "Matches are decided by the score under the official laws of the game; ties are \
                            resolved as the laws provide. The referee's decision is final.";

static EVENTS: [EventInfo; 18] = [
    EventInfo {
        id: EventId::MrInfinito,
        title: "Mr. Infinito",
        icon: "mr_infinito",
        date: DATE,
        description: "The fest's signature physique contest: one stage, one title, and the crowd's roar for the \
                      best-built athlete among the colleges.",
        rules: &[
            "Individual contest: one participant per registration.",
            "Participants present their physique in rounds of mandatory poses and a free posing routine.",
            "A valid Aadhar ID is required; a college ID is recommended.",
            "Use of banned substances leads to disqualification.",
        ],
        judging_criteria: "Muscularity, symmetry, conditioning and stage presentation, scored by a panel of \
                           judges.",
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: false,
        registration_route: "/events/mr-infinito",
        wizard: Wizard::Team,
        categories: &[],
        roster: &[RoleField { title: "Participant", field: "participant", min: 1, max: 1 }],
        roster_hint: None,
        college_id: true,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(open 599),
        aliases: &["mr_infinito_contest"],
    },
    EventInfo {
        id: EventId::Codm,
        title: "CODM",
        icon: "codm",
        date: DATE,
        description: "Call of Duty: Mobile squads battle it out for the e-sports crown of the fest.",
        rules: ESPORTS_RULES,
        judging_criteria: "Placement and eliminations across the rounds.",
        prizes: PRIZES,
        contacts: ESPORTS_CONTACTS,
        registration_open: false,
        registration_route: "/events/codm",
        wizard: Wizard::None,
        categories: &[],
        roster: &[],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: &[],
        aliases: &["call_of_duty_mobile"],
    },
    EventInfo {
        id: EventId::Bgmi,
        title: "BGMI",
        icon: "bgmi",
        date: DATE,
        description: "Battlegrounds Mobile India: drop in, loot up and be the last squad standing.",
        rules: ESPORTS_RULES,
        judging_criteria: "Placement and finishing points across the matches.",
        prizes: PRIZES,
        contacts: ESPORTS_CONTACTS,
        registration_open: false,
        registration_route: "/events/bgmi",
        wizard: Wizard::None,
        categories: &[],
        roster: &[],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: &[],
        aliases: &[],
    },
    EventInfo {
        id: EventId::Valorant,
        title: "Valorant",
        icon: "valorant",
        date: DATE,
        description: "Five-a-side tactical shooter: plant, defuse and outplay your rivals.",
        rules: ESPORTS_RULES,
        judging_criteria: "Rounds won; ties broken by the tournament format.",
        prizes: PRIZES,
        contacts: ESPORTS_CONTACTS,
        registration_open: false,
        registration_route: "/events/valorant",
        wizard: Wizard::None,
        categories: &[],
        roster: &[],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: &[],
        aliases: &[],
    },
    EventInfo {
        id: EventId::Freefire,
        title: "Free Fire",
        icon: "freefire",
        date: DATE,
        description: "Fast-paced battle royale: ten minutes, one island, one winning squad.",
        rules: ESPORTS_RULES,
        judging_criteria: "Placement and kill points across the matches.",
        prizes: PRIZES,
        contacts: ESPORTS_CONTACTS,
        registration_open: false,
        registration_route: "/events/freefire",
        wizard: Wizard::None,
        categories: &[],
        roster: &[],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: &[],
        aliases: &["free_fire"],
    },
    EventInfo {
        id: EventId::Athletics,
        title: "Athletics",
        icon: "athletics",
        date: DATE,
        description: "Track and field: sprints, middle and long distance, jumps, throws and relays.",
        rules: &[
            "Each athlete may enter at most 3 individual events and at most 2 relay events.",
            "A relay team has exactly 4 athletes.",
            "Every athlete needs a valid Aadhar ID; carry a college ID card to the venue.",
            "Events follow the rules of the Athletics Federation of India.",
        ],
        judging_criteria: "Times for track events and best valid attempts for field events.",
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/athletics",
        wizard: Wizard::Athletics,
        categories: MEN_WOMEN,
        roster: &[],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerHead,
        fees: fees!(men 700, women 700),
        aliases: &["athletic"],
    },
    EventInfo {
        id: EventId::Badminton,
        title: "Badminton",
        icon: "badminton",
        date: DATE,
        description: "Smashes, drops and drives: college teams compete in singles and doubles ties.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/badminton",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[CAPTAIN, VICE_CAPTAIN, players(1, 3)],
        roster_hint: Some("Men: 1 captain + 1 vice-captain + 3 players; Women: 1 captain + 1 vice-captain + 1 player."),
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 2500, women 1500),
        aliases: &[],
    },
    EventInfo {
        id: EventId::Basketball,
        title: "Basketball",
        icon: "basketball",
        date: DATE,
        description: "Full-court five-a-side basketball between the best college teams.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/basketball",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[CAPTAIN, VICE_CAPTAIN, players(5, 5), substitutes(7)],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 4800, women 4200),
        aliases: &[],
    },
    EventInfo {
        id: EventId::Cricket,
        title: "Cricket",
        icon: "cricket",
        date: DATE,
        description: "Limited-overs cricket under the lights of the fest: bring your best XI.",
        rules: &[
            "Each team must have a captain and a vice-captain.",
            "A squad has 11 to 18 players besides the captain and the vice-captain.",
            "A valid Aadhar ID is required for every player.",
            "College ID is optional but recommended.",
            "Matches follow the laws of cricket as adopted by the BCCI; the umpire's decision is final.",
        ],
        judging_criteria: "Runs scored; ties are resolved by a super over.",
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/cricket",
        wizard: Wizard::Team,
        categories: &[],
        // Wizard: players 11-18; the displayed rule text said 11-16. We keep 11-18 (see module docs).
        roster: &[CAPTAIN, VICE_CAPTAIN, players(11, 18)],
        roster_hint: None,
        college_id: true,
        player_roles: &["batsman", "bowler", "all-rounder", "wicket-keeper"],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(open 6500),
        aliases: &[],
    },
    EventInfo {
        id: EventId::Football,
        title: "Football",
        icon: "football",
        date: DATE,
        description: "Eleven-a-side football: the fest's most fiercely contested trophy.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/football",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[CAPTAIN, VICE_CAPTAIN, players(11, 14)],
        roster_hint: None,
        college_id: true,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 6500, women 3000),
        aliases: &[],
    },
    EventInfo {
        id: EventId::Kabaddi,
        title: "Kabaddi",
        icon: "kabaddi",
        date: DATE,
        description: "Raids, tackles and bonus points: India's own contact sport on the fest mat.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/kabbadi",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[CAPTAIN, VICE_CAPTAIN, players(7, 7), substitutes(4)],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 4000, women 2000),
        aliases: &["kabbadi"],
    },
    EventInfo {
        id: EventId::LawnTennis,
        title: "Lawn Tennis",
        icon: "lawn_tennis",
        date: DATE,
        description: "Singles and doubles rubbers decide the college tennis champions.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/lawn-tennis",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[players(2, 4)],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 1000, women 800),
        aliases: &["tennis"],
    },
    EventInfo {
        id: EventId::Squash,
        title: "Squash",
        icon: "squash",
        date: DATE,
        description: "Fast rallies in a glass box: team ties of best-of-five-game matches.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/squash",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[players(3, 4)],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 800, women 600),
        aliases: &[],
    },
    EventInfo {
        id: EventId::TableTennis,
        title: "Table Tennis",
        icon: "table_tennis",
        date: DATE,
        description: "Spin, speed and reflexes: college teams face off across the table.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/table_tennis",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[CAPTAIN, players(0, 3)],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 1500, women 1000),
        aliases: &["tt"],
    },
    EventInfo {
        id: EventId::Volleyball,
        title: "Volleyball",
        icon: "volleyball",
        date: DATE,
        description: "Bump, set, spike: best-of-three-set volleyball between college sides.",
        rules: TEAM_RULES_TAIL,
        judging_criteria: TEAM_JUDGING,
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/volleyball",
        wizard: Wizard::Team,
        categories: MEN_WOMEN,
        roster: &[CAPTAIN, VICE_CAPTAIN, players(3, 4), substitutes(6)],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(men 4800, women 4500),
        aliases: &[],
    },
    EventInfo {
        id: EventId::Weightlifting,
        title: "Weight Lifting",
        icon: "weightlifting",
        date: DATE,
        description: "Snatch and clean and jerk: lift your best across the weight categories.",
        rules: &[
            "Individual event: one athlete per registration.",
            "Weight categories from 56 kg to 105+ kg; athletes are weighed in before the event.",
            "A valid Aadhar ID is required.",
            "Lifts follow the rules of the International Weightlifting Federation.",
        ],
        judging_criteria: "Best successful snatch plus best successful clean and jerk in each weight category.",
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/weightlifting",
        wizard: Wizard::Team,
        categories: &[],
        roster: &[RoleField { title: "Athlete", field: "athlete", min: 1, max: 1 }],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(open 999),
        aliases: &["weight_lifting"],
    },
    EventInfo {
        id: EventId::Powerlifting,
        title: "Power Lifting",
        icon: "powerlifting",
        date: DATE,
        description: "Squat, bench press and deadlift: raw strength decides the winners.",
        rules: &[
            "Individual event: one athlete per registration.",
            "Athletes are weighed in before the event and compete in weight categories.",
            "A valid Aadhar ID is required.",
            "Lifts follow the rules of the International Powerlifting Federation.",
        ],
        judging_criteria: "Total of the best successful squat, bench press and deadlift in each weight category.",
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/powerlifting",
        wizard: Wizard::Team,
        categories: &[],
        roster: &[RoleField { title: "Athlete", field: "athlete", min: 1, max: 1 }],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(open 999),
        aliases: &["power_lifting"],
    },
    EventInfo {
        id: EventId::Chess,
        title: "Chess",
        icon: "chess",
        date: DATE,
        description: "Openings, tactics and endgames: team chess over the board.",
        rules: &[
            "Singles or doubles; doubles needs two players of the same college.",
            "A valid Aadhar ID is required.",
            "Standard rules with international federation (FIDE) regulations.",
            "Touch-move applies; the arbiter's decision is final.",
        ],
        judging_criteria: "Game points, then match points; ties broken by the tournament's tie-break system.",
        prizes: PRIZES,
        contacts: CONTACTS,
        registration_open: true,
        registration_route: "/events/chess",
        wizard: Wizard::Team,
        categories: &[],
        roster: &[CAPTAIN, players(4, 5)],
        roster_hint: None,
        college_id: false,
        player_roles: &[],
        fee_basis: FeeBasis::PerTeam,
        fees: fees!(open 249),
        aliases: &[],
    },
];

#[cfg(test)]
mod tests {

    #[test]
    fn spec_names_are_the_per_event_endpoints_of_spec_7_and_find_their_event() {
        // SPEC 7: "Per-event endpoints named in the product".
        let endpoints = [
            "cricket",
            "football",
            "basketball",
            "volleyball",
            "kabaddi",
            "badminton",
            "table_tennis",
            "lawn_tennis",
            "squash",
            "chess",
            "power_lifting",
            "weight_lifting",
            "athletics",
            "mr_infinito",
        ];
        for name in endpoints {
            let event = event_by_name(name).unwrap_or_else(|| panic!("{name} finds no event"));
            assert_eq!(event.id.spec_name(), name);
        }
        // SPEC 4's rule (title lower-cased, spaces to underscores) yields the same names where the title has
        // no punctuation.
        for event in events().iter().filter(|e| e.is_registrable() && !e.title.contains('.')) {
            assert_eq!(event.id.spec_name(), event.title.to_lowercase().replace(' ', "_"), "{}", event.title);
        }
    }

    use super::*;

    #[test]
    fn ids_round_trip_and_match_the_table() {
        assert_eq!(EVENTS.len(), EventId::ALL.len());
        for (i, id) in EventId::ALL.into_iter().enumerate() {
            assert_eq!(EVENTS[i].id, id);
            assert_eq!(id.event().id, id);
            assert_eq!(EventId::parse(id.as_str()), Some(id));
            assert_eq!(id.as_str().parse::<EventId>(), Ok(id));
            assert_eq!(serde_json::to_value(id).expect("serialises"), id.as_str());
            assert_eq!(id.to_string(), id.as_str());
        }
        let mut slugs: Vec<&str> = EventId::ALL.iter().map(|id| id.as_str()).collect();
        slugs.sort_unstable();
        assert_eq!(
            slugs,
            [
                "athletics",
                "badminton",
                "basketball",
                "bgmi",
                "chess",
                "codm",
                "cricket",
                "football",
                "freefire",
                "kabaddi",
                "lawn_tennis",
                "mr_infinito",
                "powerlifting",
                "squash",
                "table_tennis",
                "valorant",
                "volleyball",
                "weightlifting",
            ]
        );
        assert_eq!("nope".parse::<EventId>(), Err(UnknownEvent));
        assert_eq!(UnknownEvent.to_string(), UNKNOWN_EVENT);
        assert!(event("Cricket").is_none(), "slugs are exact");
    }

    #[test]
    fn open_and_closed_by_default() {
        let open: Vec<&str> = EVENTS.iter().filter(|e| e.registration_open).map(|e| e.id.as_str()).collect();
        assert_eq!(
            open,
            [
                "athletics",
                "badminton",
                "basketball",
                "cricket",
                "football",
                "kabaddi",
                "lawn_tennis",
                "squash",
                "table_tennis",
                "volleyball",
                "weightlifting",
                "powerlifting",
                "chess",
            ]
        );
        for closed in ["bgmi", "codm", "freefire", "valorant", "mr_infinito"] {
            assert!(!event(closed).is_some_and(|e| e.registration_open), "{closed}");
        }
    }

    #[test]
    fn routes_follow_the_spec_spellings() {
        let route = |id: EventId| id.event().registration_route;
        assert_eq!(route(EventId::TableTennis), "/events/table_tennis");
        assert_eq!(route(EventId::LawnTennis), "/events/lawn-tennis");
        assert_eq!(route(EventId::Kabaddi), "/events/kabbadi");
        assert_eq!(route(EventId::MrInfinito), "/events/mr-infinito");
        assert_eq!(route(EventId::Weightlifting), "/events/weightlifting");
        assert_eq!(route(EventId::Powerlifting), "/events/powerlifting");
        assert!(EVENTS.iter().all(|e| e.registration_route.starts_with("/events/")));
    }

    #[test]
    fn rosters_match_the_team_size_table() {
        let sizes = |id: EventId| -> Vec<(&str, u8, u8)> {
            id.event().roster.iter().map(|r| (r.field, r.min, r.max)).collect()
        };
        let cv = [("captain", 1, 1), ("viceCaptain", 1, 1)];
        assert_eq!(sizes(EventId::Cricket), [&cv[..], &[("players", 11, 18)]].concat());
        assert_eq!(sizes(EventId::Football), [&cv[..], &[("players", 11, 14)]].concat());
        assert_eq!(sizes(EventId::Basketball), [&cv[..], &[("players", 5, 5), ("substitutes", 0, 7)]].concat());
        assert_eq!(sizes(EventId::Volleyball), [&cv[..], &[("players", 3, 4), ("substitutes", 0, 6)]].concat());
        assert_eq!(sizes(EventId::Kabaddi), [&cv[..], &[("players", 7, 7), ("substitutes", 0, 4)]].concat());
        assert_eq!(sizes(EventId::Badminton), [&cv[..], &[("players", 1, 3)]].concat());
        assert_eq!(sizes(EventId::TableTennis), [("captain", 1, 1), ("players", 0, 3)]);
        assert_eq!(sizes(EventId::LawnTennis), [("players", 2, 4)]);
        assert_eq!(sizes(EventId::Squash), [("players", 3, 4)]);
        assert_eq!(sizes(EventId::Chess), [("captain", 1, 1), ("players", 4, 5)]);
        assert_eq!(sizes(EventId::Powerlifting), [("athlete", 1, 1)]);
        assert_eq!(sizes(EventId::Weightlifting), [("athlete", 1, 1)]);
        assert_eq!(sizes(EventId::MrInfinito), [("participant", 1, 1)]);
        for e in &EVENTS {
            assert!(e.roster.iter().all(|r| r.min <= r.max && r.max > 0), "{}", e.title);
        }
    }

    #[test]
    fn categories_college_ids_and_roles() {
        let with_categories: Vec<&str> = EVENTS.iter().filter(|e| e.has_categories()).map(|e| e.id.as_str()).collect();
        assert_eq!(
            with_categories,
            [
                "athletics",
                "badminton",
                "basketball",
                "football",
                "kabaddi",
                "lawn_tennis",
                "squash",
                "table_tennis",
                "volleyball",
            ]
        );
        let with_college_id: Vec<&str> = EVENTS.iter().filter(|e| e.college_id).map(|e| e.id.as_str()).collect();
        assert_eq!(with_college_id, ["mr_infinito", "cricket", "football"]);
        assert_eq!(EventId::Cricket.event().default_player_role(), Some("batsman"));
        assert_eq!(EventId::Football.event().default_player_role(), None);
        assert_eq!(Category::parse(" men "), Some(Category::Men));
        assert_eq!(Category::parse("WOMEN"), Some(Category::Women));
        assert_eq!(Category::parse("mixed"), None);
        assert_eq!(Category::Women.to_string(), "Women");
    }

    #[test]
    fn prizes_and_wizards() {
        for e in &EVENTS {
            let prizes: Vec<(&str, u64)> = e.prizes.iter().map(|p| (p.place, p.paise)).collect();
            assert_eq!(prizes, [("1st Place", 500_000), ("2nd Place", 300_000), ("3rd Place", 200_000)]);
            assert!(!e.rules.is_empty() && !e.contacts.is_empty() && !e.description.is_empty());
            assert_eq!(
                e.is_registrable(),
                !matches!(e.id, EventId::Bgmi | EventId::Codm | EventId::Freefire | EventId::Valorant)
            );
        }
        assert_eq!(rulebook_page(EventId::MrInfinito), "/rulebook/mr_infinito");
        assert_eq!(rulebook_pdf(EventId::Weightlifting), "/api/v1/events/weightlifting/rulebook.pdf");
        assert_eq!(
            Wizard::Team.steps().iter().map(|s| s.as_str()).collect::<Vec<_>>(),
            ["college", "team", "coach", "receipt"]
        );
        assert_eq!(
            Wizard::Athletics.steps().iter().map(|s| s.as_str()).collect::<Vec<_>>(),
            ["college", "coach", "athlete_captain", "individual_events", "relay_events", "receipt"]
        );
        for s in Step::ALL {
            assert_eq!(Step::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::to_value(s).expect("serialises"), s.as_str());
        }
        assert_eq!(CATALOGUE.default_event, EventId::Bgmi);
        assert_eq!(EventId::Cricket.event().role("players").map(|r| r.title), Some("Player"));
    }

    #[test]
    fn legacy_names() {
        assert_eq!(normalise_event_name("  Table Tennis "), "table_tennis");
        assert_eq!(normalise_event_name("Mr. Infinito"), "mr_infinito");
        assert_eq!(normalise_event_name("lawn-tennis"), "lawn_tennis");
        let id = |n: &str| event_by_name(n).map(|e| e.id);
        assert_eq!(id("athletic"), Some(EventId::Athletics));
        assert_eq!(id("Athletics"), Some(EventId::Athletics));
        assert_eq!(id("kabbadi"), Some(EventId::Kabaddi));
        assert_eq!(id("Weight Lifting"), Some(EventId::Weightlifting));
        assert_eq!(id("power_lifting"), Some(EventId::Powerlifting));
        assert_eq!(id("Free Fire"), Some(EventId::Freefire));
        assert_eq!(id("Lawn Tennis"), Some(EventId::LawnTennis));
        assert_eq!(id("ludo"), None);
        assert!(is_already_registered(&["Cricket", "athletic"], EventId::Athletics));
        assert!(!is_already_registered(&["Cricket"], EventId::Football));
    }

    #[test]
    fn catalogue_serialises() {
        let json = serde_json::to_value(CATALOGUE).expect("serialises");
        assert_eq!(json["events"].as_array().map(Vec::len), Some(18));
        assert_eq!(json["defaultEvent"], "bgmi");
        let cricket = &json["events"][8];
        assert_eq!(cricket["id"], "cricket");
        assert_eq!(cricket["fees"], serde_json::json!([{"paise": 650_000}]));
        assert_eq!(
            cricket["roster"][1],
            serde_json::json!({"title": "Vice-Captain", "field": "viceCaptain", "min": 1, "max": 1})
        );
        assert_eq!(cricket["feeBasis"], "per_team");
        assert!(cricket.get("rulebookUrl").is_none(), "where the rulebook is depends on the organisers");
        assert_eq!(json["athletics"]["maxIndividualEvents"], 3);
    }
}
