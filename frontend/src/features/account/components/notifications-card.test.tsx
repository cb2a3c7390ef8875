import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, TEST_PUSH_KEY, type FakeApi } from '@/test/server';

import type * as PushModule from '../lib/push';
import {
  askPermission,
  readThisBrowser,
  subscribeThisBrowser,
  type BrowserPush,
} from '../lib/push';
import { NotificationsCard } from './notifications-card';

// The browser's side (permission, service worker, push manager) is stood in for; what the server is
// sent of a subscription is the real thing.
vi.mock('../lib/push', async (importOriginal) => ({
  ...(await importOriginal<typeof PushModule>()),
  readThisBrowser: vi.fn(),
  askPermission: vi.fn(),
  subscribeThisBrowser: vi.fn(),
}));

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** A subscription as the browser gives it (its JSON has an expiry the server is not sent). */
function fakeSubscription(endpoint = ENDPOINT) {
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  const subscription = {
    endpoint,
    unsubscribe,
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
  } as unknown as PushSubscription;
  return { subscription, unsubscribe };
}

let api: FakeApi;

function browserIs(state: BrowserPush) {
  vi.mocked(readThisBrowser).mockResolvedValue(state);
}

beforeEach(() => {
  localStorage.setItem('token', 'token-of-asha');
  vi.mocked(readThisBrowser).mockReset();
  vi.mocked(askPermission).mockReset();
  vi.mocked(subscribeThisBrowser).mockReset();
  api = fakeApi();
  api.on('GET', '/user/push-subscriptions', () => ({ success: true, devices: 0 }));
  api.on('GET', '/push/public-key', () => ({ success: true, publicKey: TEST_PUSH_KEY }));
});

const card = () => screen.getByRole('region', { name: 'Notifications' });

function renderCard() {
  render(<NotificationsCard />);
  return userEvent.setup();
}

describe('NotificationsCard', () => {
  it('says what notifications are for, and that this browser has none', async () => {
    browserIs({ permission: 'unsupported', subscription: null });
    api.on('GET', '/user/push-subscriptions', () => ({ success: true, devices: 2 }));
    renderCard();
    expect(card()).toHaveTextContent(
      'Get a notification on this device when your match is scheduled or moved, when the organisers announce something, and when a waiting-list place is held for your team.',
    );
    expect(
      await within(card()).findByText('Notifications are not available in this browser.'),
    ).toBeInTheDocument();
    expect(
      await within(card()).findByText('Notifications are on for 2 of your devices.'),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says they are blocked in the browser settings, with no button', async () => {
    browserIs({ permission: 'denied', subscription: null });
    renderCard();
    expect(
      await within(card()).findByText(/blocked for this site in your browser's settings/),
    ).toBeInTheDocument();
    expect(
      await within(card()).findByText('Notifications are not on for any of your devices.'),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns them on: the prompt, a subscription with the server key, and the server is sent its JSON', async () => {
    browserIs({ permission: 'default', subscription: null });
    vi.mocked(askPermission).mockResolvedValue('granted');
    const { subscription, unsubscribe } = fakeSubscription();
    vi.mocked(subscribeThisBrowser).mockResolvedValue(subscription);
    let answer: (response: Response) => void = () => undefined;
    api.on(
      'POST',
      '/user/push-subscriptions',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const user = renderCard();

    expect(
      await within(card()).findByText('Notifications are off in this browser.'),
    ).toBeInTheDocument();
    const button = within(card()).getByRole('button', { name: 'Turn on notifications' });
    // With the keyboard.
    button.focus();
    await user.keyboard('{Enter}');

    expect(await within(card()).findByRole('button', { name: 'Turning on...' })).toBeDisabled();
    await waitFor(() => {
      expect(api.callsTo('POST', '/user/push-subscriptions')).toHaveLength(1);
    });
    expect(askPermission).toHaveBeenCalledTimes(1);
    expect(subscribeThisBrowser).toHaveBeenCalledWith(TEST_PUSH_KEY);
    const [post] = api.callsTo('POST', '/user/push-subscriptions');
    expect(post?.body).toEqual({ endpoint: ENDPOINT, keys: KEYS });
    expect(post?.headers.get('Authorization')).toBe('Bearer token-of-asha');

    answer(jsonResponse({ success: true, devices: 1 }));
    expect(
      await within(card()).findByText('Notifications are on in this browser.'),
    ).toBeInTheDocument();
    expect(
      within(card()).getByText('Notifications are on for 1 of your devices.'),
    ).toBeInTheDocument();
    const off = within(card()).getByRole('button', { name: 'Turn off notifications' });
    expect(off).toBeEnabled();
    expect(off).toHaveFocus();
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns them off: the subscription is dropped, then the server is sent its address', async () => {
    const { subscription, unsubscribe } = fakeSubscription();
    browserIs({ permission: 'granted', subscription });
    api.on('GET', '/user/push-subscriptions', () => ({ success: true, devices: 3 }));
    api.on('DELETE', '/user/push-subscriptions', () => ({ success: true, devices: 2 }));
    const user = renderCard();

    expect(
      await within(card()).findByText('Notifications are on in this browser.'),
    ).toBeInTheDocument();
    expect(
      await within(card()).findByText('Notifications are on for 3 of your devices.'),
    ).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Turn off notifications' }));

    expect(
      await within(card()).findByText('Notifications are on for 2 of your devices.'),
    ).toBeInTheDocument();
    expect(within(card()).getByText('Notifications are off in this browser.')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    const deletes = api.callsTo('DELETE', '/user/push-subscriptions');
    expect(deletes.map((call) => call.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(api.callsTo('POST', '/user/push-subscriptions')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the push service, and drops the subscription", async () => {
    browserIs({ permission: 'granted', subscription: null });
    vi.mocked(askPermission).mockResolvedValue('granted');
    const { subscription, unsubscribe } = fakeSubscription('https://push.example/x');
    vi.mocked(subscribeThisBrowser).mockResolvedValue(subscription);
    api.on('POST', '/user/push-subscriptions', () =>
      jsonResponse(
        { success: false, message: 'This browser’s push service is not one the site sends to.' },
        422,
      ),
    );
    const user = renderCard();

    await user.click(await within(card()).findByRole('button', { name: 'Turn on notifications' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      /^This browser’s push service is not one the site sends to\.$/,
    );
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(within(card()).getByText('Notifications are off in this browser.')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  });

  it('says they are blocked when the prompt is answered with Block, and asks the server nothing', async () => {
    browserIs({ permission: 'default', subscription: null });
    vi.mocked(askPermission).mockResolvedValue('denied');
    const user = renderCard();

    await user.click(await within(card()).findByRole('button', { name: 'Turn on notifications' }));
    const blocked = await within(card()).findByText(/blocked for this site/);
    expect(blocked).toHaveFocus();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(subscribeThisBrowser).not.toHaveBeenCalled();
    expect(api.callsTo('GET', '/push/public-key')).toHaveLength(0);
    expect(api.callsTo('POST', '/user/push-subscriptions')).toHaveLength(0);
  });

  it('says so when the browser could not subscribe', async () => {
    browserIs({ permission: 'granted', subscription: null });
    vi.mocked(askPermission).mockResolvedValue('granted');
    vi.mocked(subscribeThisBrowser).mockRejectedValue(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    const user = renderCard();

    await user.click(await within(card()).findByRole('button', { name: 'Turn on notifications' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'This browser could not turn notifications on. Please reload the page and try again.',
    );
    expect(api.callsTo('POST', '/user/push-subscriptions')).toHaveLength(0);
  });
});
