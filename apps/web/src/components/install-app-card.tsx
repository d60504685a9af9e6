import { Download } from 'lucide-react';
import { install, useInstallOffer } from '../lib/install-prompt.ts';
import { toast } from '../lib/toast.ts';
import { Button } from './ui/button.tsx';

/**
 * "Install app", on Settings and the phone's More page, only while the browser offers it (docs/installable-app.md).
 */
export function InstallAppCard() {
  const offered = useInstallOffer();
  if (!offered) return null;
  const onInstall = async () => {
    if ((await install()) === 'accepted') {
      toast({ title: 'Chapter installed', description: 'Open it from your home screen.', variant: 'success' });
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
