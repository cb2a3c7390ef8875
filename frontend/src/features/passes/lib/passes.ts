import type { PassView } from '@/lib/api-types';
import { formatTime } from '@/lib/dates';
import { formatCalendarDay } from '@/lib/i18n/format';
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

/**
 * A day of a stay ('2025-02-19', as bookings give them) as '19 Feb' in English or '19 फ़र॰' in
 * Hindi, the same day wherever the reader is; the text itself when it is not such a date.
 */
export function stayDay(value: string, language: Language): string {
  return formatCalendarDay(value, undefined, LOCALE_TAGS[language]);
}

/** A registration id as the page shows it: its first block (UUIDs are long). */
export const shortRegistrationId = (id: string): string => id.split('-')[0] ?? id;
