import { type DeviceEnvironment, homeScreenGuidance, pushSupportFor } from './device-support.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphone16_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  iphone16_3:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  // The home screen app's own user agent has no Safari version.
  iphoneInstalled:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadMobile:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for desktop sites and says it is a Mac; only the touch screen tells it apart.
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ipadAsMacOld:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
};

/** Everything a browser with Web Push has; each row takes away what its device lacks. */
function env(userAgent: string, over: Partial<DeviceEnvironment> = {}): DeviceEnvironment {
  return {
    userAgent,
    platform: /Windows/.test(userAgent) ? 'Win32' : /Macintosh/.test(userAgent) ? 'MacIntel' : 'Linux',
    maxTouchPoints: 0,
    standalone: false,
    hasNotification: true,
    hasPushManager: true,
    hasServiceWorker: true,
    ...over,
  };
}

// What an iPhone or iPad has in a browser tab: no Notification, no PushManager (Safari keeps them for home screen apps).
const IOS_TAB = { maxTouchPoints: 5, hasNotification: false, hasPushManager: false };
const IOS_INSTALLED = { maxTouchPoints: 5, standalone: true };

describe('pushSupportFor: where push can be offered', () => {
  it.each([
    ['Chrome on Windows, tab', env(UA.chromeWindows), 'supported'],
    ['Chrome on Android, tab', env(UA.chromeAndroid, { maxTouchPoints: 5 }), 'supported'],
    ['Chrome on Android, installed', env(UA.chromeAndroid, { maxTouchPoints: 5, standalone: true }), 'supported'],
    ['Firefox on Linux', env(UA.firefoxLinux), 'supported'],
    ['Safari on a Mac (no touch screen)', env(UA.safariMac), 'supported'],
    ['a browser with no Notification at all', env(UA.firefoxLinux, { hasNotification: false }), 'unsupported'],
    ['iPhone, iOS 17.4, Safari tab', env(UA.iphone17, IOS_TAB), 'ios-tab'],
    ['iPhone, iOS 16.4, Safari tab', env(UA.iphone16_4, IOS_TAB), 'ios-tab'],
    ['iPhone, iOS 17.4, Chrome tab', env(UA.iphoneChrome, IOS_TAB), 'ios-tab'],
    ['iPhone, iOS 17.4, installed', env(UA.iphoneInstalled, IOS_INSTALLED), 'supported'],
    ['iPhone, iOS 16.4, installed', env(UA.iphone16_4, IOS_INSTALLED), 'supported'],
    [
      'iPhone installed (navigator.standalone) but without PushManager',
      env(UA.iphone17, { ...IOS_INSTALLED, hasPushManager: false }),
      'ios-update',
    ],
    [
      'iPhone, iOS 16.3, installed (no Notification yet)',
      env(UA.iphone16_3, { ...IOS_INSTALLED, hasNotification: false, hasPushManager: false }),
      'ios-update',
    ],
    ['iPhone, iOS 16.3, Safari tab', env(UA.iphone16_3, IOS_TAB), 'ios-update'],
    ['iPad, mobile site, iPadOS 16.6 tab', env(UA.ipadMobile, IOS_TAB), 'ios-tab'],
    ['iPad reporting a Mac, Safari tab', env(UA.ipadAsMac, IOS_TAB), 'ios-tab'],
    ['iPad reporting a Mac, installed', env(UA.ipadAsMac, IOS_INSTALLED), 'supported'],
    ['iPad reporting a Mac, iPadOS 15.6 tab', env(UA.ipadAsMacOld, IOS_TAB), 'ios-update'],
    // A Safari tab on iPadOS still says no even if a future Safari exposes Notification there without push.
    ['iPad reporting a Mac, tab with Notification', env(UA.ipadAsMac, { maxTouchPoints: 5 }), 'ios-tab'],
  ])('%s', (_name, device, expected) => {
    expect(pushSupportFor(device)).toBe(expected);
  });
});

describe('homeScreenGuidance: where "Share → Add to Home Screen" is shown', () => {
  it.each([
    ['iPhone Safari tab', env(UA.iphone17, IOS_TAB), true],
    [
      'iPhone Chrome tab (iOS 16.4+ adds to the home screen from its share menu too)',
      env(UA.iphoneChrome, IOS_TAB),
      true,
    ],
    ['iPad reporting a Mac, tab', env(UA.ipadAsMac, IOS_TAB), true],
    ['iPhone, already installed', env(UA.iphoneInstalled, IOS_INSTALLED), false],
    [
      'iPhone on iOS 16.3: adding it would not bring notifications, but still works offline',
      env(UA.iphone16_3, IOS_TAB),
      true,
    ],
    ['Safari on a Mac', env(UA.safariMac), false],
    ['Chrome on Android', env(UA.chromeAndroid, { maxTouchPoints: 5 }), false],
  ])('%s', (_name, device, expected) => {
    expect(homeScreenGuidance(device)).toBe(expected);
  });
});
