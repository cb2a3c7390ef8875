/** The words of an event's terms; the numbers come from the catalogue and the server. */

/** The places and deadline line (the numbers come from the server). */
export const AVAILABILITY = {
  label: 'Places and deadline',
  deadline: 'Registration closes',
} as const;

export const TERMS = {
  label: 'Before you start',
  fee: 'Fee',
  team: 'Team',
  registration: 'Registration',
  perTeam: 'per team',
  perHead: 'per athlete',
  /** Registration is open and the event has places. */
  open: 'Open',
  /** SPEC 4's panel text for an event not open yet. */
  soon: 'Registrations Opening Soon',
  full: 'Full: the form below puts your team on the waiting list',
  upTo: (max: number, title: string) => `up to ${max} ${plural(max, title)}`,
  between: (min: number, max: number, title: string) => `${min} to ${max} ${plural(max, title)}`,
  exactly: (count: number, title: string) => `${count} ${plural(count, title)}`,
} as const;

/** 'Player' -> 'Players' for more than one ('Vice-Captain' -> 'Vice-Captains'). */
function plural(count: number, title: string): string {
  return count === 1 ? title : `${title}s`;
}
