import { browserOf, expect, test } from '../support/chapter.ts';
import { PHONE } from '../support/shell-session.ts';

// Each search runs in a chapter of its own (support/chapter.ts), where nobody else writes.
const UMAR = { name: 'Umar Siddiqui' };

test('the header search finds a member by company, the best kind first, and opens the profile', async ({
  browser,
  request,
  newChapter,
}) => {
  const { people } = await newChapter({
    walter: { name: 'Walter Grant', classification: 'Roofer' },
    daniel: { name: 'Daniel Okafor', classification: 'Financial Planner' },
  });
  const named = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${people.daniel.token}` },
    data: { companyName: 'Okafor Financial Planning' },
  });
  expect(named.ok()).toBe(true);
  const walter = await browserOf(browser, people.walter);
  await walter.goto('/home');

  // The header's search button; the best kind (members, named by their company) comes first.
  await walter.getByRole('link', { name: 'Search' }).click();
  await expect(walter).toHaveURL(/\/search$/);
  const box = walter.getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.pressSequentially('okafor financ');
  await expect(walter).toHaveURL(/\/search\?q=okafor\+financ$/);
  const first = walter
    .getByRole('region')
    .filter({ has: walter.getByRole('heading', { level: 2 }) })
    .first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Members');
  const daniel = first.getByRole('link', { name: /Daniel Okafor/ });
  await expect(daniel.locator('mark')).toHaveText(['Okafor', 'Okafor', 'Financ', 'Financ']);
  await daniel.click();
  await expect(walter).toHaveURL(/\/profile\/\d+$/);
  await expect(walter.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();
});

test('a word of a message finds it, from "/" on a keyboard and from the phone header, and opens the conversation at it', async ({
  browser,
  newChapter,
}) => {
  // Walter writes to Umar.
  const { people } = await newChapter({ walter: { name: 'Walter Grant' }, umar: UMAR });
  const walter = await browserOf(browser, people.walter);
  await walter.goto('/home');
  const word = 'heliotrope';
  await walter.goto('/inbox/compose');
  await walter.getByRole('searchbox', { name: 'To' }).fill('Umar');
  await walter.getByRole('button', { name: new RegExp(UMAR.name) }).click();
  const composer = walter.getByRole('textbox', { name: 'Message' });
  await composer.fill(`The ${word} samples are ready for Thursday`);
  await composer.press('Enter');
  await expect(walter).toHaveURL(/\/inbox\/conversation\/\d+$/);
  const conversation = new URL(walter.url()).pathname;

  // "/" opens the search from anywhere on a keyboard.
  await walter.getByRole('heading', { level: 1, name: UMAR.name }).click();
  await walter.keyboard.press('/');
  await expect(walter).toHaveURL(/\/search$/);
  await walter.getByRole('searchbox', { name: 'Search' }).fill(word);
  const found = walter.getByRole('list', { name: 'Messages' }).getByRole('link');
  await expect(found).toHaveCount(1);
  await expect(found.locator('mark')).toHaveText(word);

  // Umar, on a phone, finds it from the header's search icon and opens the conversation.
  const umar = await browserOf(browser, people.umar, PHONE);
  await umar.goto('/home');
  await umar.getByRole('link', { name: 'Search' }).click();
  await umar.getByRole('searchbox', { name: 'Search' }).fill(word.slice(0, 8));
  const mine = umar.getByRole('list', { name: 'Messages' }).getByRole('link', { name: new RegExp(word) });
  await expect(mine).toBeVisible();
  await mine.click();
  // It opens the conversation at the message, marked for a moment.
  await expect(umar).toHaveURL(new RegExp(`${conversation}\\?message=\\d+$`));
  const message = umar.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: word });
  await expect(message).toHaveAttribute('data-highlighted', 'true');
  await expect(message).toBeInViewport();
});
