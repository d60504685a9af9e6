import { Bell, Lock, Palette, UserCog } from 'lucide-react';

/**
 * /settings/{category}: the four categories of docs/product-rules.md "Settings", in menu order. `label` is the
 * settings catalogue's key for the category's name, read in the active language where it is drawn (docs/i18n.md).
 */
export const SETTINGS_CATEGORIES = [
  { id: 'appearance', icon: Palette, label: 'appearance' },
  { id: 'notifications', icon: Bell, label: 'notifications' },
  { id: 'privacy', icon: Lock, label: 'privacy' },
  { id: 'account', icon: UserCog, label: 'account' },
] as const;

export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number]['id'];

export function isSettingsCategory(value: string | undefined): value is SettingsCategory {
  return SETTINGS_CATEGORIES.some((c) => c.id === value);
}
