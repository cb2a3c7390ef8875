/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/** An erasure of an account's personal data: the account's id only, why and when. */
export type ErasureView = components['schemas']['ErasureView'];
export type ErasuresResponse = components['schemas']['ErasuresResponse'];

/**
 * GET /admin/erasures (admins) -> {success, eraseFrom, erasures}: the erasure register, newest first
 * (at most 1,000), and from when accounts are erased at the end of their retention (null: kept
 * until erased by hand).
 */
export function getErasures(signal?: AbortSignal): Promise<ErasuresResponse> {
  return answer(apiClient.GET('/admin/erasures', { signal }));
}

export function useErasures() {
  return useAdminQuery(adminKeys.erasures, getErasures, 'Failed to load the erasure register');
}
