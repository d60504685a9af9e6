import { expect, MEMBER_PASSWORD, test } from '../support/chapter.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

// A member of a chapter of the journey's own, whose password is the journeys' until the reset changes it: a demo
// member's would stay changed for the next run on the same data folder.
test('forgot password → e-mail in the SMTP sink → reset → sign in with the new password', async ({
  page,
  newChapter,
}) => {
  const { people } = await newChapter({ member: { name: 'Ruth Ellis' } });
  const email = people.member.email;
  const newPassword = 'Fresh-Start-2026!';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Check your email');

  const mail = await waitForMail(email, /Reset your password/);
  const link = linkIn(mail, '/password-reset/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Something-Else-1!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The link was single use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-2026!');
  await page.getByLabel('Confirm new password').fill('Another-Pass-2026!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password not reset' })).toContainText(
    /invalid or has expired/,
  );
});
