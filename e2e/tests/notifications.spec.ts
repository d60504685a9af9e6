import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from '../support/env.ts';
import { signInByApi } from '../support/members.ts';
import { PHONE } from '../support/shell-session.ts';

// Demo accounts: member20 (Grace here) has the app open on her phone; member9, Nina Rossi, refers her. Not member3:
// the sign-in journey locks that account on purpose.
const GRACE = 'member20@demo.test';
const NINA = 'member9@demo.test';

test.use(PHONE);

/** Resolves once the page's live connection has subscribed to `channel` (the server answered the subscribe). */
function subscribedTo(page: Page, channel: string): Promise<void> {
  const commands = (payload: string | Buffer) =>
    String(payload)
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { id?: number; subscribe?: { channel?: string } }];
        } catch {
          return [];
        }
      });
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      let asked: number | undefined;
      ws.on('framesent', ({ payload }) => {
        for (const c of commands(payload)) if (c.subscribe?.channel === channel) asked = c.id;
      });
      ws.on('framereceived', ({ payload }) => {
        if (commands(payload).some((c) => asked !== undefined && c.id === asked && c.subscribe)) resolve();
      });
    });
  });
}

test('a referral given to a member with the app open rings her bell live and opens from her list', async ({
  page,
  playwright,
}) => {
  const stamp = Date.now();
  const prospect = `Harbour Dental ${stamp}`;
  const need = `Needs a new practice fit-out ${stamp}`;
  const apiFor = async (email: string) => {
    const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    return { request, headers: { Authorization: `Bearer ${token}` } };
  };
  const grace = await apiFor(GRACE);
  const graceId = (
    (await (await grace.request.get('/api/profile', { headers: grace.headers })).json()) as { id: number }
  ).id;
  // Whatever earlier runs left unread is read: the bell starts from nothing.
  expect((await grace.request.post('/api/notifications/read-all', { headers: grace.headers })).status()).toBe(200);

  await signInByApi(page, GRACE, DEMO_PASSWORD);
  const live = subscribedTo(page, `notifications:${graceId}`);
  await page.goto('/home');
  const bell = page.getByTestId('header-notifications');
  await expect(bell).toHaveAccessibleName('Notifications');
  await live;

  // Nina gives Grace a referral from her own phone (by the API here).
  const nina = await apiFor(NINA);
  const given = await nina.request.post('/api/activities', {
    headers: nina.headers,
    data: {
      type: 'referral',
      receiverId: graceId,
      prospectName: prospect,
      prospectContact: 'office@harbour-dental.test',
      description: need,
      temperature: 4,
      scope: 'outside',
      clientRequestId: `notifications-${stamp}`,
    },
  });
  expect(given.status()).toBe(201);

  // Grace's bell counts it without a reload; the bell opens her list, where it stands out as unread.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /New referral from Nina Rossi/ })
    .filter({ hasText: prospect });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'true');

  // Tapping it opens the referral itself, and it is read: the count is gone.
  await item.click();
  await expect(page.getByRole('dialog').getByText(need)).toBeVisible();
  // Back on the list (the open dialog hides the header from assistive technology meanwhile).
  await page.goBack();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(item).toHaveAttribute('data-unread', 'false');
});
