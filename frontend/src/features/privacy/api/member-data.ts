import { useMutation, useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

/** What the fest holds about a team member, as their own link shows it (phone and Aadhaar masked). */
export type MemberData = components['schemas']['MemberDataView'];
/** A team member's request about their data. */
export type MemberRequest = components['schemas']['MemberRequest'];

/**
 * GET /member-data/{token} (open, by the link in the member's pass e-mail) -> the person's data on
 * that registration; 404 (with the server's message) for a wrong link or data no longer held.
 */
export function getMemberData(token: string, signal?: AbortSignal): Promise<MemberData> {
  return answer(apiClient.GET('/member-data/{token}', { params: { path: { token } }, signal }));
}

export function useMemberData(token: string) {
  return useQuery({
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
    queryKey: ['member-data', token],
    queryFn: ({ signal }) => getMemberData(token, signal),
    retry: false,
  });
}

/**
 * POST /member-data/{token}/requests {kind, message} -> 201 {reference, dueOn, email}: a grievance in
 * the member's name naming their pass, answered within the officer's days; 422 at the field.
 */
export function useMemberRequest(token: string) {
  return useMutation({
    mutationFn: (body: MemberRequest) =>
      answer(
        apiClient.POST('/member-data/{token}/requests', { params: { path: { token } }, body }),
      ),
  });
}
