import type { APIRequestContext, Page } from '@playwright/test';
import { browserOf, expect, type NewChapter, type Person, test } from '../support/chapter.ts';
import { keepScreenshot } from '../support/screenshots.ts';

// A Board Member reads two conversations that two members of the journey's own chapter start through the API (in
// the shared demo chapter the two journeys wrote into the same conversations at once).
const WRITERS = [
  { name: 'Sofia Marchetti', text: 'The venue for the mixer is booked for Thursday.' },
  { name: 'Tomas Berg', text: 'My slides for the member spotlight come tomorrow.' },
];

/** Each writer sends the reader one message; the reader and the writers' names, in the order written. */
async function twoConversations(
  request: APIRequestContext,
  newChapter: NewChapter,
): Promise<{ reader: Person; names: string[] }> {
  const { people } = await newChapter({
    reader: { name: 'Bianca Howell', role: 'Board Member' },
    first: { name: WRITERS[0]?.name ?? '' },
    second: { name: WRITERS[1]?.name ?? '' },
  });
  const names: string[] = [];
  for (const [i, writer] of [people.first, people.second].entries()) {
    const sent = await request.post('/api/inbox/messages', {
      headers: { Authorization: `Bearer ${writer.token}` },
      data: { recipientId: people.reader.id, content: WRITERS[i]?.text, clientMessageId: `inbox-desktop-${i}` },
    });
    expect(sent.ok()).toBe(true);
    names.push(((await sent.json()) as { senderName: string }).senderName);
  }
  return { reader: people.reader, names };
}

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const row = (page: Page, name: string) => conversations(page).getByRole('link', { name: new RegExp(name) });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]');

test('at 1280 px the inbox list stays beside the conversations opened in turn, the open one marked', async ({
  browser,
  request,
  newChapter,
}) => {
  const { reader, names } = await twoConversations(request, newChapter);
  const [first, second] = names as [string, string];
  const page = await browserOf(browser, reader);
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible();
  await expect(row(page, first)).toBeVisible();
  // A mark on the list's element: still there after switching means the list was not drawn again.
  await conversations(page).evaluate((el) => el.setAttribute('data-journey', 'kept'));

  await row(page, first).click();
  await expect(page).toHaveURL(/\/inbox\/conversation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(messages(page)).toHaveText([new RegExp(WRITERS[0]?.text ?? '')]);
  await expect(row(page, first)).toHaveAttribute('aria-current', 'page');
  await expect(row(page, second)).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Back to inbox' })).toHaveCount(0);

  // The second one from the keyboard: the list is still there, and now marks it.
  await row(page, second).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(messages(page)).toHaveText([new RegExp(WRITERS[1]?.text ?? '')]);
  await expect(row(page, second)).toHaveAttribute('aria-current', 'page');
  await expect(row(page, first)).not.toHaveAttribute('aria-current', 'page');
  await expect(conversations(page)).toHaveAttribute('data-journey', 'kept');
  await expect(conversations(page)).toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await keepScreenshot(page, 'inbox-split-1280.png', false);

  // The chapter channel opens on the same side, its row marked in turn.
  await page.getByRole('link', { name: /Chapter channel/ }).click();
  await expect(page).toHaveURL(/\/inbox\/chapter$/);
  await expect(page.getByRole('link', { name: /Chapter channel/ })).toHaveAttribute('aria-current', 'page');
  await expect(row(page, second)).not.toHaveAttribute('aria-current', 'page');
  await expect(conversations(page)).toHaveAttribute('data-journey', 'kept');
});

test('at 390 px the list and a conversation are screens of their own', async ({ browser, request, newChapter }) => {
  const { reader, names } = await twoConversations(request, newChapter);
  const [first] = names as [string, string];
  const page = await browserOf(browser, reader, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a conversation' })).toHaveCount(0);
  await row(page, first).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(conversations(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(row(page, first)).toBeVisible();
  await expect(page.getByRole('heading', { name: first })).toHaveCount(0);
});
