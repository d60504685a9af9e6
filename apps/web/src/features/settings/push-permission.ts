/** Browser notification support (docs/product-rules.md): iPhones and iPads cannot show them from a web page here. */
type PushSupport = 'supported' | 'ios' | 'unsupported';

function isIosDevice(): boolean {
  // iPadOS reports itself as a Mac; its touch screen gives it away.
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

export function pushSupport(): PushSupport {
  if (isIosDevice()) return 'ios';
  return typeof window.Notification === 'function' ? 'supported' : 'unsupported';
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
