/**
 * This browser's side of web push, behind small functions (the Notifications card's tests stand in
 * for them): whether the browser can get notifications and is allowed to, its push subscription
 * (made through the service worker, src/sw.ts, which shows the notifications), and what the server
 * is sent of it.
 */
import type { SubscribeRequest } from '@/lib/api-types';

/** Whether this browser may show the site's notifications: 'unsupported' when it has no web push. */
export type PushPermission = 'unsupported' | NotificationPermission;

/** This browser's notifications: whether they are allowed, and its subscription when it has one. */
export interface BrowserPush {
  permission: PushPermission;
  subscription: PushSubscription | null;
}

/** How long turning notifications on waits for the service worker to be running. */
const WORKER_WAIT_MS = 10_000;

/** Whether this browser has web push: a service worker, its push manager and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Whether notifications are allowed here and, when they are, this browser's subscription (none
 * until the service worker is registered: it is, once a page has loaded).
 */
export async function readThisBrowser(): Promise<BrowserPush> {
  if (!pushSupported()) return { permission: 'unsupported', subscription: null };
  const permission = Notification.permission;
  if (permission !== 'granted') return { permission, subscription: null };
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      permission,
      subscription: (await registration?.pushManager.getSubscription()) ?? null,
    };
  } catch {
    return { permission, subscription: null };
  }
}

/** Asks the visitor to allow notifications (the browser's prompt; at once when already decided). */
export function askPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** The bytes of a base64url text (unpadded, as the server sends its key). Throws on a bad text. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (a?.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/**
 * The service worker once it is running. It is registered after the page's load event; where it
 * cannot be (a development server), `ready` never resolves: this gives up after WORKER_WAIT_MS.
 */
async function runningWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('The service worker is not running.'));
    }, WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * This browser's subscription for the server's `publicKey` (base64url): the one it has, else a new
 * one (one made with another key, before the server's key changed, is dropped first).
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await runningWorker();
  const applicationServerKey = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** What the server is sent of a subscription (POST /user/push-subscriptions): its address and keys. */
export function subscriptionBody(subscription: PushSubscription): SubscribeRequest {
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (!endpoint || !p256dh || !auth) throw new Error('The subscription has no keys.');
  return { endpoint, keys: { p256dh, auth } };
}
