import { expect, type MemberSpec, openHomeAs, test } from '../support/chapter.ts';
import { keepScreenshot, TAKE_SCREENSHOTS } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

const PAGES = [
  { name: 'home', path: '/home', heading: /^Welcome/ },
  { name: 'settings', path: '/settings/appearance', heading: 'Settings' },
  { name: 'about', path: '/about', heading: 'About' },
];

// The theme follows the system the same way at any width: the phone-width walk is only pictured.
const WIDTHS: Array<readonly [string, MemberSpec, object]> = [
  ['1280', { name: 'Bianca Board', role: 'Board Member', classification: 'Architect' }, {}] as const,
  ...(TAKE_SCREENSHOTS ? [['375', { name: 'Mia Member', classification: 'Landscaper' }, PHONE] as const] : []),
];

for (const [width, account, device] of WIDTHS) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use(device);

    // A chapter of its own (support/chapter.ts), signed in as the role this width is pictured for.
    test('home, settings and about in light and dark', async ({ page, newChapter }) => {
      const { people } = await newChapter({ account });
      await openHomeAs(page, people.account);
      for (const scheme of ['light', 'dark'] as const) {
        // The account keeps the 'system' theme, so the emulated system setting decides.
        await page.emulateMedia({ colorScheme: scheme });
        for (const { name, path: url, heading } of PAGES) {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
          // Phones show what fits the screen (the bottom bar stays fixed); desktops the whole page.
          await keepScreenshot(page, `${name}-${width}-${scheme}.png`, width === '1280');
        }
      }
    });
  });
}
