import type { Page } from '@playwright/test';
import { browserOf, expect, test } from '../support/chapter.ts';
import { clippedText } from '../support/layout-checks.ts';
import { createMeeting } from '../support/meetings.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * The app in the member's language (docs/i18n.md), at phone width: a visitor's browser language on the sign-in page,
 * a member's choice in Settings taking effect without a reload and following them to the next sign-in, and the
 * pseudo locales' check that longer words and right-to-left layouts still fit.
 */

async function signInPage(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const [locale, heading, email, password, button, required] of [
  [
    'es-ES',
    'Hola de nuevo',
    'Correo electrónico',
    'Contraseña',
    'Iniciar sesión',
    'El correo electrónico es obligatorio',
  ],
  ['de-DE', 'Willkommen zurück', 'E-Mail', 'Passwort', 'Anmelden', 'Die E-Mail-Adresse fehlt'],
] as const) {
  test(`a ${locale} phone gets the sign-in page in its language, validation included`, async ({ browser }) => {
    const page = await (await browser.newContext({ ...PHONE, locale })).newPage();
    await signInPage(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText(required)).toBeVisible();
    await expect(page.getByLabel(email)).toBeVisible();
    await expect(page.getByLabel(password, { exact: true })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await keepScreenshot(page, `login-375-${locale}.png`, false);
  });
}

test('registration in Spanish: the password rules and the banner in Spanish, on a phone', async ({ browser }) => {
  const page = await (await browser.newContext({ ...PHONE, locale: 'es-MX' })).newPage();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre completo').fill('Lucía Fernández');
  await page.getByLabel('Correo electrónico').fill('lucia@example.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  const rules = page.getByRole('list', { name: 'Requisitos' });
  await expect(rules.getByRole('listitem')).toHaveText([
    /8 caracteres o más/,
    /Una letra mayúscula/,
    /Una letra minúscula/,
    /Un número/,
    /Un carácter especial/,
  ]);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Datos no válidos' })).toContainText(
    'La contraseña no cumple los requisitos',
  );
  await expect(page.getByText('La contraseña debe contener al menos una letra mayúscula').first()).toBeVisible();
  expect(await clippedText(page)).toEqual([]);
  await keepScreenshot(page, 'register-375-es-MX.png', false);
});

test('a member chooses German in Settings: the app speaks it at once and at the next sign-in', async ({
  browser,
  newChapter,
}) => {
  const { people } = await newChapter({ greta: { name: 'Greta Vogel', classification: 'Steuerberaterin' } });
  const page = await browserOf(browser, people.greta, { ...PHONE, locale: 'en-US' });
  await page.goto('/settings/appearance/language');
  // A mark on this document: it is still there after the change only if the page did not reload.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch');
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('button', { name: 'Sprache speichern' })).toBeVisible();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast.filter({ hasText: 'Sprache gespeichert' })).toContainText('Deine Sprache ist Deutsch.');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The navigation speaks it too, and its longer words fit the phone's bottom bar.
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const item of ['Start', 'Kalender', 'Aktivität', 'Mitglieder', 'Nachrichten', 'Mehr']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${item}`) })).toBeVisible();
  }
  expect(await clippedText(page)).toEqual([]);
  await keepScreenshot(page, 'settings-375-de-DE.png', false);

  // Signed out, the device keeps speaking it: the sign-in page is German although the browser is English.
  await page.evaluate(() => localStorage.removeItem('token'));
  await signInPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
});

test('a member of a Spanish chapter gets home in Spanish without choosing, on a phone', async ({
  browser,
  request,
  adminToken,
  newChapter,
}) => {
  const { chapter, people } = await newChapter({ lucia: { name: 'Lucía Fernández', classification: 'Abogada' } });
  const set = await request.put(`/api/groups/${chapter.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { language: 'es', currency: 'EUR' },
  });
  expect(set.ok()).toBe(true);
  // An English browser: the chapter's language wins for a member who chose none.
  const page = await browserOf(browser, people.lucia, { ...PHONE, locale: 'en-US' });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: 'Mi semáforo' })).toBeVisible();
  // The traffic light's row (the numbers card below has one of the same name).
  await expect(page.getByRole('row', { name: /^Referencias dadas/ }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Accesos directos' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: /^Inicio/ })).toBeVisible();
  expect(await clippedText(page)).toEqual([]);
  await keepScreenshot(page, 'home-375-es.png', false);
});

