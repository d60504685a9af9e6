import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (docs/installable-app.md). Chromium fires `beforeinstallprompt` once the
 * app is installable; the event is kept so Settings and the More page can offer "Install app" at a moment the
 * member chooses. Browsers without the event (Safari, Firefox) never show the offer.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Starts listening; called once at start-up, before the browser can fire the event. */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away: the offer is made from Settings and More.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Shows the browser's install dialog; the offer is spent either way (the browser fires a new one if it may). */
export async function install(): Promise<'accepted' | 'dismissed'> {
  const current = offer;
  if (!current) return 'dismissed';
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome;
}

/** True while the browser offers to install the app. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false,
  );
}
