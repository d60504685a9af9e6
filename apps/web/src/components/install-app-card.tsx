import { Download, Share } from 'lucide-react';
import { homeScreenGuidance, readDeviceEnvironment } from '../lib/device-support.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { install, useInstallOffer } from '../lib/install-prompt.ts';
import { notifyDone } from '../lib/notify.ts';
import { componentMessages } from './messages.ts';
import { Button } from './ui/button.tsx';

/** Stands for the Share icon in the step that shows it, so the step stays one message with the icon in its place. */
const ICON = '\uE000';

/**
 * "Install app", on Settings and the phone's More page, while the browser offers it; on an iPhone or iPad, where no
 * browser offers it, the steps to add the app to the Home Screen instead (docs/installable-app.md).
 */
export function InstallAppCard() {
  const t = useMessages(componentMessages);
  const offered = useInstallOffer();
  if (!offered) return homeScreenGuidance(readDeviceEnvironment()) ? <AddToHomeScreenCard /> : null;
  const onInstall = async () => {
    if ((await install()) === 'accepted') {
      notifyDone(t('installed'), t('installedNext'));
    }
  };
  return (
    <section aria-labelledby="install-app-title" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="install-app-title" className="text-base font-semibold">
        {t('installTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('installBody')}</p>
      <Button className="mt-4" onClick={() => void onInstall()}>
        <Download aria-hidden="true" />
        {t('installApp')}
      </Button>
    </section>
  );
}

/** Safari's own steps: push reaches an iPhone or iPad only in the app opened from the Home Screen (iOS 16.4+). */
function AddToHomeScreenCard() {
  const t = useMessages(componentMessages);
  const [beforeIcon, afterIcon] = t('tapShare', { icon: ICON }).split(ICON);
  return (
    <section aria-labelledby="add-to-home-screen-title" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="add-to-home-screen-title" className="text-base font-semibold">
        {t('addToHomeTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('addToHomeBody')}</p>
      <ol className="mt-3 list-decimal space-y-1 ps-5 text-sm">
        <li>
          {beforeIcon}
          <Share className="inline size-4 align-text-bottom" aria-hidden="true" />
          {afterIcon}
        </li>
        <li>{t('chooseAddToHome')}</li>
        <li>{t('openAndTurnOn')}</li>
      </ol>
    </section>
  );
}
