import { expect, type MemberSpec, openHomeAs, test } from '../support/chapter.ts';
import { PHONE } from '../support/shell-session.ts';

// Each journey signs in to a chapter of its own (support/chapter.ts) as the role it is about.
const MEMBER: MemberSpec = { name: 'Mia Member', classification: 'Landscaper' };

const MEMBER_ITEMS = ['Home', 'Calendar', 'Activity', 'Roster', 'Inbox'];

test.describe('navigation on a wide screen', () => {
  test('a Member sees the main items, no admin items and no mode toggle', async ({ page, newChapter }) => {
    const { people } = await newChapter({ member: MEMBER });
    await openHomeAs(page, people.member);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(MEMBER_ITEMS);
    await expect(page.getByRole('button', { name: /Panel$/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/activity\/referral$/);
    await page.getByRole('button', { name: 'Show legend' }).click();
    await expect(page).toHaveURL(/showLegend=true/);
    await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Won');
  });

  test('a Member typing an admin address lands on /home', async ({ page, newChapter }) => {
    const { people } = await newChapter({ member: MEMBER });
    await openHomeAs(page, people.member);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /Welcome, / })).toBeVisible();
  });

  test('a President switches to the President Panel and back', async ({ page, newChapter }) => {
    const { people } = await newChapter({ president: { name: 'Paula Gavel', role: 'President' } });
    await openHomeAs(page, people.president);
    await page.getByRole('button', { name: 'President Panel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('header-title')).toHaveText('President Dashboard');
    const admin = page.getByRole('navigation', { name: 'Admin' });
    await expect(admin.getByRole('link')).toHaveText([
      'Dashboard',
      'Activity',
      'Groups',
      'Users',
      'Messaging',
      'Attendance',
      'Approvals',
      'At risk',
      'Chapter scorecard',
      'Meeting agenda',
      'Speaker rota',
      'Membership committee',
      'Chapter rules',
    ]);
    await page.getByRole('button', { name: 'Exit Admin' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(MEMBER_ITEMS);
  });

  test('the collapsed sidebar is remembered and names its icons in tooltips', async ({ page, newChapter }) => {
    const { people } = await newChapter({ member: MEMBER });
    await openHomeAs(page, people.member);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roster' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Roster' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });
});

test.describe('navigation on a phone', () => {
  test.use(PHONE);

  test('a Member has the bottom bar and finds the rest under More', async ({ page, newChapter }) => {
    const { people } = await newChapter({ member: MEMBER });
    await openHomeAs(page, people.member);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link')).toHaveText([...MEMBER_ITEMS, 'More']);
    await expect(page.getByRole('button', { name: /Panel$/ })).toHaveCount(0);
    await bar.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/more$/);
    for (const name of ['Profile', 'Settings', 'Visitors', 'Support', 'About', 'Privacy Policy', 'Terms of Service']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a Vice President sees the management banner in admin mode and taps back', async ({ page, newChapter }) => {
    const { people } = await newChapter({ vp: { name: 'Vera Price', role: 'Vice President' } });
    await openHomeAs(page, people.vp);
    await page.getByRole('button', { name: 'Vice President Panel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('header-title')).toHaveText('Vice President Dashboard');
    const banner = page.getByRole('button', { name: 'Viewing management tools. Tap here to switch back.' });
    await expect(banner).toBeVisible();
    await banner.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(banner).toHaveCount(0);
  });
});