/** The referral form's words, and what the member is told once it is saved. */
const REFERRAL_WORDS = {
  de: {
    give: 'Empfehlung geben',
    who: 'Empfehlung für',
    prospect: 'Interessent',
    need: 'Was gebraucht wird',
    temperature: 'Temperatur',
    warm: '3 — Warm: erwartet deinen Anruf',
    save: 'Speichern',
    sent: 'Empfehlung an Jonas Weber gesendet.',
  },
  es: {
    give: 'Dar una referencia',
    who: 'Referencia para',
    prospect: 'Cliente potencial',
    need: 'Qué necesita',
    temperature: 'Temperatura',
    warm: /^3 — /,
    save: 'Guardar',
    sent: 'Referencia enviada a Jonas Weber.',
  },
} as const;

async function giveReferral(page: Page, words: (typeof REFERRAL_WORDS)[keyof typeof REFERRAL_WORDS], shot: string) {
  await page.goto('/activity/referral');
  await page.getByRole('button', { name: words.give }).click();
  const dialog = page.getByRole('dialog', { name: words.give });
  await dialog.getByLabel(words.who).selectOption({ label: 'Jonas Weber — Elektriker' });
  await dialog.getByLabel(words.prospect).fill('Bäckerei Schmidt');
  await dialog.getByLabel(words.need).fill('Neue Beleuchtung für den Verkaufsraum');
  await expect(dialog.getByLabel(words.temperature)).toHaveValue('3');
  await expect(dialog.getByLabel(words.temperature).locator('option:checked')).toHaveText(words.warm);
  expect(await clippedText(page)).toEqual([]);
  await keepScreenshot(page, shot, false);
  await dialog.getByRole('button', { name: words.save }).click();
  await expect(dialog).toHaveCount(0);
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast.filter({ hasText: words.sent })).toBeVisible();
}

test('a German member gives a referral on a phone, told so in German; the server refuses in German too', async ({
  browser,
  newChapter,
}) => {
  const { people } = await newChapter({
    greta: { name: 'Greta Vogel', classification: 'Steuerberaterin' },
    jonas: { name: 'Jonas Weber', classification: 'Elektriker' },
  });
  const page = await browserOf(browser, people.greta, { ...PHONE, locale: 'de-DE' });
  await page.goto('/settings/appearance/language');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch');
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('button', { name: 'Sprache speichern' })).toBeVisible();
  await giveReferral(page, REFERRAL_WORDS.de, 'referral-375-de-DE.png');
  // A refusal is the server's reason, asked for in the member's language: a wrong password to change the e-mail.
  await page.goto('/settings/account');
  const emailForm = page.locator('form').filter({ has: page.getByLabel('Neue E-Mail') });
  await emailForm.getByLabel('Neue E-Mail').fill('greta.neu@example.test');
  await emailForm.getByLabel('Aktuelles Passwort').fill('not-her-password');
  await emailForm.getByRole('button', { name: 'E-Mail ändern' }).click();
  await expect(emailForm.getByText('Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse zu ändern')).toBeVisible();
});

