import type { Settings } from '@chapter/shared/settings.schemas';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { FONT_OPTIONS, useFontPreference } from '../../../lib/fonts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useUpdateSetting } from '../api/update-setting.ts';
import { settingsMessages } from '../messages.ts';
import { LanguageForm } from './language-form.tsx';
import { SettingsCard } from './settings-card.tsx';

type ThemeChoice = Settings['appearance']['themePreference'];

/** The themes, with the settings catalogue's keys for their words (read where they are drawn; docs/i18n.md). */
const THEMES = [
  { value: 'light', icon: Sun, label: 'themeLight', hint: 'themeLightHint' },
  { value: 'dark', icon: Moon, label: 'themeDark', hint: 'themeDarkHint' },
  { value: 'system', icon: Monitor, label: 'themeSystem', hint: 'themeSystemHint' },
] as const satisfies ReadonlyArray<{ value: ThemeChoice; icon: typeof Sun; label: string; hint: string }>;

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
  const t = useMessages(settingsMessages);
  const update = useUpdateSetting();
  const [font, setFont] = useFontPreference();
  const theme = settings.appearance.themePreference;

  return (
    <div className="flex flex-col gap-6">
      <SettingsCard id="theme" title={t('theme')} description={t('themeIntro')}>
        <fieldset>
          <legend className="sr-only">{t('theme')}</legend>
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
                  <span className="block text-sm font-medium">{t(label)}</span>
                  <span className="block text-xs text-muted-foreground">{t(hint)}</span>
                </span>
                <SelectedMark selected={theme === value} />
              </label>
            ))}
          </div>
        </fieldset>
      </SettingsCard>
      <SettingsCard id="font" title={t('font')} description={t('fontIntro')}>
        <fieldset>
          <legend className="sr-only">{t('font')}</legend>
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
                  <span className="block text-sm font-medium">{t('fontName', { font: id }) || label}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t('fontHint', { font: id }) || description}
                  </span>
                </span>
                <SelectedMark selected={font === id} />
              </label>
            ))}
          </div>
        </fieldset>
      </SettingsCard>
      <SettingsCard id="language" title={t('language')} description={t('languageIntro')}>
        <LanguageForm />
      </SettingsCard>
    </div>
  );
}
