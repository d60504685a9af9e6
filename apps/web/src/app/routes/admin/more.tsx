import * as webPaths from '@chapter/shared/web-paths';
import { ScrollText, Settings } from 'lucide-react';
import { LinkList } from '../../../components/layout/link-list.tsx';
import { ADMIN_BAR_SLOTS, adminItems } from '../../../components/layout/nav-items.ts';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { adminMessages } from './messages.ts';

/** The management screens that do not fit the phone's bottom bar. */
export function AdminMoreRoute() {
  const t = useMessages(adminMessages);
  const user = useCurrentUser();
  const rest = adminItems(user).slice(ADMIN_BAR_SLOTS);
  const settings = can(user, 'manage_settings')
    ? [{ to: webPaths.adminSettings, label: t('adminSettings'), icon: Settings }]
    : [];
  const audit = can(user, 'view_audit_logs')
    ? [{ to: webPaths.adminAudit, label: t('auditLog'), icon: ScrollText }]
    : [];
  return (
    <ScreenIntro title={t('moreTitle')} description={t('moreIntro')}>
      <LinkList title={t('management')} items={[...rest, ...audit, ...settings]} />
    </ScreenIntro>
  );
}
