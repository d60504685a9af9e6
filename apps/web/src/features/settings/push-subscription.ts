import { pushRoutes } from '@chapter/shared/api/push.routes';
import { api } from '../../lib/api.ts';

/**
 * This device's Web Push subscription (docs/installable-app.md). The account's "Push notifications" setting says
 * whether the member wants pushes; each device subscribes with the browser's push service and tells the server,
 * which then sends to the devices still signed in.
 */

/** The service worker's registration, when this browser can receive pushes at all. */
async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** Subscribes this device (or re-sends its existing subscription) for the signed-in member. */
export async function subscribeThisDevice(): Promise<boolean> {
  const registration = await pushRegistration();
  if (!registration) return false;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: (await api(pushRoutes.key)).publicKey,
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  // The server keeps it for this session: signing in again on this device moves it to the new session.
  await api(pushRoutes.subscribe, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  return true;
}

/** Stops pushes to this device: the server forgets it and the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await (await pushRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  await api(pushRoutes.unsubscribe, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
}
