import type { AnnouncementView, Role, Segment } from '@/lib/api-types';

import { ANNOUNCEMENTS_MSG as MSG, ROLE_LABELS } from '../messages';

/** Whether the teams chosen must have someone checked in at a gate ('yes'), nobody ('no'), or either. */
export type CheckedInChoice = 'any' | 'yes' | 'no';

/** Who an announcement is for, as the form holds it. */
export interface SegmentValues {
  registered: boolean;
  /** Event ids; none for every event (narrows the teams and the waiting lists). */
  events: string[];
  /** Categories; none for every category. */
  categories: string[];
  /** College names as typed, separated by commas. */
  colleges: string;
  checkedIn: CheckedInChoice;
  waiting: boolean;
  guests: boolean;
  roles: Role[];
}

export const NO_SEGMENT: SegmentValues = {
  registered: false,
  events: [],
  categories: [],
  colleges: '',
  checkedIn: 'any',
  waiting: false,
  guests: false,
  roles: [],
};

/** The names in a comma-separated list, trimmed, the blank ones left out. */
export const collegesOf = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The segment sent to the server: the narrowing of the teams only with the teams, the events only
 * with the teams or the waiting lists (which they narrow).
 */
export function segmentOf(values: SegmentValues): Segment {
  const teams = values.registered;
  return {
    registered: teams,
    events: teams || values.waiting ? [...values.events] : [],
    categories: teams ? [...values.categories] : [],
    colleges: teams ? collegesOf(values.colleges) : [],
    checkedIn: teams && values.checkedIn !== 'any' ? values.checkedIn === 'yes' : null,
    waiting: values.waiting,
    guests: values.guests,
    roles: [...values.roles],
  };
}

/**
 * Who a segment is for, in words: 'Paid teams: Football, Chess · Men · IIT Patna · checked in; Hostel
 * guests'. `eventTitle` names an event by its id.
 */
export function audienceText(segment: Segment, eventTitle: (event: string) => string): string {
  const events = segment.events.map(eventTitle).join(', ');
  const groups: string[] = [];
  if (segment.registered) {
    const colleges = segment.colleges.join(', ');
    const checkedIn =
      segment.checkedIn === true
        ? MSG.checkedInWords
        : segment.checkedIn === false
          ? MSG.notCheckedInWords
          : '';
    const narrowing = [events || MSG.everyEvent, segment.categories.join(', '), colleges];
    groups.push(`${MSG.teams}: ${[...narrowing, checkedIn].filter(Boolean).join(' · ')}`);
  }
  if (segment.waiting) groups.push(events ? MSG.waitingOf(events) : MSG.waitingAll);
  if (segment.guests) groups.push(MSG.guestsWords);
  if (segment.roles.length > 0) {
    groups.push(MSG.rolesWords(segment.roles.map((r) => ROLE_LABELS[r]).join(', ')));
  }
  return groups.length > 0 ? groups.join('; ') : MSG.nobody;
}

/** What the time of an announcement is, by its state: when it was sent, or is (was) to be. */
export function timeOf(a: AnnouncementView): { label: string; at: string } {
  switch (a.state) {
    case 'sent':
      return { label: MSG.sentAt, at: a.sentAt ?? a.sendAt };
    case 'sending':
      return { label: MSG.startedAt, at: a.sendAt };
    case 'cancelled':
      return { label: MSG.wasFor, at: a.sendAt };
    default:
      return { label: MSG.sendsAt, at: a.sendAt };
  }
}
