import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { makePng, signInByApi } from '../support/members.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

// Three active members of the demo's Riverside Chapter, signed in through the API; the chapter channel's own
// journeys use others, and messages here are found by a caption unique to the run.
const SENDER = 'member15@demo.test';
const READERS = ['member16@demo.test', 'member18@demo.test'];

async function signedInPage(browser: Browser, email: string, device = {}): Promise<Page> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signInByApi(page, email, DEMO_PASSWORD);
  return page;
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]');

test('a photo posted from a phone in the chapter channel reaches the others live, opens full size, and no one outside the chapter can fetch it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const caption = `Breakfast table ${Date.now()}`;
  const [sender, ...readers] = await Promise.all([
    signedInPage(browser, SENDER, PHONE),
    ...READERS.map((email) => signedInPage(browser, email)),
  ]);
  await Promise.all([sender, ...readers].map((page) => page.goto('/inbox/chapter')));
  for (const page of [sender, ...readers]) {
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  }

  // On the phone: attach a photo, watch it upload, add a caption and send.
  await sender.getByTestId('attachment-input').setInputFiles({
    name: 'breakfast.png',
    mimeType: 'image/png',
    buffer: makePng(400),
  });
  const chip = sender.getByRole('list', { name: 'Attachments' }).getByRole('listitem');
  await expect(chip).toContainText('breakfast.jpg');
  await expect(chip).toContainText(/\d+ KB/);
  const box = sender.getByRole('textbox', { name: 'Message' });
  await box.fill(caption);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(sender.getByRole('list', { name: 'Attachments' })).toHaveCount(0);

  // Both readers see it arrive live as a thumbnail with the caption, open it full size and come back.
  await Promise.all(
    readers.map(async (page) => {
      const posted = messages(page).filter({ hasText: caption });
      const open = posted.getByRole('button', { name: 'Open photo breakfast.jpg' });
      await expect
        .poll(() => open.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'breakfast.jpg' });
      const full = dialog.getByRole('img', { name: 'breakfast.jpg' });
      await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
      await dialog.getByRole('button', { name: 'Back to the conversation' }).click();
      await expect(dialog).toHaveCount(0);
    }),
  );
  const mine = messages(sender).filter({ hasText: caption }).getByRole('img', { name: 'breakfast.jpg' });
  await expect.poll(() => mine.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await keepScreenshot(sender, 'chat-attachments-375.png', false);

  // The file's address, as the readers' app has it.
  const api = await playwright.request.newContext({ baseURL: new URL(sender.url()).origin });
  const token = async (email: string, password = DEMO_PASSWORD) => {
    const res = await api.post('/api/login', { data: { email, password } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const reader = { Authorization: `Bearer ${await token(READERS[0] as string)}` };
  // Other journeys write in the same channel meanwhile (one posts forty notes): look back page by page.
  type Page = { messages: { content: string; attachments: { url: string }[] }[]; before: string | null };
  let posted: Page['messages'][number] | undefined;
  for (let before: string | null = '', pages = 0; !posted && before !== null && pages < 10; pages++) {
    const res = await api.get(`/api/chapter/messages${before ? `?before=${before}` : ''}`, { headers: reader });
    const body = (await res.json()) as Page;
    posted = body.messages.find((m) => m.content === caption);
    before = body.before;
  }
  const url = posted?.attachments[0]?.url as string;
  expect(url).toMatch(/^\/api\/attachments\/[A-Za-z0-9_-]{22}$/);
  expect((await api.get(url, { headers: reader })).status()).toBe(200);

  // A member of another chapter, and a signed-out caller, are told nothing exists there.
  const admin = { Authorization: `Bearer ${await token('admin@demo.test')}` };
  const group = await api.post('/api/groups', {
    headers: admin,
    data: {
      name: `Harbourside ${Date.now()}`,
      status: 'active',
      capacity: null,
      acceptingMembers: true,
      timezone: 'Europe/London',
      allowSubstituteLogin: false,
      meetingWeekday: null,
      meetingTime: null,
      meetingDurationMinutes: null,
    },
  });
  expect(group.status()).toBe(201);
  const outsiderEmail = `olive.${Date.now()}@harbourside.test`;
  const created = await api.post('/api/admin/users', {
    headers: admin,
    data: {
      name: 'Olive Outsider',
      email: outsiderEmail,
      role: 'Member',
      groupId: ((await group.json()) as { id: number }).id,
      onboarding: 'temporary',
    },
  });
  expect(created.status()).toBe(201);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  const outsider = { Authorization: `Bearer ${await token(outsiderEmail, temporaryPassword)}` };
  for (const path of [url, `${url}/thumbnail`]) {
    expect((await api.get(path, { headers: outsider })).status()).toBe(404);
    expect((await api.get(path)).status()).toBe(404);
  }
  await api.dispose();
});
