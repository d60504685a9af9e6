import type { Page } from '@playwright/test';
import { browserOf, expect, test } from '../support/chapter.ts';
import { makePng } from '../support/members.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]');

test('a photo posted from a phone in the chapter channel reaches the others live, opens full size, and no one outside the chapter can fetch it', async ({
  browser,
  request,
  newChapter,
}) => {
  test.setTimeout(90_000);
  // Three members of a chapter of the journey's own: its channel holds only this journey's message.
  const { people } = await newChapter({
    sender: { name: 'Wanda Okafor' },
    first: { name: 'Xavier Brandt' },
    second: { name: 'Yasmin Costa' },
  });
  const caption = 'Breakfast table';
  const [sender, ...readers] = await Promise.all([
    browserOf(browser, people.sender, PHONE),
    browserOf(browser, people.first),
    browserOf(browser, people.second),
  ]);
  // One screen at a time: three first loads at once, beside two other workers, left a page still "Loading" after
  // 10 s on a loaded two-core machine (in main's run and in this branch's).
  for (const page of [sender, ...readers]) {
    await page.goto('/inbox/chapter');
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
  const reader = { Authorization: `Bearer ${people.first.token}` };
  const channel = await request.get('/api/chapter/messages', { headers: reader });
  const { messages: posted } = (await channel.json()) as { messages: { attachments: { url: string }[] }[] };
  expect(posted).toHaveLength(1);
  const url = posted[0]?.attachments[0]?.url as string;
  expect(url).toMatch(/^\/api\/attachments\/[A-Za-z0-9_-]{22}$/);
  expect((await request.get(url, { headers: reader })).status()).toBe(200);

  // A member of another chapter, and a signed-out caller, are told nothing exists there.
  const other = await newChapter({ outsider: { name: 'Olive Outsider' } });
  const outsider = { Authorization: `Bearer ${other.people.outsider.token}` };
  for (const path of [url, `${url}/thumbnail`]) {
    expect((await request.get(path, { headers: outsider })).status()).toBe(404);
    expect((await request.get(path)).status()).toBe(404);
  }
});
