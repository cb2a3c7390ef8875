//! The fest's identity, in one place: shown in the footer, the page titles, the payment widget and e-mails.

use serde::Serialize;

/// A link to one of the organisers' social profiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SocialLink {
    /// Stable key for the icon: `facebook`, `x`, `linkedin`, `instagram`, `youtube`.
    pub network: &'static str,
    /// Display label.
    pub label: &'static str,
    /// Profile address.
    pub url: &'static str,
}

/// Who and what the fest is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct FestInfo {
    /// "Infinito".
    pub name: &'static str,
    /// The edition's year, 2025 (home page title, payment widget name, copyright).
    pub year: u16,
    /// The fest's dates as display text.
    pub dates: &'static str,
    /// The last day of the fest (ISO 8601); until it is over, an account with a paid registration cannot be
    /// deleted.
    pub last_day: &'static str,
    /// Footer tagline (SPEC 1, word for word).
    pub tagline: &'static str,
    /// The host institute.
    pub institute: &'static str,
    /// Postal address (footer and home contact section).
    pub address: &'static str,
    /// Contact phone (placeholder until the organisers publish one).
    pub phone: &'static str,
    /// Contact e-mail (placeholder until the organisers publish one).
    pub email: &'static str,
    /// Footer copyright year.
    pub copyright_year: u16,
    /// The five social profiles, in footer order: Facebook, X, LinkedIn, Instagram, YouTube.
    pub socials: &'static [SocialLink],
    /// The messaging channel approved campus ambassadors are asked to join (CA dashboard).
    pub ca_channel_url: &'static str,
}

impl FestInfo {
    /// "Infinito 2025": page titles and the payment widget's display name.
    pub fn title(&self) -> String {
        format!("{} {}", self.name, self.year)
    }
}

/// Placeholder phone number used for the fest and for organiser contact lines.
pub const PHONE_PLACEHOLDER: &str = "+91 00000 00000";

/// The fest's identity.
///
/// Dates: the spec's static event data reads 20/2/2024 - 22/2/2024 while the home page says 2025; we keep
/// the day and month and use the 2025 edition's year everywhere (SPEC 1 and 9 leave this unreconciled).
/// The social and channel links below are placeholders for the organisers' real profiles.
pub const FEST: FestInfo = FestInfo {
    name: "Infinito",
    year: 2025,
    dates: "20/2/2025 - 22/2/2025",
    last_day: "2025-02-22",
    tagline: "Everyone has the FIRE but the CHAMPIONS know when to ignite the spark.",
    institute: "Indian Institute of Technology Patna",
    address: "Indian Institute of Technology Patna, Bihta, Patna, Bihar 801106",
    phone: PHONE_PLACEHOLDER,
    email: "infinito@example.org",
    copyright_year: 2025,
    socials: &[
        SocialLink { network: "facebook", label: "Facebook", url: "https://www.facebook.com/infinito.iitp" },
        SocialLink { network: "x", label: "X", url: "https://x.com/infinito_iitp" },
        SocialLink { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/infinito-iitp" },
        SocialLink { network: "instagram", label: "Instagram", url: "https://www.instagram.com/infinito.iitp" },
        SocialLink { network: "youtube", label: "YouTube", url: "https://www.youtube.com/@infinito.iitp" },
    ],
    ca_channel_url: "https://whatsapp.com/channel/infinito-ca",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity() {
        assert_eq!(FEST.name, "Infinito");
        assert_eq!(FEST.year, 2025);
        assert_eq!(FEST.copyright_year, 2025);
        assert_eq!(FEST.title(), "Infinito 2025");
        assert_eq!(FEST.tagline, "Everyone has the FIRE but the CHAMPIONS know when to ignite the spark.");
        assert!(FEST.address.contains("Bihta") && FEST.address.contains("Patna") && FEST.address.contains("Bihar"));
        let networks: Vec<&str> = FEST.socials.iter().map(|s| s.label).collect();
        assert_eq!(networks, ["Facebook", "X", "LinkedIn", "Instagram", "YouTube"]);
        assert!(FEST.socials.iter().all(|s| s.url.starts_with("https://")));
        assert!(FEST.ca_channel_url.starts_with("https://"));
    }

    #[test]
    fn serialises_camel_case() {
        let json = serde_json::to_value(FEST).expect("serialises");
        assert_eq!(json["name"], "Infinito");
        assert_eq!(json["copyrightYear"], 2025);
        assert_eq!(json["socials"][0]["network"], "facebook");
        assert!(json["caChannelUrl"].is_string());
    }
}
