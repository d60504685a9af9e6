import type { APIRequestContext } from '@playwright/test';
import { browserOf, expect, type Person, test } from '../support/chapter.ts';

/**
 * Issue 39's "a slip in four taps" (docs/quick-slip.md): on a phone, from home, a referral is sent with four taps
 * (pointer events counted in the page; the keyboard's typing and its Tab are not taps) and the receiver sees it.
 * A chapter of its own (support/chapter.ts).
 */
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** An earlier referral, so Daniel is among Maya's recent and frequent partners. */
async function earlierReferral(request: APIRequestContext, from: Person, to: Person) {
  const res = await request.post('/api/activities', {
    headers: { Authorization: `Bearer ${from.token}` },
    data: {
      type: 'referral',
      receiverId: to.id,
      prospectName: 'Earlier Prospect',
      description: 'Met at the breakfast',
      temperature: 3,
      scope: 'outside',
      clientRequestId: `earlier-${to.id}`,
    },
  });
  expect(res.status()).toBe(201);
}

test('a referral from home in four taps on a phone, and the receiver sees it', async ({
  browser,
  request,
  newChapter,
}) => {
  const { people } = await newChapter({
    maya: { name: 'Maya Thompson', classification: 'Residential Realtor' },
    daniel: { name: 'Daniel Okafor', classification: 'Financial Planner' },
    priya: { name: 'Priya Shah', classification: 'Estate Attorney' },
  });
  await earlierReferral(request, people.maya, people.daniel);
  const page = await browserOf(browser, people.maya, PHONE_390);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as { taps: number };
    w.taps = 0;
    document.addEventListener('pointerdown', () => w.taps++, true);
  });

  // Tap 1: the bottom bar's centred button.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'New slip' }).tap();
  // Tap 2: the kind.
  await page.getByRole('dialog', { name: 'New slip' }).getByRole('button', { name: 'Give a referral' }).tap();
  // Tap 3: Daniel, first among the recent and frequent partners.
  const recent = page
    .getByRole('dialog', { name: 'Referral for' })
    .getByRole('region', { name: 'Recent and frequent' });
  await recent.getByRole('button', { name: /^Daniel Okafor/ }).tap();
  // The keyboard starts in Prospect; Tab moves on as a phone keyboard's Next key does.
  const form = page.getByRole('dialog', { name: 'Give a referral' });
  await expect(form.getByLabel('Prospect')).toBeFocused();
  await page.keyboard.type('Harbour Dental');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('What they need')).toBeFocused();
  await page.keyboard.type('A pension review before retiring');
  // Tap 4: Send.
  await form.getByRole('button', { name: 'Send' }).tap();
  await expect(page.getByText('Referral sent to Daniel Okafor.', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { taps: number }).taps)).toBe(4);

  // Daniel finds it among the referrals he received.
  const daniel = await browserOf(browser, people.daniel, PHONE_390);
  await daniel.goto('/activity/referral');
  await daniel.getByRole('tab', { name: /^Received/ }).click();
  await expect(daniel.getByRole('list', { name: 'Records' }).getByText('Harbour Dental')).toBeVisible();
  await page.context().close();
  await daniel.context().close();
});
