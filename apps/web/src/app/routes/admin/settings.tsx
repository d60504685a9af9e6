import * as webPaths from '@chapter/shared/web-paths';
import { Building2, KeyRound, MessageSquareText, Wrench } from 'lucide-react';
import { LinkList } from '../../../components/layout/link-list.tsx';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

/**
 * Platform settings live with what they govern: permissions, each group's intake and schedule, messaging and
 * delivery; server-level settings (SMTP, SMS provider, daily SMS cap) are environment variables
 * (docs/configuration.md).
 */
export function AdminSettingsRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro title="Admin Settings" description="Platform-wide settings that only administrators can change.">
        <LinkList
          title="Settings by area"
          items={[
            { to: webPaths.adminPermissions, label: 'Role permissions for every group', icon: KeyRound },
            { to: webPaths.adminGroups, label: 'Groups: status, capacity, join codes, schedules', icon: Building2 },
            { to: webPaths.adminMessaging, label: 'Messaging: SMS allowance and history', icon: MessageSquareText },
            { to: webPaths.adminTools, label: 'Tools: outbox, test e-mail, backup', icon: Wrench },
          ]}
        />
        <p className="max-w-2xl text-sm text-muted-foreground">
          Mail server, SMS provider and the daily SMS cap are set by whoever runs the server, through environment
          variables (SMTP_URL, SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, SMS_DAILY_CAP); the Tools page
          shows whether each is configured.
        </p>
      </ScreenIntro>
    </PermissionGate>
  );
}
