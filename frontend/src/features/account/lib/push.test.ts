import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_PUSH_KEY } from '@/test/server';

import {
  base64UrlToBytes,
  pushSupported,
  readThisBrowser,
  subscribeThisBrowser,
  subscriptionBody,
} from './push';

describe("the server's key", () => {
  it('is read from base64url (no padding) into its bytes', () => {
    const key = base64UrlToBytes(TEST_PUSH_KEY);
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4); // an uncompressed point
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
  });

  it('throws for a text that is not base64url', () => {
    expect(() => base64UrlToBytes('not base64!')).toThrow();
  });
});

describe('what the server is sent of a subscription', () => {
  const subscription = (json: PushSubscriptionJSON) =>
    ({ toJSON: () => json }) as unknown as PushSubscription;

  it('is its address and keys, without the expiry', () => {
    expect(
      subscriptionBody(
        subscription({
          endpoint: 'https://push.example/1',
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        }),
      ),
    ).toEqual({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } });
  });

  it('is refused without keys', () => {
    expect(() => subscriptionBody(subscription({ endpoint: 'https://push.example/1' }))).toThrow();
    expect(() => subscriptionBody(subscription({ keys: { p256dh: 'p', auth: 'a' } }))).toThrow();
  });
});

describe('this browser', () => {
  afterEach(() => {
    // The stand-ins below are own properties: the prototype's (none in jsdom) shows again.
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });

  it('has no web push in jsdom: unsupported, and nothing is asked', async () => {
    expect(pushSupported()).toBe(false);
    await expect(readThisBrowser()).resolves.toEqual({
      permission: 'unsupported',
      subscription: null,
    });
  });

  function fakeWorker(existing: { key: Uint8Array } | null) {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const current = existing && {
      options: { applicationServerKey: existing.key.slice().buffer },
      unsubscribe,
    };
    const made = { endpoint: 'https://push.example/new' };
    const pushManager = {
      getSubscription: vi.fn(() => Promise.resolve(current)),
      subscribe: vi.fn(() => Promise.resolve(made)),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        ready: Promise.resolve({ pushManager }),
        getRegistration: () => Promise.resolve({ pushManager }),
      },
    });
    vi.stubGlobal('PushManager', vi.fn());
    vi.stubGlobal('Notification', { permission: 'granted' });
    return { pushManager, current, made, unsubscribe };
  }

  it('subscribes with the server key, seen by the page as allowed', async () => {
    const { pushManager, made } = fakeWorker(null);
    expect(pushSupported()).toBe(true);
    await expect(readThisBrowser()).resolves.toEqual({ permission: 'granted', subscription: null });
    await expect(subscribeThisBrowser(TEST_PUSH_KEY)).resolves.toBe(made);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(TEST_PUSH_KEY),
    });
  });

  it('keeps the subscription it has for the same key', async () => {
    const { pushManager, current, unsubscribe } = fakeWorker({
      key: base64UrlToBytes(TEST_PUSH_KEY),
    });
    await expect(readThisBrowser()).resolves.toEqual({
      permission: 'granted',
      subscription: current,
    });
    await expect(subscribeThisBrowser(TEST_PUSH_KEY)).resolves.toBe(current);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('drops one made with another key before subscribing again', async () => {
    const { pushManager, made, unsubscribe } = fakeWorker({ key: new Uint8Array([4, 1, 2]) });
    await expect(subscribeThisBrowser(TEST_PUSH_KEY)).resolves.toBe(made);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });
});
