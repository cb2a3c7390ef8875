import { answer, apiClient } from '@/lib/api-client';
import type { DraftDeletedResponse, DraftResponse } from '@/lib/api-types';

/** GET /user/drafts/{event} -> the signed-in user's draft for the event (`draft` null: none kept). */
export function getServerDraft(eventId: string): Promise<DraftResponse> {
  return answer(apiClient.GET('/user/drafts/{event}', { params: { path: { event: eventId } } }));
}

/**
 * PUT /user/drafts/{event} {values, step} -> the draft kept, with the server's `updatedAt`. 422 when
 * the values are no object or over 64 KB; 409 once the user is registered for the event.
 */
export function putServerDraft(
  eventId: string,
  values: object,
  step: number,
): Promise<DraftResponse> {
  return answer(
    apiClient.PUT('/user/drafts/{event}', {
      params: { path: { event: eventId } },
      body: { values, step },
    }),
  );
}

/** DELETE /user/drafts/{event} -> whether a draft was kept (Start again, registered, in line). */
export function deleteServerDraft(eventId: string): Promise<DraftDeletedResponse> {
  return answer(apiClient.DELETE('/user/drafts/{event}', { params: { path: { event: eventId } } }));
}
