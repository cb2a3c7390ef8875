import { useMutation, useQueryClient } from '@tanstack/react-query';

import { DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';
import type { AnnouncementsResponse } from '@/lib/api-types';
import {
  announcementsQueryKey,
  cancelAnnouncement,
  countReach,
  createAnnouncement,
} from '@/lib/queries/announcements';

import { adminKeys, invalidate } from './query-keys';

/** How many people a segment reaches now (POST /admin/announcements/reach). */
export function useAnnouncementReach() {
  return useMutation({ mutationFn: countReach });
}

/** The list the server answered with takes the list's place; the audit log follows. */
function useListAnswer() {
  const queryClient = useQueryClient();
  return (list: AnnouncementsResponse) => {
    queryClient.setQueryData(announcementsQueryKey, list);
    invalidate(queryClient, [adminKeys.auditLog]);
  };
}

/** Writes an announcement, to send now or at its time (POST /admin/announcements). */
export function useCreateAnnouncement() {
  const onSuccess = useListAnswer();
  return useMutation({ mutationFn: createAnnouncement, onSuccess });
}

/**
 * Cancels an announcement still scheduled (DELETE /admin/announcements/{id}); a refusal is toasted
 * with the server's message.
 */
export function useCancelAnnouncement() {
  const queryClient = useQueryClient();
  const onSuccess = useListAnswer();
  return useMutation({
    mutationFn: cancelAnnouncement,
    onSuccess,
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    // Refused (sent meanwhile): the list shows where it stands now.
    onError: () => {
      invalidate(queryClient, [announcementsQueryKey]);
    },
  });
}
