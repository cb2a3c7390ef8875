import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { DevicesResponse, PushKeyResponse, SubscribeRequest } from '@/lib/api-types';

/** GET /push/public-key -> {success, publicKey}: the key browsers subscribe with (open). */
export function getPushKey(signal?: AbortSignal): Promise<PushKeyResponse> {
  return answer(apiClient.GET('/push/public-key', { signal }));
}

/** GET /user/push-subscriptions -> {success, devices}: how many of the account's browsers get notifications. */
export function getPushDevices(signal?: AbortSignal): Promise<DevicesResponse> {
  return answer(apiClient.GET('/user/push-subscriptions', { signal }));
}

/**
 * POST /user/push-subscriptions {endpoint, keys} -> {success, devices}: this browser gets
 * notifications. 422 with the server's message when its push service is not one the site sends to,
 * or its keys cannot be used.
 */
export function subscribePush(subscription: SubscribeRequest): Promise<DevicesResponse> {
  return answer(apiClient.POST('/user/push-subscriptions', { body: subscription }));
}

/** DELETE /user/push-subscriptions {endpoint} -> {success, devices}: this browser no longer does. */
export function unsubscribePush(endpoint: string): Promise<DevicesResponse> {
  return answer(apiClient.DELETE('/user/push-subscriptions', { body: { endpoint } }));
}

/** The cache entry of the device count; turning notifications on or off sets it from the answer. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const pushDevicesQueryKey = ['account', 'push-devices'] as const;

/** How many of the account's browsers get notifications, asked for again whenever the page opens. */
export function usePushDevices() {
  return useQuery({
    queryKey: pushDevicesQueryKey,
    queryFn: ({ signal }) => getPushDevices(signal),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
    refetchOnMount: 'always',
  });
}
