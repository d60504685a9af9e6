import { test } from '@playwright/test';
import { signIn } from '../support/shell-session.ts';

// The check in support/demo-read-only.ts on a deliberately broken journey: a demo account that writes fails it.
test('a journey that writes to the shared demo chapter fails', async ({ page }) => {
  test.fail(true, 'a demo account only reads: this journey writes, so the watch must fail it');
  await signIn(page, 'member1@demo.test');
  // A write the server refuses (a profile with an empty name), so that the demo chapter stays as it was.
  await page.evaluate(async () => {
    await fetch('/api/profile', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
  });
});
