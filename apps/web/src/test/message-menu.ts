import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the actions menu of the message showing `text` with its "more" button; returns the menu. */
export async function openMessageMenu(user: UserEvent, list: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  const item = within(list).getByText(text).closest('li') as HTMLElement;
  await user.click(within(item).getByRole('button', { name: 'Message actions' }));
  return screen.findByRole('menu');
}