test('a member of a Spanish chapter gives a referral on a phone, and is told so in Spanish', async ({
  browser,
  request,
  adminToken,
  newChapter,
}) => {
  const { chapter, people } = await newChapter({
    lucia: { name: 'Lucía Fernández', classification: 'Abogada' },
    jonas: { name: 'Jonas Weber', classification: 'Elektriker' },
  });
  const set = await request.put(`/api/groups/${chapter.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { language: 'es' },
  });
  expect(set.ok()).toBe(true);
  const page = await browserOf(browser, people.lucia, { ...PHONE, locale: 'es-ES' });
  await giveReferral(page, REFERRAL_WORDS.es, 'referral-375-es-ES.png');
});

/** What a leader reads at the door and in the PALMS report, in each chapter language the journeys walk. */
const CHAPTER_WORDS = {
  es: {
    browser: 'es-ES',
    find: 'Buscar un miembro',
    members: 'Miembros',
    present: 'Presente',
    count: 'Recuento',
    markRest: /Marcar al resto como presentes \(2\)/,
    report: 'Informe PALMS',
    byMember: 'PALMS por miembro',
    figures: ['Presente', 'Ausente', 'Referencias dadas dentro', 'Reuniones uno a uno'],
    total: 'Total del capítulo',
    held: /reunión celebrada · |reuniones celebradas · /,
    pdf: /Descargar PDF/,
  },
  de: {
    browser: 'de-DE',
    find: 'Mitglied suchen',
    members: 'Mitglieder',
    present: 'Anwesend',
    count: 'Zählung',
    markRest: /Alle übrigen anwesend \(2\)/,
    report: 'PALMS-Bericht',
    byMember: 'PALMS nach Mitglied',
    figures: ['Anwesend', 'Abwesend', 'Empfehlungen gegeben (innerhalb)', 'Einzelgespräche'],
    total: 'Summe des Chapters',
    held: /Treffen abgehalten · /,
    pdf: /PDF herunterladen/,
  },
} as const;

for (const [language, words] of Object.entries(CHAPTER_WORDS)) {
  test(`at the door in a chapter speaking ${language}, the Secretary marks attendance on a phone`, async ({
    browser,
    request,
    adminToken,
    newChapter,
  }) => {
    const { chapter, people } = await newChapter(
      {
        president: { name: 'Paula Gómez', role: 'President', classification: 'Abogada' },
        secretary: { name: 'Sergio Ruiz', role: 'Secretary Treasurer', classification: 'Contable' },
        ana: { name: 'Ana Torres', classification: 'Florista' },
      },
      undefined,
    );
    const set = await request.put(`/api/groups/${chapter.id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { language },
    });
    expect(set.ok()).toBe(true);
    const meetingId = await createMeeting(
      request,
      { title: 'Desayuno semanal', startedMinutesAgo: 20, durationMinutes: 120 },
      people.president.token,
    );
    const page = await browserOf(browser, people.secretary, { ...PHONE, locale: words.browser });
    await page.goto(`/meetings/${meetingId}/attendance`);
    await expect(page.getByRole('searchbox', { name: words.find })).toBeVisible();
    const members = page.getByRole('list', { name: words.members });
    await members.getByRole('button', { name: `${words.present}: Ana Torres` }).click();
    const count = page.getByRole('definition').filter({ hasText: /^1$/ });
    await expect(page.getByLabel(words.count)).toContainText(`${words.present}1`);
    await expect(count.first()).toBeVisible();
    await expect(page.getByRole('button', { name: words.markRest })).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await keepScreenshot(page, `door-375-${language}.png`, false);
  });
}

