import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { DevicesResponse } from '@/lib/api-types';

import {
  getPushKey,
  pushDevicesQueryKey,
  subscribePush,
  unsubscribePush,
} from '../api/push-subscriptions';
import {
  askPermission,
  readThisBrowser,
  subscribeThisBrowser,
  subscriptionBody,
  type BrowserPush,
} from '../lib/push';

/** The cache entry of this browser's notifications (allowed? subscribed?): the browser's, not the server's. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const browserPushQueryKey = ['account', 'push-browser'] as const;

/**
 * This browser's notifications, and turning them on and off:
 * - on: the browser's prompt, then (allowed) the server's key (GET /push/public-key), this browser's
 *   subscription through the service worker, and the server is told of it (POST
 *   /user/push-subscriptions); when the server refuses it (422: a push service it does not send to,
 *   keys it cannot use) or cannot be reached, the subscription is dropped again and the error thrown;
 * - off: the subscription is dropped, then the server is told (DELETE /user/push-subscriptions).
 * Either answer gives the account's device count. Turning on resolves to what the prompt was
 * answered.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const browser = useQuery({
    queryKey: browserPushQueryKey,
    queryFn: readThisBrowser,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
    refetchOnMount: 'always',
    staleTime: 0,
  });

  const setBrowser = async (state: BrowserPush) => {
    await queryClient.cancelQueries({ queryKey: browserPushQueryKey });
    queryClient.setQueryData(browserPushQueryKey, state);
  };
  const setDevices = (devices: DevicesResponse) => {
    queryClient.setQueryData(pushDevicesQueryKey, devices);
  };

  const turnOn = useMutation({
    mutationFn: async () => {
      const permission = await askPermission();
      if (permission !== 'granted') {
        await setBrowser({ permission, subscription: null });
        return permission;
      }
      const { publicKey } = await getPushKey();
      const subscription = await subscribeThisBrowser(publicKey);
      try {
        setDevices(await subscribePush(subscriptionBody(subscription)));
      } catch (error) {
        // The server does not send to it: no subscription left that nothing would be sent to.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      await setBrowser({ permission, subscription });
      return permission;
    },
  });

  const turnOff = useMutation({
    mutationFn: async (subscription: PushSubscription) => {
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      // Off in this browser from here on, whatever the server answers.
      await setBrowser({ permission: 'granted', subscription: null });
      setDevices(await unsubscribePush(endpoint));
    },
  });

  return { browser, turnOn, turnOff };
}
