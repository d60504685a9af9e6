/**
 * What this device can do for notifications and installing, decided from plain facts about the browser so the rules
 * can be tested over a table of devices (docs/installable-app.md "iPhone and iPad").
 *
 * iPhones and iPads (iOS and iPadOS 16.4 and later) deliver Web Push only to a web app added to the Home Screen and
 * opened from there; a Safari tab has neither Notification nor PushManager, and no install prompt either, so the
 * member is shown how to add the app (Share → Add to Home Screen).
 */

export interface DeviceEnvironment {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Opened from the Home Screen: display-mode standalone, or Safari's own navigator.standalone. */
  standalone: boolean;
  hasNotification: boolean;
  hasPushManager: boolean;
  hasServiceWorker: boolean;
}

/**
 * supported: the push switch can ask for permission. ios-tab: an iPhone or iPad in a browser tab, where notifications
 * are unsupported; adding the app to the Home Screen brings them. ios-update: an iPhone or iPad older than 16.4 (or an
 * installed app without push), where only a system update helps. unsupported: any other browser without notifications.
 */
export type PushSupport = 'supported' | 'ios-tab' | 'ios-update' | 'unsupported';

/** The first iOS and iPadOS release whose Home Screen web apps receive Web Push. */
const IOS_PUSH_SINCE: readonly [number, number] = [16, 4];

function isAppleTouchDevice({ userAgent, platform, maxTouchPoints }: DeviceEnvironment): boolean {
  // iPadOS asks for desktop sites and reports itself as a Mac; its touch screen gives it away.
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

/** The system version an iPhone or iPad reports, or null when its user agent does not say. */
function appleVersion(userAgent: string): [number, number] | null {
  // "CPU iPhone OS 17_4 like Mac OS X" (also in the Home Screen app's agent); an iPad posing as a Mac gives only
  // Safari's version, which follows the system's.
  const match = /\bOS (\d+)_(\d+)/.exec(userAgent) ?? /Version\/(\d+)\.(\d+)/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function olderThanPushSupport(version: [number, number] | null): boolean {
  if (!version) return false;
  const [major, minor] = version;
  return major < IOS_PUSH_SINCE[0] || (major === IOS_PUSH_SINCE[0] && minor < IOS_PUSH_SINCE[1]);
}

export function pushSupportFor(device: DeviceEnvironment): PushSupport {
  if (!isAppleTouchDevice(device)) return device.hasNotification ? 'supported' : 'unsupported';
  if (olderThanPushSupport(appleVersion(device.userAgent))) return 'ios-update';
  if (!device.standalone) return 'ios-tab';
  // Installed: the permission prompt works only where the app can also subscribe.
  return device.hasNotification && device.hasPushManager && device.hasServiceWorker ? 'supported' : 'ios-update';
}

/** An iPhone or iPad in a browser tab: no install prompt exists there, so the app shows the steps instead. */
export function homeScreenGuidance(device: DeviceEnvironment): boolean {
  return isAppleTouchDevice(device) && !device.standalone;
}

/** This browser's facts; read on each call, since the answers only change with a reload. */
export function readDeviceEnvironment(): DeviceEnvironment {
  const standaloneDisplay =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: standaloneDisplay || (navigator as Navigator & { standalone?: boolean }).standalone === true,
    hasNotification: typeof window.Notification === 'function',
    hasPushManager: 'PushManager' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
  };
}
