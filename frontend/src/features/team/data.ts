/**
 * The team (SPEC 2.6). The names are placeholders until the organisers publish the real team; a
 * member without `photo` gets an initials avatar. Put real photos under public/media/team/ and set
 * `photo` to their path. The role groups, positions and departments are read from the team's
 * catalogue (./i18n.ts) each time they are drawn, so they are in the active language; the people's
 * names stay as they are.
 */
import { i18n } from './i18n';

export interface Member {
  name: string;
  /** In the active language. */
  position: string;
  photo?: string;
  /** A seat not filled yet: drawn as a silhouette. */
  placeholder?: boolean;
}

export interface RoleGroup {
  /** Stable whatever the language (the section's id). */
  id: string;
  /** In the active language. */
  title: string;
  members: readonly Member[];
}

/** The page's texts, as keys of the team's catalogue (translated where they are drawn). */
export const TEAM_PAGE = {
  metaTitle: /*i18n*/ 'team.page.metaTitle',
  heading: /*i18n*/ 'team.page.heading',
  lead: /*i18n*/ 'team.page.lead',
  description: /*i18n*/ 'team.page.description',
} as const;

/** A member whose position is read in the active language. */
const member = (name: string, position: () => string): Member => ({
  name,
  get position() {
    return position();
  },
});

/** A role group whose title is read in the active language. */
const group = (id: string, title: () => string, members: readonly Member[]): RoleGroup => ({
  id,
  get title() {
    return title();
  },
  members,
});

/** The role groups of /aboutUs, in order. */
/* eslint-disable lingui/no-unlocalized-strings -- ids and people's names */
export const ROLE_GROUPS: readonly RoleGroup[] = [
  group('overall', () => i18n._('team.group.overall'), [
    member('Aarav Sinha', () => i18n._('team.group.overall')),
  ]),
  group('managing', () => i18n._('team.group.managing'), [
    member('Priya Raj', () => i18n._('team.position.managingLead')),
    member('Kunal Verma', () => i18n._('team.position.managingLead')),
  ]),
  group('media', () => i18n._('team.group.media'), [
    member('Sneha Kumari', () => i18n._('team.position.mediaHead')),
    member('Rohit Anand', () => i18n._('team.position.prLead')),
    member('Ishita Jha', () => i18n._('team.position.socialLead')),
  ]),
  group('creatives', () => i18n._('team.group.creatives'), [
    member('Aditya Mishra', () => i18n._('team.position.creativesHead')),
    member('Tanvi Singh', () => i18n._('team.position.designLead')),
  ]),
  group('tv', () => i18n._('team.group.tv'), [
    member('Harsh Vardhan', () => i18n._('team.position.tvHead')),
    member('Neha Prasad', () => i18n._('team.position.videoLead')),
  ]),
  group('sponsorship', () => i18n._('team.group.sponsorship'), [
    member('Vikram Choudhary', () => i18n._('team.position.sponsorshipHead')),
    member('Ananya Gupta', () => i18n._('team.position.sponsorshipLead')),
    member('Rahul Pandey', () => i18n._('team.position.sponsorshipLead')),
  ]),
  group('events', () => i18n._('team.group.events'), [
    member('Saurabh Kumar', () => i18n._('team.position.eventsHead')),
    member('Pooja Bharti', () => i18n._('team.position.eventsLead')),
    member('Manish Yadav', () => i18n._('team.position.operationsLead')),
    member('Ritika Shah', () => i18n._('team.position.logisticsLead')),
  ]),
  group('web', () => i18n._('team.group.web'), [
    member('Abhishek Ranjan', () => i18n._('team.position.webHead')),
    member('Shreya Tiwari', () => i18n._('team.position.webLead')),
  ]),
  group('registration', () => i18n._('team.group.registration'), [
    member('Deepak Thakur', () => i18n._('team.position.registrationHead')),
  ]),
  group('esports', () => i18n._('team.group.esports'), [
    member('Nikhil Roy', () => i18n._('team.position.esportsHead')),
    member('Karan Mehta', () => i18n._('team.position.esportsLead')),
  ]),
  group('hospitality', () => i18n._('team.group.hospitality'), [
    member('Simran Kaur', () => i18n._('team.position.hospitalityHead')),
    member('Aman Dubey', () => i18n._('team.position.hospitalityLead')),
  ]),
];
/* eslint-enable lingui/no-unlocalized-strings */

export const DEPARTMENTS_PAGE = {
  metaTitle: /*i18n*/ 'team.departments.metaTitle',
  heading: /*i18n*/ 'team.departments.heading',
  lead: /*i18n*/ 'team.departments.lead',
  description: /*i18n*/ 'team.departments.description',
  selectorLabel: /*i18n*/ 'team.departments.selector',
} as const;

export interface Department {
  id: string;
  /** In the active language. */
  title: string;
  /** In the active language. */
  blurb: string;
  members: readonly Member[];
}

/** The seats of a department not filled yet: its head, its lead and a member, to be announced. */
const placeholders = (title: () => string): Member[] =>
  [
    () => i18n._('team.role.head', { department: title() }),
    () => i18n._('team.role.lead', { department: title() }),
    () => i18n._('team.role.member', { department: title() }),
  ].map((position) => ({
    get name() {
      return i18n._('team.member.toBeAnnounced');
    },
    get position() {
      return position();
    },
    placeholder: true,
  }));

const department = (id: string, title: () => string, blurb: () => string): Department => ({
  id,
  get title() {
    return title();
  },
  get blurb() {
    return blurb();
  },
  members: placeholders(title),
});

/** The departments of /aboutUs2, with placeholder members (SPEC 2.6). */
/* eslint-disable lingui/no-unlocalized-strings -- ids */
export const DEPARTMENTS: readonly Department[] = [
  department(
    'coordinators',
    () => i18n._('team.department.coordinators'),
    () => i18n._('team.department.coordinatorsBlurb'),
  ),
  department(
    'marketing',
    () => i18n._('team.department.marketing'),
    () => i18n._('team.department.marketingBlurb'),
  ),
  department(
    'events',
    () => i18n._('team.department.events'),
    () => i18n._('team.department.eventsBlurb'),
  ),
  department(
    'registration',
    () => i18n._('team.department.registration'),
    () => i18n._('team.department.registrationBlurb'),
  ),
  department(
    'media',
    () => i18n._('team.department.media'),
    () => i18n._('team.department.mediaBlurb'),
  ),
  department(
    'tv',
    () => i18n._('team.department.tv'),
    () => i18n._('team.department.tvBlurb'),
  ),
  department(
    'sports',
    () => i18n._('team.department.sports'),
    () => i18n._('team.department.sportsBlurb'),
  ),
  department(
    'creative',
    () => i18n._('team.department.creative'),
    () => i18n._('team.department.creativeBlurb'),
  ),
  department(
    'development',
    () => i18n._('team.department.development'),
    () => i18n._('team.department.developmentBlurb'),
  ),
  department(
    'hospitality',
    () => i18n._('team.department.hospitality'),
    () => i18n._('team.department.hospitalityBlurb'),
  ),
];
/* eslint-enable lingui/no-unlocalized-strings */
