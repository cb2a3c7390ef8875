/**
 * The team (SPEC 2.6). The names are placeholders until the organisers publish the real team; a
 * member without `photo` gets an initials avatar. Put real photos under public/media/team/ and set
 * `photo` to their path.
 */
export interface Member {
  name: string;
  position: string;
  photo?: string;
  /** A seat not filled yet: drawn as a silhouette. */
  placeholder?: boolean;
}

export interface RoleGroup {
  title: string;
  members: readonly Member[];
}

export const TEAM_PAGE = {
  heading: 'Legacy 2024 Team',
  lead: 'The students who plan, build and run the fest.',
  description:
    'Meet the Infinito team: coordinators of media, design, sponsorship, events, web development, registration, e-sports and hospitality.',
} as const;

/** The role groups of /aboutUs, in order. */
export const ROLE_GROUPS: readonly RoleGroup[] = [
  {
    title: 'Overall Fest Coordinator',
    members: [{ name: 'Aarav Sinha', position: 'Overall Fest Coordinator' }],
  },
  {
    title: 'Managing Lead',
    members: [
      { name: 'Priya Raj', position: 'Managing Lead' },
      { name: 'Kunal Verma', position: 'Managing Lead' },
    ],
  },
  {
    title: 'Media & Public Relations',
    members: [
      { name: 'Sneha Kumari', position: 'Head, Media & PR' },
      { name: 'Rohit Anand', position: 'Public Relations Lead' },
      { name: 'Ishita Jha', position: 'Social Media Lead' },
    ],
  },
  {
    title: 'Creatives & Design',
    members: [
      { name: 'Aditya Mishra', position: 'Head, Creatives & Design' },
      { name: 'Tanvi Singh', position: 'Design Lead' },
    ],
  },
  {
    title: 'TV Team',
    members: [
      { name: 'Harsh Vardhan', position: 'Head, TV Team' },
      { name: 'Neha Prasad', position: 'Video Lead' },
    ],
  },
  {
    title: 'Sponsorship',
    members: [
      { name: 'Vikram Choudhary', position: 'Head, Sponsorship' },
      { name: 'Ananya Gupta', position: 'Sponsorship Lead' },
      { name: 'Rahul Pandey', position: 'Sponsorship Lead' },
    ],
  },
  {
    title: 'Events & Management',
    members: [
      { name: 'Saurabh Kumar', position: 'Head, Events & Management' },
      { name: 'Pooja Bharti', position: 'Events Lead' },
      { name: 'Manish Yadav', position: 'Operations Lead' },
      { name: 'Ritika Shah', position: 'Logistics Lead' },
    ],
  },
  {
    title: 'Web Development',
    members: [
      { name: 'Abhishek Ranjan', position: 'Head, Web Development' },
      { name: 'Shreya Tiwari', position: 'Web Lead' },
    ],
  },
  {
    title: 'Registration',
    members: [{ name: 'Deepak Thakur', position: 'Head, Registration' }],
  },
  {
    title: 'E-sports',
    members: [
      { name: 'Nikhil Roy', position: 'Head, E-sports' },
      { name: 'Karan Mehta', position: 'E-sports Lead' },
    ],
  },
  {
    title: 'Hospitality',
    members: [
      { name: 'Simran Kaur', position: 'Head, Hospitality' },
      { name: 'Aman Dubey', position: 'Hospitality Lead' },
    ],
  },
];

export const DEPARTMENTS_PAGE = {
  heading: 'Our Departments',
  lead: 'Scroll over the list, or use the arrow keys, to move between departments.',
  description: 'The departments of the Infinito team and their members.',
  selectorLabel: 'Departments',
} as const;

export interface Department {
  id: string;
  title: string;
  blurb: string;
  members: readonly Member[];
}

const placeholders = (title: string): Member[] =>
  ['Head', 'Lead', 'Member'].map((role) => ({
    name: 'To be announced',
    position: `${role}, ${title}`,
    placeholder: true,
  }));

const department = (id: string, title: string, blurb: string): Department => ({
  id,
  title,
  blurb,
  members: placeholders(title),
});

/** The departments of /aboutUs2, with placeholder members (SPEC 2.6). */
export const DEPARTMENTS: readonly Department[] = [
  department(
    'coordinators',
    'Coordinators',
    'Steer the fest from the first plan to the closing night.',
  ),
  department('marketing', 'Marketing', 'Spread the word to campuses across the country.'),
  department('events', 'Events', 'Schedule, referee and run every contest.'),
  department('registration', 'Registration', 'Welcome the teams and keep the entries in order.'),
  department('media', 'Media', 'Tell the story of the fest in posts, photos and press.'),
  department('tv', 'TV', 'Film, edit and stream the action.'),
  department('sports', 'Sports', 'Look after the grounds, the kit and the athletes.'),
  department('creative', 'Creative', 'Design the look of the fest, from posters to stages.'),
  department('development', 'Development', 'Build the website and the registration system.'),
  department('hospitality', 'Hospitality', 'House, feed and guide our guests.'),
];
