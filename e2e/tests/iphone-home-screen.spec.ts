import type { Page } from '@playwright/test';
import { FULL_BROWSER } from '../support/browsers.ts';
import { expect, type Person, signInAs, test } from '../support/chapter.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * An iPhone (iOS 17.4) as Chromium can play one: Safari's agent and touch screen, and what a Safari tab lacks
 * (Notification and PushManager exist only in the app opened from the Home Screen, which sets navigator.standalone).
 */
const IPHONE = {
  ...PHONE,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

async function asIphone(page: Page, { installed }: { installed: boolean }) {
  await page.addInitScript((standalone) => {
    Object.defineProperty(navigator, 'platform', { get: () => 'iPhone' });
    if (standalone) {
      Object.defineProperty(navigator, 'standalone', { get: () => true });
    } else {
      Reflect.deleteProperty(window, 'Notification');
      Reflect.deleteProperty(window, 'PushManager');
    }
  }, installed);
}

// The installed app's push switch needs the full browser's push service.
test.use({ launchOptions: FULL_BROWSER });

const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Push notifications' });

/** Opens the signed-in home page as `person`. */
async function openHome(page: Page, person: Person) {
  await signInAs(page, person);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

test.describe('on an iPhone', () => {
  test.use(IPHONE);

  test('a Safari tab says notifications are unsupported and shows how to add Chapter to the Home Screen', async ({
    page,
    newChapter,
  }) => {
    const { people } = await newChapter({ iris: { name: 'Iris Safari' } });
    await asIphone(page, { installed: false });
    await openHome(page, people.iris);
    await page.goto('/settings/notifications');
    await expect(pushSwitch(page)).toBeDisabled();
    await expect(pushSwitch(page)).toHaveAccessibleDescription(/Notifications are unsupported on iOS devices/);
    const guide = page.getByRole('region', { name: 'Add Chapter to your Home Screen' });
    await expect(guide).toContainText('Choose Add to Home Screen');
    await keepScreenshot(page, 'iphone-settings-safari-375.png', true);
    // The More page shows the same steps.
    await page.goto('/more');
    await expect(page.getByRole('region', { name: 'Add Chapter to your Home Screen' })).toBeVisible();
  });

  test('the app opened from the Home Screen offers push and turns it on from a tap', async ({
    page,
    context,
    newChapter,
  }) => {
    const { people } = await newChapter({ ivan: { name: 'Ivan Homescreen' } });
    await asIphone(page, { installed: true });
    await context.grantPermissions(['notifications']);
    await openHome(page, people.ivan);
    await page.goto('/settings/notifications');
    await expect(page.getByRole('region', { name: 'Add Chapter to your Home Screen' })).toHaveCount(0);
    await expect(pushSwitch(page)).toBeEnabled();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT');
    await pushSwitch(page).click();
    expect((await saved).status()).toBe(200);
    await expect(pushSwitch(page)).toBeChecked();
  });

  test("the chapter channel's unread count sits beside the Inbox item, apart from its badge", async ({
    page,
    request,
    newChapter,
  }) => {
    const { people } = await newChapter({ isla: { name: 'Isla Reader' }, colm: { name: 'Colm Poster' } });
    // Colm has posted to the chapter channel; Isla has not read it.
    for (const n of [1, 2]) {
      const sent = await request.post('/api/chapter/messages', {
        headers: { Authorization: `Bearer ${people.colm.token}` },
        data: { content: `Breakfast note ${n}`, clientMessageId: `iphone-note-${n}` },
      });
      expect(sent.ok()).toBe(true);
    }
    await asIphone(page, { installed: true });
    await openHome(page, people.isla);
    const bar = page.getByRole('navigation', { name: 'Main' });
    const channel = bar.getByRole('img', { name: '2 unread in the chapter channel' });
    await expect(channel).toBeVisible();
    await expect(bar.getByRole('link', { name: /Inbox/ })).not.toContainText('chapter channel');
    // Drawn over the Inbox item but not catching the tap: the tap still opens the inbox.
    await channel.click({ force: true });
    await expect(page).toHaveURL(/\/inbox$/);
    await keepScreenshot(page, 'iphone-bottom-bar-channel-badge-375.png', false);
  });
});
