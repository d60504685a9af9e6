import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openHomeAs, signInAs, test } from '../support/chapter.ts';

/** WCAG 2.1 A/AA rules (axe-core) on the main screens, desktop and phone widths. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${screen}: ${summary.join('\n')}`).toEqual([]);
}

test('login screen has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoViolations(page, 'login');
});

test('home, roster, inbox and settings have no axe violations', async ({ page, newChapter }) => {
  const { people } = await newChapter({
    member: { name: 'Mia Member', classification: 'Landscaper' },
    president: { name: 'Paula Gavel', role: 'President', classification: 'Solicitor' },
  });
  await openHomeAs(page, people.member);
  await expectNoViolations(page, 'home');
  for (const [path, heading] of [
    ['/roster', /Roster/i],
    ['/inbox', /Inbox/i],
    ['/settings', /Settings/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
});

// Opening the channel marks it read (a write), so it is a chapter of its own (support/chapter.ts), with a pinned
// announcement, a few messages, and a Daniel to mention.
test('the chapter channel has no axe violations, with the mention suggestions open too', async ({
  page,
  request,
  newChapter,
}) => {
  const { chapter, people } = await newChapter({
    president: { name: 'Grace Holloway', role: 'President' },
    daniel: { name: 'Daniel Okafor' },
  });
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  let announcement = 0;
  for (const [n, who] of [people.president, people.daniel, people.president].entries()) {
    const sent = await request.post('/api/chapter/messages', {
      headers: as(who.token),
      data: { content: `Note ${n + 1}: breakfast at seven, visitors welcome.`, clientMessageId: `axe-${n}` },
    });
    expect(sent.ok()).toBe(true);
    if (n === 0) announcement = ((await sent.json()) as { id: number }).id;
  }
  const pinned = await request.put('/api/chapter/pin', {
    headers: as(people.president.token),
    data: { messageId: announcement },
  });
  expect(pinned.ok()).toBe(true);

  await signInAs(page, people.president);
  await page.goto('/inbox/chapter');
  await expect(page.getByRole('heading', { level: 1, name: chapter.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pinned announcement' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, '/inbox/chapter');
  await page.getByRole('textbox', { name: 'Message' }).pressSequentially('@Da');
  await expect(page.getByRole('listbox', { name: 'Members to mention' })).toBeVisible();
  await expectNoViolations(page, '/inbox/chapter with suggestions');
});
