import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { signInByApi } from '../support/members.ts';
import { keepScreenshot } from '../support/screenshots.ts';

// Demo accounts of this journey: the Board Member reads two conversations that two members start through the API.
const READER = 'board@demo.test';
const WRITERS = [
  { email: 'member19@demo.test', text: 'The venue for the mixer is booked for Thursday.' },
  { email: 'member15@demo.test', text: 'My slides for the member spotlight come tomorrow.' },
];

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Each writer sends the reader one message; their names, in the order written. */
async function twoConversations(request: APIRequestContext): Promise<string[]> {
  const reader = await request.get('/api/profile', {
    headers: { Authorization: `Bearer ${await tokenOf(request, READER)}` },
  });
  const readerId = ((await reader.json()) as { id: number }).id;
  const names: string[] = [];
  for (const [i, w] of WRITERS.entries()) {
    const sent = await request.post('/api/inbox/messages', {
      headers: { Authorization: `Bearer ${await tokenOf(request, w.email)}` },
      data: { recipientId: readerId, content: w.text, clientMessageId: `inbox-desktop-${i}` },
    });
    expect(sent.ok()).toBe(true);
    names.push(((await sent.json()) as { senderName: string }).senderName);
  }
  return names;
}

async function readerPage(browser: Browser, device = {}): Promise<Page> {
  const page = await (await browser.newContext(device)).newPage();
  await signInByApi(page, READER, DEMO_PASSWORD);
  return page;
}

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const row = (page: Page, name: string) => conversations(page).getByRole('link', { name: new RegExp(name) });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]');

test('at 1280 px the inbox list stays beside the conversations opened in turn, the open one marked', async ({
  browser,
  request,
}) => {
  const [first, second] = (await twoConversations(request)) as [string, string];
  const page = await readerPage(browser);
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

test('at 390 px the list and a conversation are screens of their own', async ({ browser, request }) => {
  const [first] = (await twoConversations(request)) as [string, string];
  const page = await readerPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
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
