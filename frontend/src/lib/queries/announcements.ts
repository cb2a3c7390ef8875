import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type {
  AnnouncementRequest,
  AnnouncementsResponse,
  ReachResponse,
  Segment,
} from '@/lib/api-types';

/** The cache key of every announcement as admins see it (under the admin portal's keys). */
export const announcementsQueryKey = ['admin', 'announcements'] as const;

/** How often the list is asked again while an announcement is on its way. */
export const ANNOUNCEMENTS_REFRESH_MS = 30_000;

/** GET /admin/announcements -> {success, announcements}: every announcement, newest first (admins). */
export function getAnnouncements(signal?: AbortSignal): Promise<AnnouncementsResponse> {
  return answer(apiClient.GET('/admin/announcements', { signal }));
}

/** Whether one of the announcements is still to be sent, being sent, or has e-mails queued. */
export const onItsWay = (data: AnnouncementsResponse | undefined): boolean =>
  data?.announcements.some(
    (a) => a.state === 'scheduled' || a.state === 'sending' || a.deliveries.queued > 0,
  ) ?? false;

/**
 * Every announcement, asked for again whenever the section opens, and every half minute while one
 * is on its way (its state and its e-mails change on the server meanwhile).
 */
export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: announcementsQueryKey,
    queryFn: ({ signal }) => getAnnouncements(signal),
    refetchOnMount: 'always',
    refetchInterval: (query) => (onItsWay(query.state.data) ? ANNOUNCEMENTS_REFRESH_MS : false),
  });

/**
 * POST /admin/announcements/reach {segment} -> {success, count}: how many people the segment reaches
 * now, each counted once; 422 when it chooses nobody.
 */
export function countReach(segment: Segment): Promise<ReachResponse> {
  return answer(apiClient.POST('/admin/announcements/reach', { body: { segment } }));
}

/**
 * POST /admin/announcements {title, body, public?, segment, sendAt?} -> every announcement again:
 * writes one, sent now (no `sendAt`) or at `sendAt` (audited). A 422 names the field it refuses.
 */
export function createAnnouncement(request: AnnouncementRequest): Promise<AnnouncementsResponse> {
  return answer(apiClient.POST('/admin/announcements', { body: request }));
}

/**
 * DELETE /admin/announcements/{id} -> every announcement again: cancels one still scheduled
 * (audited); 409 once it is being sent or was sent.
 */
export function cancelAnnouncement(id: string): Promise<AnnouncementsResponse> {
  return answer(apiClient.DELETE('/admin/announcements/{id}', { params: { path: { id } } }));
}
