import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

import { scorerKeys } from './query-keys';

export type ResultRequest = components['schemas']['ResultRequest'];
export type ResultResponse = components['schemas']['ResultResponse'];

/**
 * PUT /scorer/fixture-sets/{set}/matches/{match}/result: enters a match's result. 409 when the
 * fixtures are not published, the teams are not known or a result is entered already; 422 (with
 * field errors) when the rules refuse it.
 */
export function enterResult(
  set: string,
  match: string,
  body: ResultRequest,
): Promise<ResultResponse> {
  return answer(
    apiClient.PUT('/scorer/fixture-sets/{set}/matches/{match}/result', {
      params: { path: { set, match } },
      body,
    }),
  );
}

/** Enters a result; the list of matches is asked for again afterwards. */
export function useEnterResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ set, match, body }: { set: string; match: string; body: ResultRequest }) =>
      enterResult(set, match, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scorerKeys.matches }),
  });
}
