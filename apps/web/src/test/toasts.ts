import { screen, within } from '@testing-library/react';

/** Waits for a toast with this title (the viewport loads with the first toast) and returns it. */
export async function findToast(title: string): Promise<HTMLElement> {
  // Radix names the viewport "Notifications (F8)".
  const region = await screen.findByRole('region', { name: /Notifications/ });
  const titleEl = await within(region).findByText(title);
  const item = titleEl.closest('li');
  if (!item) throw new Error(`toast "${title}" is not in a list item`);
  return item;
}
