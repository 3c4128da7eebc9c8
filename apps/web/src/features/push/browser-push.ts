import type { Language, PushSubscriptionRequest } from '@watchify/contract';

/**
 * The browser's side of web push: the Push API behind the app's service worker (decision 040). Every function is
 * safe to call where the browser lacks it.
 */

/** Whether this browser can receive pushes at all (iOS only in an app added to the Home Screen). */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** This browser's push subscription, if it has one (no worker registered yet: none). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!browserSupportsPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** How long to wait for the app's service worker to be active (it is registered once the page has loaded). */
const WORKER_WAIT_MS = 10_000;

/** The active service worker's registration; rejects when none becomes active in time (e.g. in development). */
function activeRegistration(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The service worker is not running')), WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    }, reject);
  });
}

/** A base64url text (the VAPID public key) as bytes, the form every browser takes an applicationServerKey in. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** Whether a subscription was made with this server key (after the operator replaces the keys, it is useless). */
export function subscribedWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options?.applicationServerKey;
  if (!own) return true;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/**
 * Subscribes this browser with the server's key. An existing subscription made with another key is replaced; one made
 * with this key is kept (the browser returns it again).
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !subscribedWithKey(existing, key)) await existing.unsubscribe();
  // userVisibleOnly: every push shows a notification (browsers allow no silent ones).
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** The request that stores a subscription for the member, in the language its pushes are written in. */
export function subscriptionRequest(subscription: PushSubscription, language: Language): PushSubscriptionRequest {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? null, keys: { p256dh: keys?.p256dh ?? null, auth: keys?.auth ?? null }, language };
}
