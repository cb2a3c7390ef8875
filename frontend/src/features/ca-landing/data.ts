/**
 * The CA landing page's content (SPEC 2.9 and 4). The coordinators' phone numbers are placeholders
 * until the organisers publish theirs. Every text is read from the page's catalogue (./i18n.ts)
 * when it is drawn, so it is in the active language (the components draw again when it changes);
 * names (IIT Patna, Infinito) stay as they are.
 */
import { i18n } from './i18n';

/* eslint-disable lingui/no-unlocalized-strings -- anchors, files and names */
export const CA_PAGE = {
  get title() {
    return i18n._('ca-landing.page.title');
  },
  get description() {
    return i18n._('ca-landing.page.description');
  },
  get portal() {
    return i18n._('ca-landing.page.portal');
  },
  get sections() {
    return i18n._('ca-landing.page.sections');
  },
  get presents() {
    return i18n._('ca-landing.hero.presents');
  },
  get heading() {
    return i18n._('ca-landing.hero.heading');
  },
  get tagline() {
    return i18n._('ca-landing.hero.tagline');
  },
  get nav() {
    return [
      { href: '#about', label: i18n._('ca-landing.nav.about') },
      { href: '#tasks', label: i18n._('ca-landing.nav.tasks') },
      { href: '#faq', label: i18n._('ca-landing.nav.faq') },
      { href: '#contact', label: i18n._('ca-landing.nav.contact') },
    ];
  },
  partners: [
    { src: '/media/partner-crest.svg', alt: 'IIT Patna', width: 120, height: 120 },
    { src: '/media/logo.svg', alt: 'Infinito', width: 320, height: 96 },
  ],
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The hero's button and message (SPEC 4, word for word in English). */
export const HERO_ACTIONS = {
  get apply() {
    return i18n._('ca-landing.hero.apply');
  },
  get dashboard() {
    return i18n._('ca-landing.hero.dashboard');
  },
  get received() {
    return i18n._('ca-landing.hero.received');
  },
  get loginFirst() {
    return i18n._('ca-landing.hero.loginFirst');
  },
};

export const WHY_CA = {
  get heading() {
    return i18n._('ca-landing.why.heading');
  },
  get paragraphs() {
    return [i18n._('ca-landing.why.experience'), i18n._('ca-landing.why.skills')];
  },
};

export interface TaskPanel {
  id: string;
  title: string;
  items: readonly string[];
}

export const TASKS = {
  get heading() {
    return i18n._('ca-landing.tasks.heading');
  },
  get lead() {
    return i18n._('ca-landing.tasks.lead');
  },
  get panels(): TaskPanel[] {
    return [
      {
        id: 'responsibilities',
        title: i18n._('ca-landing.tasks.responsibilities'),
        items: [
          i18n._('ca-landing.tasks.participation'),
          i18n._('ca-landing.tasks.updates'),
          i18n._('ca-landing.tasks.represent'),
          i18n._('ca-landing.tasks.assist'),
        ],
      },
      {
        id: 'perks',
        title: i18n._('ca-landing.tasks.perks'),
        items: [
          i18n._('ca-landing.tasks.certificate'),
          i18n._('ca-landing.tasks.goodies'),
          i18n._('ca-landing.tasks.recommendation'),
          i18n._('ca-landing.tasks.networking'),
        ],
      },
    ];
  },
};

/** The coordinators to call (their titles in the active language). */
export const CA_CONTACTS = [
  {
    get name() {
      return i18n._('ca-landing.contact.coordinator');
    },
    phone: '+91 00000 00001',
  },
  {
    get name() {
      return i18n._('ca-landing.contact.coCoordinator');
    },
    phone: '+91 00000 00002',
  },
] as const;

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ = {
  get heading() {
    return i18n._('ca-landing.faq.heading');
  },
  get entries(): FaqEntry[] {
    return [
      {
        question: i18n._('ca-landing.faq.aimQuestion'),
        answer: i18n._('ca-landing.faq.aimAnswer'),
      },
      {
        question: i18n._('ca-landing.faq.eligibleQuestion'),
        answer: i18n._('ca-landing.faq.eligibleAnswer'),
      },
      {
        question: i18n._('ca-landing.faq.registerQuestion'),
        answer: i18n._('ca-landing.faq.registerAnswer'),
      },
      {
        question: i18n._('ca-landing.faq.rolesQuestion'),
        answer: i18n._('ca-landing.faq.rolesAnswer'),
      },
      {
        question: i18n._('ca-landing.faq.rewardsQuestion'),
        answer: i18n._('ca-landing.faq.rewardsAnswer'),
      },
      {
        question: i18n._('ca-landing.faq.contactQuestion'),
        answer: i18n._('ca-landing.faq.contactAnswer', {
          contacts: CA_CONTACTS.map((c) => `${c.name}, ${c.phone}`).join('; '),
        }),
      },
    ];
  },
};

export const CONTACT = {
  get heading() {
    return i18n._('ca-landing.contact.heading');
  },
  get lead() {
    return i18n._('ca-landing.contact.lead');
  },
  get email() {
    return i18n._('ca-landing.contact.email');
  },
};
