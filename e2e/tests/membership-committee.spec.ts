import { browserOf, expect, test } from '../support/chapter.ts';
import { waitForMail } from '../support/mail.ts';

const PASSWORD = 'Hive-Keeper-2026!';

// A chapter of the journey's own (support/chapter.ts): Carl Cole holds "Café Owner" there.
const PEOPLE = {
  president: { name: 'Paula Grant', role: 'President', classification: 'Commercial Lawyer' },
  vera: { name: 'Vera Seat', classification: 'Florist' },
  carl: { name: 'Carl Cole', classification: 'Café Owner' },
} as const;

test('the President seats a member on the committee, who votes, notes and approves past the seat check', async ({
  browser,
  newChapter,
}) => {
  const { chapter, people } = await newChapter(PEOPLE);
  const stamp = Date.now();
  const name = `Ann Applicant ${stamp}`;
  const email = `ann.${stamp}@example.com`;
  const page = await browser.newPage();
  const reg = await page.request.post('/api/register', {
    data: { name, email, password: PASSWORD, groupCode: chapter.code },
  });
  expect(reg.status()).toBe(201);

  // The President has no seat: the committee's screen shows them the seats only, and they give Vera one.
  const president = await browserOf(browser, people.president);
  await president.goto('/admin/committee');
  await expect(president.getByText(/You do not hold a seat on the membership committee/)).toBeVisible();
  const seat = president.getByRole('switch', { name: 'Vera Seat' });
  await expect(seat).toHaveAttribute('aria-checked', 'false');
  await seat.click();
  await expect(seat).toHaveAttribute('aria-checked', 'true');

  // Vera, a Member, now finds the committee in the admin area and the application on it.
  const vera = await browserOf(browser, people.vera);
  await vera.goto('/home');
  await vera.getByRole('button', { name: 'Member Panel' }).click();
  await expect(vera).toHaveURL(/\/admin\/committee$/);
  const card = vera.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toContainText('Votes: 1 approve, 0 decline, 0 abstain');
  await card.getByRole('button', { name: 'Discuss and decide' }).click();
  await card.getByLabel('New note').fill('Met her at the café on Monday.');
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.getByRole('list', { name: `Confidential notes about ${name}` })).toContainText(
    'Met her at the café on Monday.',
  );

  // "Cafe owner" reads the same as Carl's "Café Owner": approving needs the committee's confirmation.
  await card.getByLabel('Classification').fill('Cafe owner');
  await card.getByRole('button', { name: 'Approve application' }).click();
  await expect(card.getByRole('alert')).toContainText('Carl Cole holds the classification "Café Owner"');
  await card.getByLabel('Approve even though the classifications read the same').check();
  await card.getByRole('button', { name: 'Approve application' }).click();
  await expect(vera.getByRole('region', { name: /Notifications/ })).toContainText(
    `${name} is now a member of ${chapter.name}`,
  );
  await waitForMail(email, /your membership is approved/);

  // The notes stay the committee's: the President still gets no committee screen beyond the seats.
  await president.reload();
  await expect(president.getByText('Met her at the café on Monday.')).toHaveCount(0);
});
