import type { Settings } from '@chapter/shared/settings.schemas';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { useUpdateSetting } from '../api/update-setting.ts';
import { SettingsCard } from './settings-card.tsx';

/** What other members of the group see on the roster. */
export function PrivacySection({ settings }: { settings: Settings }) {
  const update = useUpdateSetting();
  return (
    <SettingsCard
      id="roster"
      title="On the roster"
      description="Members of your group see your name, business and classification. Choose what else they see."
    >
      <div className="divide-y">
        <SwitchRow
          label="Show my phone number"
          description="Members can call or text you straight from the roster."
          checked={settings.privacy.showPhone}
          onChange={(value) => update.mutate({ category: 'privacy', setting: 'showPhone', value })}
        />
        <SwitchRow
          label="Show my e-mail address"
          description="Members can e-mail you straight from the roster."
          checked={settings.privacy.showEmail}
          onChange={(value) => update.mutate({ category: 'privacy', setting: 'showEmail', value })}
        />
      </div>
    </SettingsCard>
  );
}
