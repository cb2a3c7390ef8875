/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { answer, ApiError, apiClient, apiFetchFile } from '@/lib/api-client';
import type {
  CheckinListDetail,
  CheckinListInput,
  CheckinListView,
  EventId,
  ListEntryView,
} from '@/lib/api-types';

import { CHECKIN_REFRESH_MS } from './get-event-checkins';
import { adminKeys, invalidate } from './query-keys';

/** A list's rules as the form and the table read them. */
export interface ListRules {
  /** null: every event. */
  events: readonly EventId[] | null;
  gates: readonly string[];
  requiresStay: boolean;
  isDefault: boolean;
}

/**
 * A list's rules, each one the answer leaves out read as the server's default (every event, no gate,
 * no paid stay needed, not the default list).
 */
export function rulesOf(list: {
  events?: readonly EventId[] | null;
  gates?: readonly string[];
  requiresStay?: boolean;
  isDefault?: boolean;
}): ListRules {
  return {
    events: list.events ?? null,
    gates: list.gates ?? [],
    requiresStay: list.requiresStay ?? false,
    isDefault: list.isDefault ?? false,
  };
}

/** The cache key of one list's detail (under the lists' key: a change to the lists reloads it too). */
export const checkinListKey = (id: string) => [...adminKeys.checkinLists, id] as const;

/**
 * GET /admin/checkin-lists (moderators and admins): every check-in list with its rules and its live
 * counts (entered, inside now, blocked, duplicate scans).
 */
export async function getCheckinLists(signal?: AbortSignal): Promise<readonly CheckinListView[]> {
  const { lists } = await answer(apiClient.GET('/admin/checkin-lists', { signal }));
  return lists;
}

/**
 * GET /admin/checkin-lists/{id} (moderators and admins): the list, its latest 20 entries, its latest
 * 100 duplicate scans and the passes blocked from it. 404 when there is no such list.
 */
export function getCheckinList(id: string, signal?: AbortSignal): Promise<CheckinListDetail> {
  return answer(apiClient.GET('/admin/checkin-lists/{id}', { params: { path: { id } }, signal }));
}

/**
 * The lists, asked for again every 5 s while shown (their counts are live, as the gates are); the
 * last answer stays on screen while the next one loads, and when one fails.
 */
export function useCheckinLists() {
  return useQuery({
    queryKey: adminKeys.checkinLists,
    queryFn: async ({ signal }) => {
      try {
        return await getCheckinLists(signal);
      } catch (error) {
        if (!signal.aborted) console.error('Failed to load the check-in lists', error);
        throw error;
      }
    },
    refetchInterval: CHECKIN_REFRESH_MS,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One list's detail ('' for none), asked for again every 5 s while shown. */
export function useCheckinList(id: string) {
  return useQuery({
    queryKey: checkinListKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await getCheckinList(id, signal);
      } catch (error) {
        if (!signal.aborted) console.error('Failed to load the check-in list', error);
        throw error;
      }
    },
    enabled: id !== '',
    refetchInterval: CHECKIN_REFRESH_MS,
    staleTime: 0,
  });
}

/**
 * POST /admin/checkin-lists (admins) -> 201 with the list made. A 422 names the fields it refuses
 * (a blank or taken name, a gate another list scans at, no event chosen, ...).
 */
export async function createCheckinList(input: CheckinListInput): Promise<CheckinListView> {
  const { list } = await answer(apiClient.POST('/admin/checkin-lists', { body: input }));
  return list;
}

/** PUT /admin/checkin-lists/{id} (admins) -> the list as it now is; a 422 as for a new one. */
export async function updateCheckinList({
  id,
  input,
}: {
  id: string;
  input: CheckinListInput;
}): Promise<CheckinListView> {
  const { list } = await answer(
    apiClient.PUT('/admin/checkin-lists/{id}', { params: { path: { id } }, body: input }),
  );
  return list;
}

/**
 * DELETE /admin/checkin-lists/{id} (admins): its gates then scan for the default list. 409 for the
 * default list and for a list with entries.
 */
export async function deleteCheckinList(id: string): Promise<void> {
  await answer(apiClient.DELETE('/admin/checkin-lists/{id}', { params: { path: { id } } }));
}

/**
 * POST /admin/checkin-lists/{id}/blocks {pass, reason} (admins; audited): the pass is refused at the
 * list's gates, the volunteer reading the reason. 404 for an unknown pass or list, 409 when the pass
 * is blocked already.
 */
export async function blockPass({
  list,
  pass,
  reason,
}: {
  list: string;
  pass: string;
  reason: string;
}): Promise<ListEntryView> {
  const { entry } = await answer(
    apiClient.POST('/admin/checkin-lists/{id}/blocks', {
      params: { path: { id: list } },
      body: { pass, reason },
    }),
  );
  return entry;
}

/** DELETE /admin/checkin-lists/{id}/blocks/{pass} (admins; audited). 404 when it is not blocked. */
export async function unblockPass({ list, pass }: { list: string; pass: string }): Promise<void> {
  await answer(
    apiClient.DELETE('/admin/checkin-lists/{id}/blocks/{pass}', {
      params: { path: { id: list, pass } },
    }),
  );
}

/**
 * GET /admin/checkin-lists/{id}/export (moderators and admins; audited): the list's entries as CSV,
 * named as the server's Content-Disposition says (else `<id>-entries.csv`).
 */
export async function exportCheckinList(id: string): Promise<{ blob: Blob; fileName: string }> {
  const file = await apiFetchFile(`/admin/checkin-lists/${encodeURIComponent(id)}/export`);
  return { blob: file.blob, fileName: file.fileName ?? `${id}-entries.csv` };
}

/** What a change to the lists makes out of date: the lists, their details and the audit log. */
const changed = [adminKeys.checkinLists, adminKeys.auditLog] as const;

/** Makes a list, or changes one (`id` given); the lists load again. */
export function useSaveCheckinList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CheckinListInput }) =>
      id === null ? createCheckinList(input) : updateCheckinList({ id, input }),
    onSuccess: () => {
      invalidate(queryClient, changed);
    },
  });
}

/**
 * Deletes a list; the lists load again (after a 409 too: the list may have had its first entry
 * meanwhile).
 */
export function useDeleteCheckinList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCheckinList,
    onSuccess: () => {
      invalidate(queryClient, changed);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        invalidate(queryClient, [adminKeys.checkinLists]);
      }
    },
  });
}

/** Blocks a pass from a list; the list's blocks and counts load again. */
export function useBlockPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockPass,
    onSuccess: () => {
      invalidate(queryClient, changed);
    },
  });
}

/** Unblocks a pass; the list's blocks and counts load again (after a 404 too: unblocked meanwhile). */
export function useUnblockPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockPass,
    onSettled: () => {
      invalidate(queryClient, changed);
    },
  });
}

/** Downloads a list's entries as CSV. */
export function useExportCheckinList() {
  return useMutation({ mutationFn: exportCheckinList });
}
