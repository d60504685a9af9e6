import { z } from 'zod';

/** User settings by category (docs/product-rules.md "Settings"). The font preference stays in the browser. */
export const settingsSchema = z.object({
  appearance: z.object({
    themePreference: z.enum(['dark', 'light', 'system']),
    darkMode: z.boolean(),
    useSystemTheme: z.boolean(),
  }),
  notifications: z.object({
    push: z.boolean(),
    emailMessages: z.boolean(),
    emailActivity: z.boolean(),
    meetingReminders: z.boolean(),
    /** Leadership announcements by SMS (admin messaging); off means the member is skipped as opted out. */
    smsAnnouncements: z.boolean(),
    /** Leadership announcements by e-mail (admin messaging). */
    emailAnnouncements: z.boolean(),
    /** The weekly summary after each chapter meeting, for the leaders who record attendance. */
    emailWeeklySummary: z.boolean(),
    /** The weekly at-risk report, for the leaders who manage the chapter's members (docs/chapter-rules.md). */
    emailAtRiskReport: z.boolean(),
  }),
  privacy: z.object({
    showPhone: z.boolean(),
    showEmail: z.boolean(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  appearance: { themePreference: 'system', darkMode: false, useSystemTheme: true },
  notifications: {
    push: false,
    emailMessages: true,
    emailActivity: true,
    meetingReminders: true,
    smsAnnouncements: true,
    emailAnnouncements: true,
    emailWeeklySummary: true,
    emailAtRiskReport: true,
  },
  privacy: { showPhone: true, showEmail: true },
};

/** PUT /api/settings: one setting at a time, typed by its category. */
export const settingUpdateRequest = z.discriminatedUnion('category', [
  z.strictObject({
    category: z.literal('appearance'),
    setting: z.literal('themePreference'),
    value: z.enum(['dark', 'light', 'system']),
  }),
  z.strictObject({
    category: z.literal('notifications'),
    setting: z.enum([
      'push',
      'emailMessages',
      'emailActivity',
      'meetingReminders',
      'smsAnnouncements',
      'emailAnnouncements',
      'emailWeeklySummary',
      'emailAtRiskReport',
    ]),
    value: z.boolean(),
  }),
  z.strictObject({
    category: z.literal('privacy'),
    setting: z.enum(['showPhone', 'showEmail']),
    value: z.boolean(),
  }),
]);
export type SettingUpdate = z.infer<typeof settingUpdateRequest>;

/**
 * Theme flags (docs/product-rules.md "Settings"): dark → darkMode on, system off; light → darkMode off, system off;
 * system → useSystemTheme on (darkMode kept as the last explicit choice).
 */
export function applyThemePreference(
  appearance: Settings['appearance'],
  preference: Settings['appearance']['themePreference'],
): Settings['appearance'] {
  if (preference === 'dark') return { themePreference: 'dark', darkMode: true, useSystemTheme: false };
  if (preference === 'light') return { themePreference: 'light', darkMode: false, useSystemTheme: false };
  return { ...appearance, themePreference: 'system', useSystemTheme: true };
}

/** Applies one update to a settings object (used by the server and by the web's optimistic update). */
export function applySettingUpdate(settings: Settings, update: SettingUpdate): Settings {
  switch (update.category) {
    case 'appearance':
      return { ...settings, appearance: applyThemePreference(settings.appearance, update.value) };
    case 'notifications':
      return { ...settings, notifications: { ...settings.notifications, [update.setting]: update.value } };
    case 'privacy':
      return { ...settings, privacy: { ...settings.privacy, [update.setting]: update.value } };
  }
}

/** Stored settings merged over the defaults, so new settings appear for existing users. */
export function withDefaults(stored: unknown): Settings {
  const s = (stored ?? {}) as Partial<Record<keyof Settings, object>>;
  return settingsSchema.parse({
    appearance: { ...DEFAULT_SETTINGS.appearance, ...s.appearance },
    notifications: { ...DEFAULT_SETTINGS.notifications, ...s.notifications },
    privacy: { ...DEFAULT_SETTINGS.privacy, ...s.privacy },
  });
}
