import { FULL_BROWSER } from '../support/browsers.ts';
import { expect, signInAs, test } from '../support/chapter.ts';
import { workerInControl } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow', launchOptions: FULL_BROWSER });

test('the service worker shows a pushed alert when the app is not in front', async ({
  page,
  context,
  baseURL,
  newChapter,
}) => {
  const { people } = await newChapter({ pia: { name: 'Pia Pushed' } });
  await context.grantPermissions(['notifications']);
  await signInAs(page, people.pia);
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
