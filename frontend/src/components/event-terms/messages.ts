/**
 * The words of an event's terms, in the active language (the components' catalogue); the numbers
 * come from the catalogue and the server.
 */
import { i18n } from '@/components/i18n';
import { activeLanguage } from '@/lib/i18n/i18n';
import { sayRule } from '@/lib/wasm-i18n';

/** The places and deadline line (the numbers come from the server). */
export const AVAILABILITY = {
  get label() {
    return i18n._('eventTerms.availability.label');
  },
  get deadline() {
    return i18n._('eventTerms.availability.deadline');
  },
};

export const TERMS = {
  get label() {
    return i18n._('eventTerms.label');
  },
  get fee() {
    return i18n._('eventTerms.fee');
  },
  get team() {
    return i18n._('eventTerms.team');
  },
  get registration() {
    return i18n._('eventTerms.registration');
  },
  get perTeam() {
    return i18n._('eventTerms.perTeam');
  },
  get perHead() {
    return i18n._('eventTerms.perHead');
  },
  /** Registration is open and the event has places. */
  get open() {
    return i18n._('eventTerms.open');
  },
  /** SPEC 4's panel text for an event not open yet. */
  get soon() {
    return i18n._('eventTerms.soon');
  },
  get full() {
    return i18n._('eventTerms.full');
  },
  upTo: (max: number, title: string) =>
    i18n._('eventTerms.upTo', { max, people: people(max, title) }),
  between: (min: number, max: number, title: string) =>
    i18n._('eventTerms.between', { min, max, people: people(max, title) }),
  exactly: (count: number, title: string) =>
    i18n._('eventTerms.exactly', { count, people: people(count, title) }),
};

/**
 * A roster's title for `count` people, in the active language: the shared rules' word for it
 * ('Player', 'खिलाड़ी'), in English in the plural for more than one ('Players', 'Vice-Captains').
 */
function people(count: number, title: string): string {
  const said = sayRule(title, activeLanguage());
  return count === 1 ? said : i18n._('eventTerms.plural', { title: said });
}
