import type { Request } from '@playwright/test';
import { expect, signInAs, test } from '../support/chapter.ts';
import { workerInControl } from '../support/service-worker.ts';
import { PHONE } from '../support/shell-session.ts';

test.use({ ...PHONE, serviceWorkers: 'allow' });

/**
 * A slip made without a connection (docs/quick-slip.md "Offline"): kept on the phone across a reload while still
 * offline, said to be waiting, and sent once when the network is back, checked through the API. The network is cut
 * for the whole browser context (context.setOffline), as attendance-offline.spec.ts does. A chapter of its own.
 */
test('a slip entered offline waits across a reload and is sent once when the network is back', async ({
  page,
  context,
  request,
  newChapter,
}) => {
  const { people } = await newChapter({
    maya: { name: 'Maya Thompson', classification: 'Residential Realtor' },
    daniel: { name: 'Daniel Okafor', classification: 'Financial Planner' },
  });
  await signInAs(page, people.maya);
  await page.goto('/home');
  await workerInControl(page);
  // Opened once online with the worker in control: home, the members list and the partners are kept for offline.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page
    .getByRole('button', { name: /^New slip/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Give a referral' }).click();
  await expect(page.getByRole('button', { name: /^Daniel Okafor/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');

  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/activities') posts.push(r);
  });
  await context.setOffline(true);
  await page
    .getByRole('button', { name: /^New slip/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Give a referral' }).click();
  await page.getByRole('button', { name: /^Daniel Okafor/ }).click();
  const form = page.getByRole('dialog', { name: 'Give a referral' });
  await form.getByLabel('Prospect').fill('Offline Bakery');
  await form.getByLabel('What they need').fill('A new lease for a second shop');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Kept on this phone', { exact: true })).toBeVisible();
  await expect(page.getByText('1 slip waiting to send')).toBeVisible();

  // A reload while still offline: the worker serves the app, the phone still holds the slip.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByText('1 slip waiting to send')).toBeVisible();
  expect(posts).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText('Referral sent to Daniel Okafor.', { exact: true })).toBeVisible();
  await expect(page.getByText('1 slip waiting to send')).toBeHidden();
  expect(posts).toHaveLength(1);

  // Stored once: Daniel has exactly this referral.
  const received = await request.get('/api/activities?box=received&type=referral', {
    headers: { Authorization: `Bearer ${people.daniel.token}` },
  });
  expect(received.status()).toBe(200);
  const body = (await received.json()) as { items: Array<{ summary: string; giver: { id: number } }> };
  expect(body.items.map((r) => [r.summary, r.giver.id])).toEqual([['Offline Bakery', people.maya.id]]);
});
