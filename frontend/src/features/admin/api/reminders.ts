/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { Reminders, RemindersResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/** The cache key of the reminders' settings and counts (under the admin portal's keys). */
export const remindersQueryKey = [...adminKeys.all, 'reminders'] as const;

/**
 * GET /admin/reminders (admins) -> {success, reminders, sent}: which reminders go out the day before
 * (a team's first match, the fest), at what time (India time), the fest's first day, the fest
 * reminder's texts, and how many were sent.
 */
export function getReminders(signal?: AbortSignal): Promise<RemindersResponse> {
  return answer(apiClient.GET('/admin/reminders', { signal }));
}

/**
 * PUT /admin/reminders with the whole settings (admins; audited) -> the same answer as GET. A 422
 * names the fields it refuses (`time`, `firstDay`, `report`, `bring`).
 */
export function saveReminders(reminders: Reminders): Promise<RemindersResponse> {
  return answer(apiClient.PUT('/admin/reminders', { body: reminders }));
}

/**
 * The reminders' settings and counts, asked for again whenever the section opens (the counts grow
 * on the server meanwhile). A failure is logged to the console (SPEC 8: admin failures are console
 * only) and shown by the panel with Try again.
 */
export function useReminders() {
  return useQuery({
    queryKey: remindersQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getReminders(signal);
      } catch (error) {
        if (!signal.aborted) console.error('Failed to load the reminders', error);
        throw error;
      }
    },
    refetchOnMount: 'always',
  });
}

/** Saves the reminders' settings; the answer takes the cached one's place, the audit log follows. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminders,
    onSuccess: (response) => {
      queryClient.setQueryData<RemindersResponse>(remindersQueryKey, response);
      invalidate(queryClient, [adminKeys.auditLog]);
    },
  });
}
