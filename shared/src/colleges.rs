//! The college directory (SPEC 3): institutions with name and address ("City, State"), IIT Patna first,
//! then IITs, NITs, IIITs, IIMs, AIIMS, other well-known engineering, management and medical institutes,
//! and Patna and other Bihar colleges. The wizard appends [`OTHER`] for free-text entry.

use serde::Serialize;

/// One institution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct College {
    /// Full name.
    pub name: &'static str,
    /// "City, State".
    pub address: &'static str,
}

/// The dropdown option that reveals free-text name and address fields.
pub const OTHER: &str = "Other";

/// The directory as the wizard uses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CollegeDirectory {
    /// The institutions, in dropdown order.
    pub colleges: &'static [College],
    /// The label of the free-text option appended after them ("Other").
    pub other: &'static str,
}

/// The directory.
pub const DIRECTORY: CollegeDirectory = CollegeDirectory { colleges: COLLEGES, other: OTHER };

/// The college named exactly `name` (case-insensitive, trimmed).
pub fn find(name: &str) -> Option<&'static College> {
    let name = name.trim();
    COLLEGES.iter().find(|c| c.name.eq_ignore_ascii_case(name))
}

/// The institutions.
pub const COLLEGES: &[College] = &[
    College { name: "Indian Institute of Technology Patna", address: "Patna, Bihar" },
    College { name: "Indian Institute of Technology Bombay", address: "Mumbai, Maharashtra" },
    College { name: "Indian Institute of Technology Delhi", address: "New Delhi, Delhi" },
    College { name: "Indian Institute of Technology Madras", address: "Chennai, Tamil Nadu" },
    College { name: "Indian Institute of Technology Kanpur", address: "Kanpur, Uttar Pradesh" },
    College { name: "Indian Institute of Technology Kharagpur", address: "Kharagpur, West Bengal" },
    College { name: "Indian Institute of Technology Roorkee", address: "Roorkee, Uttarakhand" },
    College { name: "Indian Institute of Technology Guwahati", address: "Guwahati, Assam" },
    College { name: "Indian Institute of Technology Hyderabad", address: "Hyderabad, Telangana" },
    College { name: "Indian Institute of Technology (BHU) Varanasi", address: "Varanasi, Uttar Pradesh" },
    College { name: "Indian Institute of Technology (ISM) Dhanbad", address: "Dhanbad, Jharkhand" },
    College { name: "Indian Institute of Technology Indore", address: "Indore, Madhya Pradesh" },
    College { name: "Indian Institute of Technology Bhubaneswar", address: "Bhubaneswar, Odisha" },
    College { name: "Indian Institute of Technology Gandhinagar", address: "Gandhinagar, Gujarat" },
    College { name: "Indian Institute of Technology Ropar", address: "Rupnagar, Punjab" },
    College { name: "Indian Institute of Technology Jodhpur", address: "Jodhpur, Rajasthan" },
    College { name: "Indian Institute of Technology Mandi", address: "Mandi, Himachal Pradesh" },
    College { name: "Indian Institute of Technology Tirupati", address: "Tirupati, Andhra Pradesh" },
    College { name: "Indian Institute of Technology Palakkad", address: "Palakkad, Kerala" },
    College { name: "Indian Institute of Technology Bhilai", address: "Bhilai, Chhattisgarh" },
    College { name: "Indian Institute of Technology Goa", address: "Ponda, Goa" },
    College { name: "Indian Institute of Technology Jammu", address: "Jammu, Jammu and Kashmir" },
    College { name: "Indian Institute of Technology Dharwad", address: "Dharwad, Karnataka" },
    College { name: "National Institute of Technology Patna", address: "Patna, Bihar" },
    College { name: "National Institute of Technology Tiruchirappalli", address: "Tiruchirappalli, Tamil Nadu" },
    College { name: "National Institute of Technology Karnataka, Surathkal", address: "Mangaluru, Karnataka" },
    College { name: "National Institute of Technology Warangal", address: "Warangal, Telangana" },
    College { name: "National Institute of Technology Rourkela", address: "Rourkela, Odisha" },
    College { name: "National Institute of Technology Calicut", address: "Kozhikode, Kerala" },
    College { name: "Visvesvaraya National Institute of Technology", address: "Nagpur, Maharashtra" },
    College { name: "Malaviya National Institute of Technology", address: "Jaipur, Rajasthan" },
    College { name: "Motilal Nehru National Institute of Technology", address: "Prayagraj, Uttar Pradesh" },
    College { name: "National Institute of Technology Kurukshetra", address: "Kurukshetra, Haryana" },
    College { name: "National Institute of Technology Durgapur", address: "Durgapur, West Bengal" },
    College { name: "Sardar Vallabhbhai National Institute of Technology", address: "Surat, Gujarat" },
    College { name: "Maulana Azad National Institute of Technology", address: "Bhopal, Madhya Pradesh" },
    College { name: "National Institute of Technology Jamshedpur", address: "Jamshedpur, Jharkhand" },
    College { name: "National Institute of Technology Silchar", address: "Silchar, Assam" },
    College { name: "Dr B R Ambedkar National Institute of Technology", address: "Jalandhar, Punjab" },
    College { name: "National Institute of Technology Raipur", address: "Raipur, Chhattisgarh" },
    College { name: "National Institute of Technology Agartala", address: "Agartala, Tripura" },
    College { name: "National Institute of Technology Delhi", address: "New Delhi, Delhi" },
    College { name: "International Institute of Information Technology Hyderabad", address: "Hyderabad, Telangana" },
    College { name: "International Institute of Information Technology Bangalore", address: "Bengaluru, Karnataka" },
    College { name: "Indraprastha Institute of Information Technology Delhi", address: "New Delhi, Delhi" },
    College { name: "Indian Institute of Information Technology Allahabad", address: "Prayagraj, Uttar Pradesh" },
    College {
        name: "ABV-Indian Institute of Information Technology and Management Gwalior",
        address: "Gwalior, Madhya Pradesh",
    },
    College {
        name: "PDPM Indian Institute of Information Technology, Design and Manufacturing Jabalpur",
        address: "Jabalpur, Madhya Pradesh",
    },
    College { name: "Indian Institute of Information Technology Bhagalpur", address: "Bhagalpur, Bihar" },
    College { name: "Indian Institute of Information Technology Guwahati", address: "Guwahati, Assam" },
    College { name: "Indian Institute of Information Technology Lucknow", address: "Lucknow, Uttar Pradesh" },
    College { name: "Indian Institute of Information Technology Ranchi", address: "Ranchi, Jharkhand" },
    College { name: "Indian Institute of Management Ahmedabad", address: "Ahmedabad, Gujarat" },
    College { name: "Indian Institute of Management Bangalore", address: "Bengaluru, Karnataka" },
    College { name: "Indian Institute of Management Calcutta", address: "Kolkata, West Bengal" },
    College { name: "Indian Institute of Management Lucknow", address: "Lucknow, Uttar Pradesh" },
    College { name: "Indian Institute of Management Kozhikode", address: "Kozhikode, Kerala" },
    College { name: "Indian Institute of Management Indore", address: "Indore, Madhya Pradesh" },
    College { name: "Indian Institute of Management Bodh Gaya", address: "Bodh Gaya, Bihar" },
    College { name: "Indian Institute of Management Ranchi", address: "Ranchi, Jharkhand" },
    College { name: "Indian Institute of Management Shillong", address: "Shillong, Meghalaya" },
    College { name: "All India Institute of Medical Sciences New Delhi", address: "New Delhi, Delhi" },
    College { name: "All India Institute of Medical Sciences Patna", address: "Patna, Bihar" },
    College { name: "All India Institute of Medical Sciences Bhubaneswar", address: "Bhubaneswar, Odisha" },
    College { name: "All India Institute of Medical Sciences Jodhpur", address: "Jodhpur, Rajasthan" },
    College { name: "All India Institute of Medical Sciences Bhopal", address: "Bhopal, Madhya Pradesh" },
    College { name: "Indian Institute of Science", address: "Bengaluru, Karnataka" },
    College { name: "Birla Institute of Technology and Science, Pilani", address: "Pilani, Rajasthan" },
    College { name: "Birla Institute of Technology, Mesra", address: "Ranchi, Jharkhand" },
    College { name: "Birla Institute of Technology, Patna Campus", address: "Patna, Bihar" },
    College { name: "Delhi Technological University", address: "New Delhi, Delhi" },
    College { name: "Netaji Subhas University of Technology", address: "New Delhi, Delhi" },
    College { name: "Jadavpur University", address: "Kolkata, West Bengal" },
    College { name: "Indian Institute of Engineering Science and Technology, Shibpur", address: "Howrah, West Bengal" },
    College { name: "Anna University", address: "Chennai, Tamil Nadu" },
    College { name: "Vellore Institute of Technology", address: "Vellore, Tamil Nadu" },
    College { name: "SRM Institute of Science and Technology", address: "Chennai, Tamil Nadu" },
    College { name: "Manipal Institute of Technology", address: "Manipal, Karnataka" },
    College { name: "College of Engineering Pune (COEP Technological University)", address: "Pune, Maharashtra" },
    College { name: "Veermata Jijabai Technological Institute", address: "Mumbai, Maharashtra" },
    College { name: "Thapar Institute of Engineering and Technology", address: "Patiala, Punjab" },
    College { name: "PSG College of Technology", address: "Coimbatore, Tamil Nadu" },
    College { name: "R. V. College of Engineering", address: "Bengaluru, Karnataka" },
    College { name: "Jamia Millia Islamia", address: "New Delhi, Delhi" },
    College { name: "Aligarh Muslim University", address: "Aligarh, Uttar Pradesh" },
    College { name: "Kalinga Institute of Industrial Technology", address: "Bhubaneswar, Odisha" },
    College { name: "XLRI - Xavier School of Management", address: "Jamshedpur, Jharkhand" },
    College { name: "Faculty of Management Studies, University of Delhi", address: "New Delhi, Delhi" },
    College { name: "Christian Medical College", address: "Vellore, Tamil Nadu" },
    College { name: "Maulana Azad Medical College", address: "New Delhi, Delhi" },
    College { name: "Patna University", address: "Patna, Bihar" },
    College { name: "Patna Science College", address: "Patna, Bihar" },
    College { name: "Patna Women's College", address: "Patna, Bihar" },
    College { name: "A. N. College", address: "Patna, Bihar" },
    College { name: "B. N. College", address: "Patna, Bihar" },
    College { name: "College of Commerce, Arts and Science", address: "Patna, Bihar" },
    College { name: "Patna Medical College and Hospital", address: "Patna, Bihar" },
    College { name: "Nalanda Medical College and Hospital", address: "Patna, Bihar" },
    College { name: "Indira Gandhi Institute of Medical Sciences", address: "Patna, Bihar" },
    College { name: "Chanakya National Law University", address: "Patna, Bihar" },
    College { name: "Chandragupt Institute of Management Patna", address: "Patna, Bihar" },
    College { name: "Aryabhatta Knowledge University", address: "Patna, Bihar" },
    College { name: "National Institute of Fashion Technology Patna", address: "Patna, Bihar" },
    College { name: "Netaji Subhas Institute of Technology, Bihta", address: "Patna, Bihar" },
    College { name: "Amity University Patna", address: "Patna, Bihar" },
    College { name: "Bakhtiyarpur College of Engineering", address: "Bakhtiyarpur, Bihar" },
    College { name: "Muzaffarpur Institute of Technology", address: "Muzaffarpur, Bihar" },
    College { name: "Bhagalpur College of Engineering", address: "Bhagalpur, Bihar" },
    College { name: "Gaya College of Engineering", address: "Gaya, Bihar" },
    College { name: "Darbhanga College of Engineering", address: "Darbhanga, Bihar" },
    College { name: "Motihari College of Engineering", address: "Motihari, Bihar" },
    College { name: "Nalanda College of Engineering", address: "Chandi, Bihar" },
    College { name: "Loknayak Jai Prakash Institute of Technology", address: "Chhapra, Bihar" },
    College { name: "Sershah Engineering College", address: "Sasaram, Bihar" },
    College { name: "Darbhanga Medical College and Hospital", address: "Darbhanga, Bihar" },
    College { name: "Sri Krishna Medical College and Hospital", address: "Muzaffarpur, Bihar" },
    College { name: "Anugrah Narayan Magadh Medical College and Hospital", address: "Gaya, Bihar" },
    College { name: "Jawaharlal Nehru Medical College, Bhagalpur", address: "Bhagalpur, Bihar" },
    College { name: "Central University of South Bihar", address: "Gaya, Bihar" },
    College { name: "Nalanda University", address: "Rajgir, Bihar" },
    College { name: "Magadh University", address: "Bodh Gaya, Bihar" },
    College { name: "Dr. Rajendra Prasad Central Agricultural University", address: "Pusa, Bihar" },
    College { name: "Bihar Agricultural University", address: "Sabour, Bihar" },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directory() {
        assert!((110..=130).contains(&COLLEGES.len()), "about 120 institutions: {}", COLLEGES.len());
        assert_eq!(COLLEGES[0].name, "Indian Institute of Technology Patna");
        assert_eq!(COLLEGES[0].address, "Patna, Bihar");
        for c in COLLEGES {
            let parts: Vec<&str> = c.address.split(", ").collect();
            assert_eq!(parts.len(), 2, "{}: address is City, State", c.name);
            assert!(parts.iter().all(|p| !p.trim().is_empty()));
            assert_eq!(c.name.trim(), c.name);
        }
        let mut names: Vec<&str> = COLLEGES.iter().map(|c| c.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COLLEGES.len(), "no duplicates");
        assert!(COLLEGES.iter().filter(|c| c.address.ends_with("Bihar")).count() >= 30);
        assert_eq!(find(" indian institute of technology patna ").map(|c| c.address), Some("Patna, Bihar"));
        assert!(find(OTHER).is_none());
        assert_eq!(DIRECTORY.other, "Other");
    }
}
