import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/chapter.ts';
import { PHONE } from '../support/shell-session.ts';

// A chapter of the journey's own (support/chapter.ts): Grace has the app open on her phone, Nina refers her. Grace's
// bell starts from nothing, whatever earlier runs left in the data folder.
const CHAPTER = {
  grace: { name: 'Grace Lee', classification: 'Interior Designer' },
  nina: { name: 'Nina Rossi', classification: 'Dental Practice Fit-outs' },
} as const;

test.use(PHONE);

/** Resolves once the page's live connection has subscribed to `channel` (the server answered the subscribe). */
function subscribedTo(page: Page, channel: string): Promise<void> {
  const commands = (payload: string | Buffer) =>
    String(payload)
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { id?: number; subscribe?: { channel?: string } }];
        } catch {
          return [];
        }
      });
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      let asked: number | undefined;
      ws.on('framesent', ({ payload }) => {
        for (const c of commands(payload)) if (c.subscribe?.channel === channel) asked = c.id;
      });
      ws.on('framereceived', ({ payload }) => {
        if (commands(payload).some((c) => asked !== undefined && c.id === asked && c.subscribe)) resolve();
      });
    });
  });
}

test('a referral given to a member with the app open rings her bell live and opens from her list', async ({
  page,
  request,
  newChapter,
}) => {
  const { grace, nina } = (await newChapter(CHAPTER)).people;
  const prospect = 'Harbour Dental';
  const need = 'Needs a new practice fit-out';

  await signInAs(page, grace);
  const live = subscribedTo(page, `notifications:${grace.id}`);
  await page.goto('/home');
  const bell = page.getByTestId('header-notifications');
  await expect(bell).toHaveAccessibleName('Notifications');
  await live;

  // Nina gives Grace a referral from her own phone (by the API here).
  const given = await request.post('/api/activities', {
    headers: { Authorization: `Bearer ${nina.token}` },
    data: {
      type: 'referral',
      receiverId: grace.id,
      prospectName: prospect,
      prospectContact: 'office@harbour-dental.test',
      description: need,
      temperature: 4,
      scope: 'outside',
      clientRequestId: `notifications-${grace.id}`,
    },
  });
  expect(given.status()).toBe(201);

  // Grace's bell counts it without a reload; the bell opens her list, where it stands out as unread.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /New referral from Nina Rossi/ })
    .filter({ hasText: prospect });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'true');

  // Tapping it opens the referral itself, and it is read: the count is gone.
  await item.click();
  await expect(page.getByRole('dialog').getByText(need)).toBeVisible();
  // Back on the list (the open dialog hides the header from assistive technology meanwhile).
  await page.goBack();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(item).toHaveAttribute('data-unread', 'false');
});
