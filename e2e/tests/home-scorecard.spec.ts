import { expect, test } from '@playwright/test';
import { signIn } from '../support/shell-session.ts';

test('a member sees their traffic light, what gets them to green and their numbers on home', async ({ page }) => {
  await signIn(page, 'member1@demo.test');
  const light = page.getByRole('region', { name: 'My traffic light' });
  await expect(light.getByTestId('traffic-light-summary')).toContainText(/of 100 points · last \d+ weeks/);
  await expect(light.getByRole('row', { name: /Referrals given/ })).toBeVisible();
  await expect(light.getByText(/more referrals?$/)).toBeVisible();
  const numbers = page.getByRole('region', { name: 'My numbers' });
  await expect(numbers.getByRole('columnheader', { name: 'Last 7 days' })).toBeVisible();
  await expect(numbers.getByRole('row', { name: /One-to-ones/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting on me' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity in the group' })).toBeVisible();
  // Members do not get the leaders' picture.
  await expect(page.getByRole('region', { name: 'Who works with whom' })).toHaveCount(0);
});

test('a leader reads the referral matrix and the group’s lights on home', async ({ page }) => {
  await signIn(page, 'president@demo.test');
  const matrix = page.getByRole('region', { name: 'Who works with whom' });
  await expect(matrix.getByRole('rowheader', { name: 'Maya Thompson' })).toBeVisible();
  await matrix.getByRole('radio', { name: 'One-to-ones' }).click();
  await expect(matrix.getByText('One-to-ones held between members, last six months.')).toBeVisible();
  const lights = page.getByRole('region', { name: 'Group traffic lights' });
  await expect(lights.getByRole('link', { name: 'Maya Thompson' })).toBeVisible();
});
