import type { APIRequestContext } from '@playwright/test';
import { browserOf, expect, test } from '../support/chapter.ts';

const PASSWORD = 'Hive-Keeper-2026!';

/** An applicant registers with the chapter's code, straight through the API (the UI path has its own journey). */
async function apply(request: APIRequestContext, code: string, name: string, email: string): Promise<void> {
  const res = await request.post('/api/register', { data: { name, email, password: PASSWORD, groupCode: code } });
  expect(res.ok()).toBe(true);
}

/** The journey's own chapter (support/chapter.ts): its approvals and audit log hold only what the journey did. */
const CHAPTER = {
  president: { name: 'Paula Grant', role: 'President', classification: 'Commercial Lawyer' },
  quentin: { name: 'Quentin Hayes', classification: 'Plumber' },
  rachel: { name: 'Rachel Adams', classification: 'Photographer' },
} as const;

test('a President creates a meeting, approves a member and a closed business, and finds all three in the audit log', async ({
  browser,
  request,
  newChapter,
}) => {
  const { chapter, people } = await newChapter(CHAPTER);
  const stamp = Date.now();
  const meetingTitle = `Visitor day ${stamp}`;
  const applicant = `Olive Applicant ${stamp}`;
  const business = `Bathroom refit ${stamp}`;

  // A member thanks another for closed business: it waits for approval.
  const quentin = await browserOf(browser, people.quentin);
  await quentin.goto('/activity/closed-business');
  await quentin.getByRole('button', { name: 'Thank for business' }).click();
  const thanks = quentin.getByRole('dialog', { name: 'Thank a member for closed business' });
  await thanks.getByLabel('Member who gave you the business').selectOption({ label: 'Rachel Adams — Photographer' });
  await thanks.getByLabel('Amount').fill('1837');
  await thanks.getByLabel(/What the business was/).fill(business);
  await thanks.getByRole('button', { name: 'Save' }).click();
  await expect(thanks).toBeHidden();
  await apply(request, chapter.code, applicant, `olive.${stamp}@example.com`);

  const page = await browserOf(browser, people.president);

  // 1. A meeting.
  await page.goto('/meetings/new/edit');
  const form = page.getByRole('form', { name: 'Meeting' });
  await form.getByLabel('Title').fill(meetingTitle);
  await form.getByLabel('Date').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel('Start time').fill('18:30');
  await form.getByRole('button', { name: 'Create meeting' }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: meetingTitle })).toBeVisible();

  // 2. The member application.
  await page.goto('/admin/approvals');
  await page.getByRole('tab', { name: /Members/ }).click();
  const card = page.getByRole('article').filter({ hasText: applicant });
  await card.getByLabel('Classification').fill(`Upholsterer ${stamp}`);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // 3. The closed business.
  await page.getByRole('tab', { name: /Businesses/ }).click();
  await page.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(page.getByRole('button', { name: `Approve ${business}` })).toBeHidden();

  // All three are in the audit log.
  await page.goto('/admin/audit');
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(entries.getByText(meetingTitle).first()).toBeVisible();
  await expect(entries.getByText(applicant).first()).toBeVisible();
  // The business's audit line names the two members and the amount.
  await expect(
    entries.getByText('Thanks from Quentin Hayes to Rachel Adams for closed business of $1,837.00: approved').first(),
  ).toBeVisible();
});
