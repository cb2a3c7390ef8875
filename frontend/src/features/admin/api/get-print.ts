/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type {
  PrintCollegesResponse,
  PrintPassesResponse,
  TeamSheetsResponse,
} from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/** Which passes to print: an event's, or a college's across events. */
export type PrintFilter = { event: string } | { college: string };

/**
 * GET /admin/print/passes?event= or ?college= (admins only): the live passes of paid registrations,
 * each with what the printed pass shows (name, role, college, event, category, dates, venue, token).
 */
export function getPrintPasses(
  filter: PrintFilter,
  signal?: AbortSignal,
): Promise<PrintPassesResponse> {
  return answer(apiClient.GET('/admin/print/passes', { params: { query: filter }, signal }));
}

/** GET /admin/print/team-sheets/{event} (admins only): each paid team with its people. */
export function getTeamSheets(event: string, signal?: AbortSignal): Promise<TeamSheetsResponse> {
  return answer(
    apiClient.GET('/admin/print/team-sheets/{event}', { params: { path: { event } }, signal }),
  );
}

/** GET /admin/print/colleges (admins only): the colleges with passes to print. */
export function getPrintColleges(signal?: AbortSignal): Promise<PrintCollegesResponse> {
  return answer(apiClient.GET('/admin/print/colleges', { signal }));
}

export function usePrintPasses(filter: PrintFilter) {
  return useAdminQuery(
    [...adminKeys.print, 'passes', filter],
    (signal) => getPrintPasses(filter, signal),
    'Failed to load the passes to print',
  );
}

export function useTeamSheets(event: string) {
  return useAdminQuery(
    [...adminKeys.print, 'team-sheets', event],
    (signal) => getTeamSheets(event, signal),
    'Failed to load the team sheets',
  );
}

export function usePrintColleges() {
  return useAdminQuery(
    [...adminKeys.print, 'colleges'],
    getPrintColleges,
    'Failed to load the colleges',
  );
}
