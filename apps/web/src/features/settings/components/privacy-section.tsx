import type { Settings } from '@chapter/shared/settings.schemas';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useUpdateSetting } from '../api/update-setting.ts';
import { settingsMessages } from '../messages.ts';
import { SettingsCard } from './settings-card.tsx';

/** What other members of the group see on the roster. */
export function PrivacySection({ settings }: { settings: Settings }) {
  const t = useMessages(settingsMessages);
  const update = useUpdateSetting();
  return (
    <SettingsCard id="roster" title={t('roster')} description={t('rosterIntro')}>
      <div className="divide-y">
        <SwitchRow
          label={t('showPhone')}
          description={t('showPhoneHint')}
          checked={settings.privacy.showPhone}
          onChange={(value) => update.mutate({ category: 'privacy', setting: 'showPhone', value })}
        />
        <SwitchRow
          label={t('showEmail')}
          description={t('showEmailHint')}
          checked={settings.privacy.showEmail}
          onChange={(value) => update.mutate({ category: 'privacy', setting: 'showEmail', value })}
        />
      </div>
    </SettingsCard>
  );
}
