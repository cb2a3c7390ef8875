//! Athletics as catalogue data: the individual and relay event lists per category and the wizard's limits.
//! The athletics wizard's rules are in [`crate::registration::athletics`].
//!
//! Mixed relay: the spec lists "4x100m (Mixed)" as the only mixed relay and says nothing about who may
//! enter it. A person carries no gender, so we offer it to both categories: a Men or a Women registration
//! may select it alongside its own relays, within the limit of 2 relay events.

use serde::Serialize;

use crate::catalogue::Category;

/// One category's events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CategoryEvents {
    /// Individual events.
    pub individual: &'static [&'static str],
    /// Relay events of this category (the mixed relay is listed separately).
    pub relay: &'static [&'static str],
}

/// Athletics' event lists and limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct AthleticsRules {
    /// At most this many individual events (3).
    pub max_individual_events: u8,
    /// At most this many relay events (2).
    pub max_relay_events: u8,
    /// Runners per relay team (4).
    pub relay_team_size: u8,
    /// Fee per head in paise (700 rupees).
    pub fee_per_head_paise: u64,
    /// Men's events.
    pub men: CategoryEvents,
    /// Women's events.
    pub women: CategoryEvents,
    /// Mixed relays ("4x100m (Mixed)").
    pub mixed_relay: &'static [&'static str],
    /// Categories that may enter the mixed relays (both).
    pub mixed_relay_categories: &'static [Category],
}

/// The athletics rules (SPEC 5, event names spelled as there, including "Discuss Throw").
pub const RULES: AthleticsRules = AthleticsRules {
    max_individual_events: 3,
    max_relay_events: 2,
    relay_team_size: 4,
    fee_per_head_paise: 70_000,
    men: CategoryEvents {
        individual: &["100m", "200m", "400m", "800m", "1500m", "5000m", "Long Jump", "Discuss Throw", "Shotput"],
        relay: &["4x100m", "4x400m"],
    },
    women: CategoryEvents { individual: &["100m", "200m", "400m", "800m", "Shotput"], relay: &["4x100m"] },
    mixed_relay: &["4x100m (Mixed)"],
    mixed_relay_categories: &Category::ALL,
};

/// The field events: thrown or jumped for distance, not run in lanes, so not drawn into heats.
pub const FIELD_EVENTS: &[&str] = &["Long Jump", "Discuss Throw", "Shotput"];

/// Whether an athletics event is run in lanes (a race or a relay), so drawn into heats and a final.
pub fn is_race(discipline: &str) -> bool {
    !FIELD_EVENTS.contains(&discipline)
}

impl AthleticsRules {
    /// The category's events.
    pub const fn events(&self, category: Category) -> &CategoryEvents {
        match category {
            Category::Men => &self.men,
            Category::Women => &self.women,
        }
    }

    /// Individual events open to `category`.
    pub fn individual_events(&self, category: Category) -> &'static [&'static str] {
        self.events(category).individual
    }

    /// Relay events open to `category`: its own, then the mixed relay.
    pub fn relay_events(&self, category: Category) -> Vec<&'static str> {
        let mut out = self.events(category).relay.to_vec();
        if self.mixed_relay_categories.contains(&category) {
            out.extend_from_slice(self.mixed_relay);
        }
        out
    }

    /// Individual events open to `category`; with no category, those of any category.
    pub fn allowed_individual(&self, category: Option<Category>) -> Vec<&'static str> {
        match category {
            Some(c) => self.individual_events(c).to_vec(),
            None => union(Category::ALL.iter().map(|&c| self.individual_events(c).to_vec())),
        }
    }

    /// Relay events open to `category` (the mixed relay included); with no category, those of any category.
    pub fn allowed_relay(&self, category: Option<Category>) -> Vec<&'static str> {
        match category {
            Some(c) => self.relay_events(c),
            None => union(Category::ALL.iter().map(|&c| self.relay_events(c))),
        }
    }
}

fn union(lists: impl Iterator<Item = Vec<&'static str>>) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for name in lists.flatten() {
        if !out.contains(&name) {
            out.push(name);
        }
    }
    out
}
