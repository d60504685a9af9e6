import type { Settings } from '@chapter/shared/settings.schemas';
import { useEffect, useState } from 'react';
import { InstallAppCard } from '../../../components/install-app-card.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { notifyInfo } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { useUpdateSetting } from '../api/update-setting.ts';
import { askPermission, currentPermission, pushSupport } from '../push-permission.ts';
import { subscribeThisDevice, unsubscribeThisDevice } from '../push-subscription.ts';
import { SettingsCard } from './settings-card.tsx';

type EmailSetting =
  | 'emailMessages'
  | 'emailActivity'
  | 'meetingReminders'
  | 'emailAnnouncements'
  | 'smsAnnouncements'
  | 'emailWeeklySummary';

const EMAIL_ROWS: Array<{ setting: EmailSetting; label: string; description: string; leaders?: true }> = [
  { setting: 'emailMessages', label: 'New messages', description: 'An e-mail when a member sends you a message.' },
  {
    setting: 'emailActivity',
    label: 'Activity updates',
    description: 'Referrals, thanks for closed business, one-to-one requests and testimonials addressed to you.',
  },
  { setting: 'meetingReminders', label: 'Meeting reminders', description: 'A reminder the day before each meeting.' },
  {
    setting: 'emailAnnouncements',
    label: 'Announcements by e-mail',
    description: "E-mails your group's leadership sends to the members.",
  },
  {
    setting: 'smsAnnouncements',
    label: 'Announcements by text message',
    description: "Text messages (SMS) your group's leadership sends to your phone number.",
  },
  {
    setting: 'emailWeeklySummary',
    label: 'Weekly summary',
    description:
      "After each chapter meeting: the week's attendance, visitors, referrals and thanks for closed business.",
    // Only the leaders who record attendance are sent it.
    leaders: true,
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
  if (support === 'ios-tab')
    return 'Notifications are unsupported on iOS devices in a browser tab. Add Chapter to your Home Screen, open it from there and turn them on.';
  if (support === 'ios-update')
    return 'Notifications are unsupported on this iPhone or iPad. They need iOS or iPadOS 16.4 or later, with Chapter added to the Home Screen.';
  if (support === 'unsupported') return 'This browser cannot show notifications.';
  if (permission === 'denied')
    return 'Notifications are blocked for this site. Allow them in your browser settings to turn this on.';
  const carried = 'messages and mentions, referrals, thanks, one-to-ones and testimonials for you';
  return approves
    ? `A notification on this device, also when Chapter is closed, for ${carried}, meeting reminders, and approvals waiting on you.`
    : `A notification on this device, also when Chapter is closed, for ${carried}, and meeting reminders.`;
}

/** Push follows the browser's notification permission; e-mail ones are plain switches (docs/product-rules.md). */
export function NotificationsSection({ settings }: { settings: Settings }) {
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
      notifyInfo(
        'This device cannot receive pushes yet',
        'Notifications will show while Chapter is open. Installing the app can help.',
      );
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <InstallAppCard />
      <SettingsCard id="push" title="Push notifications" description="Alerts on this device.">
        <SwitchRow
          label="Push notifications"
          description={pushDescription(support, permission, approves)}
          checked={push && support === 'supported' && permission !== 'denied'}
          disabled={support !== 'supported' || (permission === 'denied' && !push)}
          onChange={(next) => void onPushChange(next)}
        />
      </SettingsCard>
      <SettingsCard id="email" title="E-mail" description="What we send to your inbox.">
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
              <PermissionGate key={setting} require="record_attendance" fallback={null}>
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
