import { Bell, Lock, Palette, UserCog } from 'lucide-react';
import { settingsMessages } from './messages.ts';

const { text } = settingsMessages;

/**
 * /settings/{category}: the four categories of docs/product-rules.md "Settings", in menu order. Each label and
 * description is read in the active language when it is drawn (docs/i18n.md).
 */
export const SETTINGS_CATEGORIES = [
  {
    id: 'appearance',
    icon: Palette,
    get label() {
      return text('appearance');
    },
    get description() {
      return text('appearanceHint');
    },
  },
  {
    id: 'notifications',
    icon: Bell,
    get label() {
      return text('notifications');
    },
    get description() {
      return text('notificationsHint');
    },
  },
  {
    id: 'privacy',
    icon: Lock,
    get label() {
      return text('privacy');
    },
    get description() {
      return text('privacyHint');
    },
  },
  {
    id: 'account',
    icon: UserCog,
    get label() {
      return text('account');
    },
    get description() {
      return text('accountHint');
    },
  },
] as const;

export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number]['id'];

export function isSettingsCategory(value: string | undefined): value is SettingsCategory {
  return SETTINGS_CATEGORIES.some((c) => c.id === value);
}
