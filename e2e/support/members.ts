import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { watchDemoReadOnly } from './demo-read-only.ts';

/** Signs in on the real login screen with any password and waits for the home page. */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  if (email.endsWith('@demo.test')) watchDemoReadOnly(page.context());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs a page's browser in through the API (the login screen has journeys of its own): a long journey spends
 * its time on what it is about, not on typing a login.
 */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  if (email.endsWith('@demo.test')) watchDemoReadOnly(page.context());
  const res = await page.context().request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.context().addInitScript((t) => window.localStorage.setItem('token', t), token);
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real RGB PNG (a diagonal two-colour split), made by hand so the e2e package needs no image library. */
export function makePng(size = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(x > y ? [230, 120, 30] : [30, 90, 200], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
