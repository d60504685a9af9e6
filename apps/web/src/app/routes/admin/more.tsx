import * as webPaths from '@chapter/shared/web-paths';
import { ScrollText, Settings } from 'lucide-react';
import { LinkList } from '../../../components/layout/link-list.tsx';
import { ADMIN_BAR_SLOTS, ADMIN_ITEMS, visibleItems } from '../../../components/layout/nav-items.ts';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/** The management screens that do not fit the phone's bottom bar. */
export function AdminMoreRoute() {
  const user = useCurrentUser();
  const rest = visibleItems(user, ADMIN_ITEMS).slice(ADMIN_BAR_SLOTS);
  const settings = can(user, 'manage_settings')
    ? [{ to: webPaths.adminSettings, label: 'Admin Settings', icon: Settings }]
    : [];
  const audit = can(user, 'view_audit_logs') ? [{ to: webPaths.adminAudit, label: 'Audit log', icon: ScrollText }] : [];
  return (
    <ScreenIntro title="More" description="The management tools that do not fit in the admin navigation.">
      <LinkList title="Management" items={[...rest, ...audit, ...settings]} />
    </ScreenIntro>
  );
}
