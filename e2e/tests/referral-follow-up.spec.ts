import type { Browser, Page } from '@playwright/test';
import { browserOf, expect, type Person, test } from '../support/chapter.ts';

/**
 * A referral followed to revenue (docs/referral-follow-up.md): the giver watches it move without a reload and is told
 * of each step, never reading the receiver's note; the won referral becomes thanks for the business, and the member
 * thanked answers for the amount; the giver's funnel counts it.
 */
const CHAPTER = {
  valerie: { name: 'Valerie Chen', classification: 'Chiropractor' },
  daniel: { name: 'Daniel Okafor', classification: 'Financial Planner' },
} as const;

async function openAs(browser: Browser, person: Person, path: string): Promise<Page> {
  const page = await browserOf(browser, person);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page;
}

const records = (page: Page) => page.getByRole('list', { name: 'Records' });

test('the giver sees each step live, not the note; won becomes thanks whose amount she confirms', async ({
  browser,
  request,
  newChapter,
}) => {
  const { valerie, daniel } = (await newChapter(CHAPTER)).people;
  const prospect = 'Harbour Dental';
  const given = await request.post('/api/activities', {
    headers: { Authorization: `Bearer ${valerie.token}` },
    data: {
      type: 'referral',
      receiverId: daniel.id,
      prospectName: prospect,
      description: 'Wants a pension review for the partners',
      temperature: 4,
      scope: 'outside',
      clientRequestId: `follow-up-${daniel.id}`,
    },
  });
  expect(given.status()).toBe(201);

  // Valerie keeps her given referrals open; Daniel opens the one she gave him.
  const mine = await openAs(browser, valerie, '/activity/referral');
  const row = records(mine).getByRole('button', { name: new RegExp(prospect) });
  await expect(row).toContainText('New');
  const his = await openAs(browser, daniel, '/activity/referral?filter=received');
  await records(his)
    .getByRole('button', { name: new RegExp(prospect) })
    .click();
  const sheet = his.getByRole('dialog', { name: prospect });
  const note = sheet.getByRole('textbox', { name: 'Note with the update' });
  await expect(note).toHaveAccessibleDescription('Optional. Only you see it: Valerie Chen sees the status.');
  await note.fill('Spoke to the practice manager; meeting next Tuesday');
  await sheet.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(sheet.getByText('“Spoke to the practice manager; meeting next Tuesday”')).toBeVisible();

  // Without a reload, Valerie's list shows the step and her bell the news; the sheet shows the step, not the note.
  await expect(row).toContainText('Contacted');
  await expect(mine.getByTestId('header-notifications')).toHaveAccessibleName('Notifications, 1 unread');
  await row.click();
  const hers = mine.getByRole('dialog', { name: prospect });
  await expect(hers.getByRole('region', { name: 'Status history' })).toContainText('Daniel Okafor marked it Contacted');
  await expect(hers.getByText(/practice manager/)).toHaveCount(0);
  await hers.getByRole('button', { name: 'Close' }).first().click();

  // Won: Daniel thanks Valerie for the business, the referral named.
  await sheet.getByRole('button', { name: 'Mark won' }).click();
  await sheet.getByRole('link', { name: 'Thank Valerie Chen for this business' }).click();
  const form = his.getByRole('dialog', { name: 'Thank a member for closed business' });
  await expect(form.getByText(`For the business from Valerie Chen’s referral: ${prospect}`)).toBeVisible();
  await form.getByLabel('Amount').fill('2,500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // Valerie answers for the amount; Daniel is told.
  await mine.goto('/activity/closed-business?filter=received');
  await records(mine)
    .getByRole('button', { name: new RegExp(prospect) })
    .click();
  const thanks = mine.getByRole('dialog', { name: prospect });
  await expect(thanks.getByText('$2,500.00')).toBeVisible();
  await thanks.getByRole('button', { name: 'Confirm the amount' }).click();
  await expect(thanks.getByText('Confirmed by Valerie Chen')).toBeVisible();
  await expect(thanks.getByRole('button', { name: 'Question the amount' })).toHaveCount(0);
  await his.getByTestId('header-notifications').click();
  await expect(
    his.getByRole('list', { name: 'Notifications' }).getByRole('link', {
      name: /Valerie Chen confirmed the amount of \$2,500\.00/,
    }),
  ).toBeVisible();

  // What her referrals turned into: one given, won by its receiver (the business counts once a leader approves it).
  await mine.goto('/activity/referral');
  const funnel = mine.getByRole('region', { name: 'What referrals turned into' });
  await expect(funnel.getByLabel('You gave')).toContainText('Given1Won by the receiver1');
  await expect(funnel).toContainText('The chapter: 1 referral, 1 won');
});
