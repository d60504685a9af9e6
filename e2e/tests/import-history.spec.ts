import { browserOf, expect, test } from '../support/chapter.ts';

/**
 * Moving in (docs/imports.md): a Vice President uploads the chapter's slips report in the browser, matches the one
 * name no member carries, dry-runs it (nothing written), imports it, and sees the same file read back as unchanged.
 */
const CHAPTER = {
  vp: { name: 'Vera Price', role: 'Vice President', classification: 'Accountant' },
  ann: { name: 'Ann Archer', classification: 'Bowyer' },
  bo: { name: 'Bo Lee', classification: 'Cooper' },
} as const;

/** A day two weeks ago (the chapter's records may not be in the future). */
const day = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);

test('a slips report goes from the file to the chapter: match, dry run, import, and again unchanged', async ({
  browser,
  request,
  newChapter,
}) => {
  const { vp } = (await newChapter(CHAPTER)).people;
  const csv = [
    'From,To,Slip Type,Inside/Outside,TYFCB,CEU Credits,Detail,Date',
    `Ann Archer,Bo Lee,Referral,Tier 1 (inside),,,Kitchen refit,${day}`,
    `,Ann Archer,TYFCB,,"1,250.00",,Thanks,${day}`,
    `Dee Stranger,Ann Archer,Referral,Tier 2 (outside),,,From a visitor,${day}`,
  ].join('\r\n');

  const page = await browserOf(browser, vp);
  // From the admin area's Users screen, beside the members CSV import.
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Import history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import history' })).toBeVisible();
  await page.getByLabel('File (CSV or XLSX)').setInputFiles({
    name: 'slips.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('New 2 · Updated 0 · Unchanged 0 · Left out 0 · Problems 1')).toBeVisible();
  await expect(page.getByText('No member matches "Dee Stranger": match it by hand or leave it out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();

  const names = page.getByRole('group', { name: 'Names to match' });
  await names.getByLabel('Dee Stranger (1 row)').selectOption({ label: 'Bo Lee' });
  await expect(page.getByText('New 3 · Updated 0 · Unchanged 0 · Left out 0 · Problems 0')).toBeVisible();

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Dry run: nothing was written')).toBeVisible();
  /** The chapter's records, as a leader's Activity screen lists them. */
  const chapterRecords = async () => {
    const res = await request.get('/api/activities?box=group', { headers: { Authorization: `Bearer ${vp.token}` } });
    return ((await res.json()) as { items: Array<{ type: string; approvalStatus: string | null }> }).items;
  };
  expect(await chapterRecords()).toEqual([]);

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('History imported');
  // The screen reads the same file again: every row is now already in the chapter.
  await expect(page.getByText('New 0 · Updated 0 · Unchanged 3 · Left out 0 · Problems 0')).toBeVisible();
  // Approved history, not claims waiting: two referrals and the thanks.
  const records = await chapterRecords();
  expect(records.map((r) => [r.type, r.approvalStatus]).sort()).toEqual([
    ['closed_business', 'approved'],
    ['referral', 'approved'],
    ['referral', 'approved'],
  ]);
});
