import { expect, openHomeAs, signInAs, test } from '../support/chapter.ts';
import { waitForMail } from '../support/mail.ts';
import { keepScreenshot } from '../support/screenshots.ts';

// The report is a write (an e-mail to support), so it comes from a chapter of its own (support/chapter.ts).
test('a screen that fails to load shows the error screen, and a report reaches support', async ({
  page,
  newChapter,
}) => {
  const { people } = await newChapter({ secretary: { name: 'Sofia Reyes', role: 'Secretary Treasurer' } });
  await signInAs(page, people.secretary);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  // The Support screen's file is unavailable, as after a broken deployment.
  await page.route(/\/assets\/support-[\w-]+\.js$/, (route) => route.fulfill({ status: 500, body: 'unavailable' }));

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(screen).toContainText('We encountered an error while rendering this page');
  // The error stays inside the layout: the navigation still works.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  for (const name of ['Go Home', 'Try Again', 'Report Issue']) {
    await expect(screen.getByRole(name === 'Go Home' ? 'link' : 'button', { name })).toBeVisible();
  }

  await screen.getByRole('button', { name: 'Report Issue' }).click();
  // Signed in: the server knows who is reporting, so no name or e-mail is asked.
  await expect(screen.getByLabel(/Name/)).toHaveCount(0);
  await screen.getByLabel(/What were you doing/).fill('I opened Support from the More menu.');
  await keepScreenshot(page, 'error-report-1280-light.png', false);
  await screen.getByRole('button', { name: 'Send Report' }).click();

  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Error Report Sent' });
  await expect(toast).toContainText(/Reference: ER-[0-9A-F]+/);
  const reference = (await toast.textContent())?.match(/ER-[0-9A-F]+/)?.[0] ?? '';
  const mail = await waitForMail('support@chapter.local', new RegExp(`Error report ${reference}`));
  expect(mail.text).toContain('I opened Support from the More menu.');
});

test('a screen whose file is gone after a deploy reloads once onto the new build', async ({ page, newChapter }) => {
  const { people } = await newChapter({ member: { name: 'Mia Member' } });
  await openHomeAs(page, people.member);
  // The first request for the Support screen's file meets the server after a deploy: 404, as the real server
  // answers for a chunk it no longer has (quality-delivery.spec.ts). The reload finds it.
  let requests = 0;
  await page.route(/\/assets\/support-[\w-]+\.js$/, (route) => {
    requests += 1;
    if (requests === 1) return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    return route.continue();
  });
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  expect(requests).toBe(2);
});
