import { Bell, Lock, Palette, UserCog } from 'lucide-react';

/** /settings/{category}: the four categories of docs/product-rules.md "Settings", in menu order. */
export const SETTINGS_CATEGORIES = [
  { id: 'appearance', label: 'Appearance', icon: Palette, description: 'Theme, font and language.' },
  { id: 'notifications', label: 'Notifications', icon: Bell, description: 'Push notifications and e-mails.' },
  { id: 'privacy', label: 'Privacy', icon: Lock, description: 'What other members see about you.' },
  { id: 'account', label: 'Account', icon: UserCog, description: 'Your password and sign-in e-mail.' },
] as const;

export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number]['id'];

export function isSettingsCategory(value: string | undefined): value is SettingsCategory {
  return SETTINGS_CATEGORIES.some((c) => c.id === value);
}
