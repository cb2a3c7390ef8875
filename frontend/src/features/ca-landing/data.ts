/**
 * The CA landing page's content (SPEC 2.9 and 4). The coordinators' phone numbers are placeholders
 * until the organisers publish theirs.
 */
export const CA_PAGE = {
  title: 'Campus Ambassador',
  description:
    'Become an Infinito 2025 Campus Ambassador: an internship-like experience in leadership, marketing and event management, with certificates, goodies and perks.',
  presents: 'presents',
  heading: 'CAMPUS AMBASSADOR',
  tagline: 'Lead the fire on your campus.',
  nav: [
    { href: '#about', label: 'About' },
    { href: '#tasks', label: 'Tasks' },
    { href: '#faq', label: 'FAQ' },
    { href: '#contact', label: 'Contact' },
  ],
  partners: [
    { src: '/media/partner-crest.svg', alt: 'IIT Patna', width: 120, height: 120 },
    { src: '/media/logo.svg', alt: 'Infinito', width: 320, height: 96 },
  ],
} as const;

/** The hero's button and message (SPEC 4, word for word). */
export const HERO_ACTIONS = {
  apply: 'Apply',
  dashboard: 'CA Dashboard',
  received: 'We have received your application. Thank you!',
  loginFirst: 'Please login first to apply as a Campus Ambassador.',
} as const;

export const WHY_CA = {
  heading: 'Why CA',
  paragraphs: [
    'Being a Campus Ambassador is an internship-like experience in leadership, marketing and event management.',
    'You build skills and networks that last, represent your college at one of the biggest fests of the region, and earn certificates and perks along the way.',
  ],
} as const;

export interface TaskPanel {
  id: string;
  title: string;
  items: readonly string[];
}

export const TASKS = {
  heading: 'Tasks',
  lead: 'What you do, and what you get.',
  panels: [
    {
      id: 'responsibilities',
      title: 'Responsibilities',
      items: [
        'Bring active participation from the college community',
        'Share regular updates about the fest',
        'Represent the fest at college events',
        'Assist with coordination and on-the-day support',
      ],
    },
    {
      id: 'perks',
      title: 'Perks & Rewards',
      items: [
        'Certificate from the organisers',
        'Exclusive goodies and merchandise',
        'Letter of recommendation and recognition for top CAs',
        'Networking with peers from top colleges',
      ],
    },
  ] satisfies TaskPanel[],
} as const;

export const CA_CONTACTS = [
  { name: 'CA Coordinator', phone: '+91 00000 00001' },
  { name: 'CA Co-coordinator', phone: '+91 00000 00002' },
] as const;

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ = {
  heading: 'Infinito 2025 - Campus Ambassador FAQ',
  entries: [
    {
      question: 'What is the aim of the Campus Ambassador programme?',
      answer:
        'To bring students from colleges all over India to Infinito. Ambassadors are the voice of the fest on their campus: they spread the word, rally teams and help us make the fest bigger every year.',
    },
    {
      question: 'Who is eligible to apply?',
      answer:
        'Any student enrolled in a college or university in India, in any year of study, who enjoys sports, people and getting things done.',
    },
    {
      question: 'How do I register?',
      answer:
        'Log in or sign up on this site, then press Apply at the top of this page and fill in the Campus Ambassador form. We review every application and let you know the result.',
    },
    {
      question: 'What are the roles and responsibilities of a Campus Ambassador?',
      answer:
        'Bring active participation from your college community, share regular updates about the fest, represent the fest at college events, and assist with coordination and on-the-day support.',
    },
    {
      question: 'What rewards do Campus Ambassadors get?',
      answer:
        'A certificate from the organisers, exclusive goodies and merchandise, a letter of recommendation and recognition for top CAs, and networking with peers from top colleges.',
    },
    {
      question: 'Whom do I contact with questions?',
      answer: `Call the CA team: ${CA_CONTACTS.map((c) => `${c.name}, ${c.phone}`).join('; ')}.`,
    },
  ] satisfies FaqEntry[],
} as const;

export const CONTACT = {
  heading: 'Contact the CA team',
  lead: 'Questions about the programme? Talk to the CA team.',
} as const;
