import { expect, test } from '@playwright/test';
import { FULL_BROWSER } from '../support/browsers.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { signInByApi } from '../support/members.ts';
import { workerInControl } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow', launchOptions: FULL_BROWSER });

test('the service worker shows a pushed alert when the app is not in front', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await signInByApi(page, 'member1@demo.test', DEMO_PASSWORD);
  await page.goto('/home');
  await workerInControl(page);
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
      const ours = found.find((r) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;

  // No window of the app open: what a closed app on a phone receives.
  await page.goto('about:blank');
  const origin = new URL(baseURL ?? '').origin;
  const alert = { title: 'Bob Baker', body: 'Coffee?', url: '/inbox/conversation/4', tag: 'conversation-4' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(alert) });

  await page.goto('/home');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
      }),
    )
    .toEqual([{ title: 'Bob Baker', body: 'Coffee?', tag: 'conversation-4' }]);
});
