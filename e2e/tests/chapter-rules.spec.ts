import { browserOf, expect, test } from '../support/chapter.ts';

/**
 * Chapter rules (docs/chapter-rules.md "Choosing and overriding rules"): the organisation opens the absences allowed
 * to chapters (2 to 4); a President finds the screen in the admin menu, is told 5 is too many before anything is
 * sent, saves 4, and a member of the chapter reads the 4 on the rules they are judged by. The organisation keeps the
 * app's light, so no other journey's chapter scores differently.
 */
test('a President overrides a rule within the organisation’s range and a member reads it', async ({
  browser,
  request,
  adminToken,
  newChapter,
}) => {
  const opened = await request.put('/api/chapter-rules/organisation', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { preset: 'appLight', limits: { 'attendance.allowedAbsences': { min: 2, max: 4 } } },
  });
  expect(opened.status()).toBe(200);
  const { president, member } = (
    await newChapter({
      president: { name: 'Rhea Rules', role: 'President', classification: 'Notary' },
      member: { name: 'Milo Member', classification: 'Glazier' },
    })
  ).people;

  const page = await browserOf(browser, president);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Chapter rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chapter rules' })).toBeVisible();
  const absences = page.getByLabel('Absences allowed in the window');
  await expect(page.getByText('Between 2 and 4')).toBeVisible();
  await absences.fill('5');
  await page.getByRole('button', { name: 'Save this chapter’s rules' }).click();
  await expect(page.getByText('At most 4')).toBeVisible();
  await absences.fill('4');
  await expect(page.getByRole('region', { name: 'With these changes' })).toContainText('4');
  await page.getByRole('button', { name: 'Save this chapter’s rules' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('This chapter’s rules are saved');
  await expect(page.getByText('Last changed by Rhea Rules')).toBeVisible();

  const memberPage = await browserOf(browser, member);
  await memberPage.goto('/chapter-rules');
  const rules = memberPage.getByRole('region', { name: 'The rules you are judged by' });
  await expect(rules.locator('[data-field="attendance_allowedAbsences"]')).toHaveText('4');
});
