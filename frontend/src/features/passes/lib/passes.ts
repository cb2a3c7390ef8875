import type { PassView } from '@/lib/api-types';
import { formatDay, formatTime } from '@/lib/dates';
import { LOCALE_TAGS, type Language } from '@/lib/i18n/languages';

import { MSG } from '../messages';

/** The passes of one registration. */
export interface PassGroup {
  registrationId: string;
  event: string;
  passes: PassView[];
}

/** The passes grouped by registration, in the order the server lists them (newest first). */
export function groupByRegistration(passes: readonly PassView[]): PassGroup[] {
  const groups = new Map<string, PassGroup>();
  for (const pass of passes) {
    let group = groups.get(pass.registrationId);
    if (!group) {
      group = { registrationId: pass.registrationId, event: pass.event, passes: [] };
      groups.set(pass.registrationId, group);
    }
    group.passes.push(pass);
  }
  return [...groups.values()];
}

export type PassStatus = 'unused' | 'checked-in' | 'revoked';

/** Where a pass stands: revoked wins over a check-in. */
export function passStatus(pass: PassView): PassStatus {
  if (pass.revoked) return 'revoked';
  return pass.checkedInAt ? 'checked-in' : 'unused';
}

/** 'Not used yet', 'Checked in at 10:42 at gate North' or 'Revoked'. */
export function statusText(pass: PassView): string {
  switch (passStatus(pass)) {
    case 'revoked':
      return MSG.revoked;
    case 'checked-in':
      return MSG.checkedIn(formatTime(pass.checkedInAt), pass.gate);
    case 'unused':
      return MSG.notUsed;
  }
}

/* eslint-disable lingui/no-unlocalized-strings -- Intl's options */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
/* eslint-enable lingui/no-unlocalized-strings */
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day of a stay ('2025-02-19', as bookings give them) as '19 Feb' in English (lib/dates.ts's
 * `formatDay`) or '19 फ़र॰' in Hindi, the same day wherever the reader is; the text itself when it
 * is not such a date.
 */
export function stayDay(value: string, language: Language): string {
  if (language === 'en') return formatDay(value);
  const day = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!day) return value;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  if (Number.isNaN(date.getTime())) return value;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], DAY);
    dayFormats.set(language, format);
  }
  return format.format(date);
}

/** A registration id as the page shows it: its first block (UUIDs are long). */
export const shortRegistrationId = (id: string): string => id.split('-')[0] ?? id;
