import type { Settings } from '@chapter/shared/settings.schemas';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { FONT_OPTIONS, useFontPreference } from '../../../lib/fonts.ts';
import { useUpdateSetting } from '../api/update-setting.ts';
import { LanguageForm } from './language-form.tsx';
import { SettingsCard } from './settings-card.tsx';

type ThemeChoice = Settings['appearance']['themePreference'];

const THEMES: Array<{ value: ThemeChoice; label: string; hint: string; icon: typeof Sun }> = [
  { value: 'light', label: 'Light', hint: 'Bright and crisp', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Easy on the eyes at night', icon: Moon },
  { value: 'system', label: 'System', hint: "Follows your device's setting", icon: Monitor },
];

const choiceClasses = (selected: boolean) =>
  cn(
    'relative flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
    selected ? 'border-primary bg-primary-soft' : 'hover:border-primary/40 hover:bg-accent',
  );

function SelectedMark({ selected }: { selected: boolean }) {
  if (!selected) return null;
  return (
    <span className="absolute top-3 end-3 rounded-full bg-primary p-0.5 text-primary-foreground">
      <Check className="size-3" aria-hidden="true" />
    </span>
  );
}

/** Theme (saved to the account, applied at once), font (remembered on this device) and language (on the profile). */
export function AppearanceSection({ settings }: { settings: Settings }) {
  const update = useUpdateSetting();
  const [font, setFont] = useFontPreference();
  const theme = settings.appearance.themePreference;

  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        id="theme"
        title="Theme"
        description="Choose how Chapter looks. Your choice follows you to every device."
      >
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {THEMES.map(({ value, label, hint, icon: Icon }) => (
              <label key={value} className={choiceClasses(theme === value)}>
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => update.mutate({ category: 'appearance', setting: 'themePreference', value })}
                  className="sr-only"
                />
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block text-xs text-muted-foreground">{hint}</span>
                </span>
                <SelectedMark selected={theme === value} />
              </label>
            ))}
          </div>
        </fieldset>
      </SettingsCard>
      <SettingsCard id="font" title="Font" description="The typeface used for all text. Remembered on this device.">
        <fieldset>
          <legend className="sr-only">Font</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {FONT_OPTIONS.map(({ id, label, description, stack }) => (
              <label key={id} className={choiceClasses(font === id)}>
                <input
                  type="radio"
                  name="font"
                  value={id}
                  checked={font === id}
                  onChange={() => setFont(id)}
                  className="sr-only"
                />
                <span style={{ fontFamily: stack }}>
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block text-xs text-muted-foreground">{description}</span>
                </span>
                <SelectedMark selected={font === id} />
              </label>
            ))}
          </div>
        </fieldset>
      </SettingsCard>
      <SettingsCard
        id="language"
        title="Language"
        description="The language you read Chapter in, on every device you sign in on. Screens not yet translated stay in English."
      >
        <LanguageForm />
      </SettingsCard>
    </div>
  );
}
