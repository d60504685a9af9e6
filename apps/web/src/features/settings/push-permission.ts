import { type PushSupport, pushSupportFor, readDeviceEnvironment } from '../../lib/device-support.ts';

/**
 * Browser notification support (docs/product-rules.md "Settings"): iPhones and iPads show them only in the app
 * opened from the Home Screen (iOS and iPadOS 16.4 and later), never in a Safari tab.
 */
export function pushSupport(): PushSupport {
  return pushSupportFor(readDeviceEnvironment());
}

export function currentPermission(): NotificationPermission {
  return typeof window.Notification === 'function' ? window.Notification.permission : 'denied';
}

/** Asks only while the browser has no answer yet; a granted or denied answer is final until the user resets it. */
export async function askPermission(): Promise<NotificationPermission> {
  const current = currentPermission();
  if (current !== 'default') return current;
  return window.Notification.requestPermission();
}
