import { Download, Share } from 'lucide-react';
import { homeScreenGuidance, readDeviceEnvironment } from '../lib/device-support.ts';
import { install, useInstallOffer } from '../lib/install-prompt.ts';
import { notifyDone } from '../lib/notify.ts';
import { Button } from './ui/button.tsx';

/**
 * "Install app", on Settings and the phone's More page, while the browser offers it; on an iPhone or iPad, where no
 * browser offers it, the steps to add the app to the Home Screen instead (docs/installable-app.md).
 */
export function InstallAppCard() {
  const offered = useInstallOffer();
  if (!offered) return homeScreenGuidance(readDeviceEnvironment()) ? <AddToHomeScreenCard /> : null;
  const onInstall = async () => {
    if ((await install()) === 'accepted') {
      notifyDone('Chapter installed', 'Open it from your home screen.');
    }
  };
  return (
    <section aria-labelledby="install-app-title" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="install-app-title" className="text-base font-semibold">
        Install the app
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Open Chapter from your home screen like any other app. Your profile, the roster and the calendar stay readable
        when the venue's wifi drops.
      </p>
      <Button className="mt-4" onClick={() => void onInstall()}>
        <Download aria-hidden="true" />
        Install app
      </Button>
    </section>
  );
}

/** Safari's own steps: push reaches an iPhone or iPad only in the app opened from the Home Screen (iOS 16.4+). */
function AddToHomeScreenCard() {
  return (
    <section aria-labelledby="add-to-home-screen-title" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="add-to-home-screen-title" className="text-base font-semibold">
        Add Chapter to your Home Screen
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        On an iPhone or iPad, notifications only reach Chapter when it is opened from your Home Screen. It also opens
        faster there, and your profile, the roster and the calendar stay readable when the venue's wifi drops.
      </p>
      <ol className="mt-3 list-decimal space-y-1 ps-5 text-sm">
        <li>
          Tap Share <Share className="inline size-4 align-text-bottom" aria-hidden="true" /> (the square with an arrow
          pointing up) in the browser's toolbar.
        </li>
        <li>Choose Add to Home Screen, then Add.</li>
        <li>Open Chapter from your Home Screen and turn on notifications in Settings.</li>
      </ol>
    </section>
  );
}