for (const [language, words] of Object.entries(CHAPTER_WORDS)) {
  test(`in a chapter speaking ${language} the President reads the PALMS report on a phone`, async ({
    browser,
    request,
    adminToken,
    newChapter,
  }) => {
    const { chapter, people } = await newChapter(
      {
        president: { name: 'Petra Vogel', role: 'President', classification: 'Steuerberaterin' },
        jonas: { name: 'Jonas Becker', classification: 'Elektriker' },
      },
      undefined,
    );
    const set = await request.put(`/api/groups/${chapter.id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { language, currency: 'EUR' },
    });
    expect(set.ok()).toBe(true);
    await createMeeting(
      request,
      { title: 'Wöchentliches Frühstück', startedMinutesAgo: 20, durationMinutes: 120 },
      people.president.token,
    );
    const page = await browserOf(browser, people.president, { ...PHONE, locale: words.browser });
    await page.goto('/admin/attendance');
    const report = page.getByRole('region', { name: words.report });
    const cards = report.getByRole('list', { name: words.byMember });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    const first = cards.getByRole('listitem').first();
    for (const figure of words.figures) await expect(first.getByText(figure, { exact: true })).toBeVisible();
    await expect(report.getByText(words.total)).toBeVisible();
    await expect(report.getByText(words.held)).toBeVisible();
    await expect(page.getByRole('button', { name: words.pdf })).toBeVisible();
    const sideways = await report.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(sideways, 'the report scrolls sideways').toBeLessThanOrEqual(0);
    expect(await clippedText(page)).toEqual([]);
    await keepScreenshot(page, `palms-375-${language}.png`, false);
  });
}

for (const [locale, dir] of [
  ['en-XA', 'ltr'],
  ['ar-XB', 'rtl'],
] as const) {
  test(`the sign-in page in the pseudo locale ${locale} fits a phone, nothing cut off`, async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    await context.addInitScript((l) => localStorage.setItem('pseudoLocale', l), locale);
    const page = await context.newPage();
    await signInPage(page);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    // Every word is the pseudo locale's: bracketed and accented.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\[Wéĺçömé ƀàçķ·+\]/);
    await page.getByRole('button', { name: /Šîĝñ îñ/ }).click();
    await expect(page.getByText(/Émàîĺ îš ŕéqûîŕéđ/)).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await keepScreenshot(page, `login-375-${locale}.png`, false);
  });
}

/** The main screens a member and a leader walk (a member's first, then the President's). */
const MAIN_SCREENS = {
  member: ['/home', '/calendar', '/roster', '/inbox', '/activity/referral', '/visitors', '/settings', '/more'],
  president: ['/admin', '/admin/attendance', '/admin/approvals', '/admin/users'],
} as const;

for (const [locale, dir] of [
  ['en-XA', 'ltr'],
  ['ar-XB', 'rtl'],
] as const) {
  test(`the main screens in the pseudo locale ${locale} fit a phone, nothing cut off`, async ({
    browser,
    request,
    newChapter,
  }) => {
    test.slow();
    const { people } = await newChapter({
      member: { name: 'Maya Thompson', classification: 'Residential Realtor' },
      president: { name: 'Paula Gavel', role: 'President', classification: 'Commercial Property Solicitor' },
    });
    await createMeeting(
      request,
      { title: 'Weekly breakfast', startedMinutesAgo: 20, durationMinutes: 120 },
      people.president.token,
    );
    const problems: string[] = [];
    for (const [who, paths] of Object.entries(MAIN_SCREENS) as [keyof typeof MAIN_SCREENS, readonly string[]][]) {
      const page = await browserOf(browser, people[who], PHONE);
      await page.context().addInitScript((l) => localStorage.setItem('pseudoLocale', l), locale);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        // The page's own heading, in the pseudo locale's brackets: the screen has drawn its words.
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\[.+\]/);
        // The calendar draws its grid after its heading: measure it once it is there.
        if (path === '/calendar') await expect(page.locator('.fc-view')).toBeVisible();
        problems.push(...(await clippedText(page)).map((p) => `${path}: ${p}`));
        await keepScreenshot(page, `${path.slice(1).replaceAll('/', '-')}-375-${locale}.png`, false);
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
}

test('the fit check finds a label cut off in its box and a page that scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.setContent(`
    <p style="width: 80px; overflow: hidden; white-space: nowrap">Mitgliedschaftsverlängerung</p>
    <div style="width: 500px">wide</div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden">Skip to content</span>
    <p data-excerpt style="width: 80px; overflow: hidden; white-space: nowrap">A message preview cut on purpose</p>`);
  expect(await clippedText(page)).toEqual([
    expect.stringMatching(/^the page scrolls sideways by \d+ px$/),
    expect.stringMatching(/^"Mitgliedschaftsverlängerung" is cut off \(\d+ > 80 px\)$/),
  ]);
});
