import * as webPaths from '@chapter/shared/web-paths';
import { Building2, KeyRound, MessageSquareText, Wrench } from 'lucide-react';
import { LinkList } from '../../../components/layout/link-list.tsx';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { adminMessages } from './messages.ts';

/**
 * Platform settings live with what they govern: permissions, each group's intake and schedule, messaging and
 * delivery; server-level settings (SMTP, SMS provider, daily SMS cap) are environment variables
 * (docs/configuration.md).
 */
export function AdminSettingsRoute() {
  const t = useMessages(adminMessages);
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro title={t('adminSettings')} description={t('adminSettingsIntro')}>
        <LinkList
          title={t('settingsByArea')}
          items={[
            { to: webPaths.adminPermissions, label: t('areaPermissions'), icon: KeyRound },
            { to: webPaths.adminGroups, label: t('areaGroups'), icon: Building2 },
            { to: webPaths.adminMessaging, label: t('areaMessaging'), icon: MessageSquareText },
            { to: webPaths.adminTools, label: t('areaTools'), icon: Wrench },
          ]}
        />
        <p className="max-w-2xl text-sm text-muted-foreground">{t('serverSettings')}</p>
      </ScreenIntro>
    </PermissionGate>
  );
}
