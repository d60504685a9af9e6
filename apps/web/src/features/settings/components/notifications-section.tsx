import type { Settings } from '@chapter/shared/settings.schemas';
import { useEffect, useState } from 'react';
import { InstallAppCard } from '../../../components/install-app-card.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { useUpdateSetting } from '../api/update-setting.ts';
import { settingsMessages } from '../messages.ts';
import { askPermission, currentPermission, pushSupport } from '../push-permission.ts';
import { subscribeThisDevice, unsubscribeThisDevice } from '../push-subscription.ts';
import { SettingsCard } from './settings-card.tsx';

type EmailSetting =
  | 'emailMessages'
  | 'emailActivity'
  | 'meetingReminders'
  | 'emailAnnouncements'
  | 'smsAnnouncements'
  | 'emailWeeklySummary'
  | 'emailAtRiskReport';

const { text } = settingsMessages;

/** The e-mail switches, their words read in the active language when drawn (docs/i18n.md). */
const EMAIL_ROWS: Array<{
  setting: EmailSetting;
  readonly label: string;
  readonly description: string;
  /** Shown only to holders of this permission: the leaders the e-mail goes to. */
  leaders?: string;
}> = [
  {
    setting: 'emailMessages',
    get label() {
      return text('emailMessages');
    },
    get description() {
      return text('emailMessagesHint');
    },
  },
  {
    setting: 'emailActivity',
    get label() {
      return text('emailActivity');
    },
    get description() {
      return text('emailActivityHint');
    },
  },
  {
    setting: 'meetingReminders',
    get label() {
      return text('meetingReminders');
    },
    get description() {
      return text('meetingRemindersHint');
    },
  },
  {
    setting: 'emailAnnouncements',
    get label() {
      return text('emailAnnouncements');
    },
    get description() {
      return text('emailAnnouncementsHint');
    },
  },
  {
    setting: 'smsAnnouncements',
    get label() {
      return text('smsAnnouncements');
    },
    get description() {
      return text('smsAnnouncementsHint');
    },
  },
  {
    setting: 'emailWeeklySummary',
    get label() {
      return text('weeklySummary');
    },
    get description() {
      return text('weeklySummaryHint');
    },
    // Only the leaders who record attendance are sent it.
    leaders: 'record_attendance',
  },
  {
    setting: 'emailAtRiskReport',
    get label() {
      return text('atRiskReport');
    },
    get description() {
      return text('atRiskReportHint');
    },
    // Only the leaders who manage the members (and see the at-risk list) are sent it.
    leaders: 'manage_members',
  },
];

/** Whoever may approve something is also pushed the approvals waiting on them. */
const APPROVALS = { anyOf: ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'] };

/**
 * What the server pushes (apps/server: inbox, chapter mentions, activity records, one-to-one replies, meeting
 * reminders, and to approvers applications, records and substitutes waiting on them), in the member's words.
 */
function pushDescription(
  support: ReturnType<typeof pushSupport>,
  permission: NotificationPermission,
  approves: boolean,
): string {
  if (support === 'ios-tab') return text('pushIosTab');
  if (support === 'ios-update') return text('pushIosUpdate');
  if (support === 'unsupported') return text('pushUnsupported');
  if (permission === 'denied') return text('pushBlocked');
  return approves ? text('pushWhatApprover') : text('pushWhat');
}

/** Push follows the browser's notification permission; e-mail ones are plain switches (docs/product-rules.md). */
export function NotificationsSection({ settings }: { settings: Settings }) {
  const t = useMessages(settingsMessages);
  const update = useUpdateSetting();
  const { data: user } = useSession();
  const approves = user !== undefined && can(user, APPROVALS);
  const support = pushSupport();
  const [permission, setPermission] = useState(currentPermission);
  const push = settings.notifications.push;
  const setPush = (value: boolean) => update.mutate({ category: 'notifications', setting: 'push', value });

  // A permission denied in the browser turns push off, whatever was saved. A browser that cannot ask (a Safari tab
  // on an iPhone) leaves the account's setting alone: the member's installed app and other devices still get pushes.
  const deniedButOn = push && support === 'supported' && permission === 'denied';
  useEffect(() => {
    if (deniedButOn) update.mutate({ category: 'notifications', setting: 'push', value: false });
  }, [deniedButOn, update.mutate]);

  const onPushChange = async (next: boolean) => {
    if (!next) {
      setPush(false);
      return void unsubscribeThisDevice().catch(() => undefined);
    }
    const answer = await askPermission();
    setPermission(answer);
    // Granted turns push on; a refusal leaves (or puts) it off.
    if (answer !== 'granted') {
      if (push) setPush(false);
      return;
    }
    setPush(true);
    // The setting holds for the account; this device also subscribes with its browser's push service.
    const subscribed = await subscribeThisDevice().catch(() => false);
    if (!subscribed) {
      notifyInfo(text('pushUnavailable'), text('pushUnavailableHint'));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <InstallAppCard />
      <SettingsCard id="push" title={t('push')} description={t('pushIntro')}>
        <SwitchRow
          label={t('push')}
          description={pushDescription(support, permission, approves)}
          checked={push && support === 'supported' && permission !== 'denied'}
          disabled={support !== 'supported' || (permission === 'denied' && !push)}
          onChange={(next) => void onPushChange(next)}
        />
      </SettingsCard>
      <SettingsCard id="email" title={t('email')} description={t('emailIntro')}>
        <div className="divide-y">
          {EMAIL_ROWS.map(({ setting, label, description, leaders }) => {
            const row = (
              <SwitchRow
                key={setting}
                label={label}
                description={description}
                checked={settings.notifications[setting]}
                onChange={(value) => update.mutate({ category: 'notifications', setting, value })}
              />
            );
            return leaders ? (
              <PermissionGate key={setting} require={leaders} fallback={null}>
                {row}
              </PermissionGate>
            ) : (
              row
            );
          })}
        </div>
      </SettingsCard>
    </div>
  );
}
