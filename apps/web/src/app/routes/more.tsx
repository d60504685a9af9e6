import * as webPaths from '@chapter/shared/web-paths';
import { FileText, LogOut, Shield } from 'lucide-react';
import { InstallAppCard } from '../../components/install-app-card.tsx';
import { useAdminMode } from '../../components/layout/admin-mode.ts';
import { LinkList } from '../../components/layout/link-list.tsx';
import { ModeToggle } from '../../components/layout/mode-toggle.tsx';
import { ACCOUNT_ITEMS, CALENDAR_ITEM, MORE_ITEMS } from '../../components/layout/nav-items.ts';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useTodaysMeeting } from '../../features/meetings/api/list-meetings.ts';
import { can } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session.ts';

const POLICIES = [
  { to: webPaths.privacyPolicy, label: 'Privacy Policy', icon: Shield },
  { to: webPaths.termsOfService, label: 'Terms of Service', icon: FileText },
];

/** Phones: everything that is not in the bottom bar (docs/product-rules.md "Navigation and layout"). */
export function MoreRoute() {
  const user = useCurrentUser();
  const mode = useAdminMode(user);
  const logout = useLogout();
  // On meeting day the bottom bar shows Attendance in Calendar's place, so Calendar is listed here.
  const today = useTodaysMeeting(!mode.active && can(user, 'record_attendance'));
  const groupItems = today ? [CALENDAR_ITEM, ...MORE_ITEMS] : MORE_ITEMS;
  return (
    <ScreenIntro
      title="More"
      description="Everything that is not in the main navigation: your account, visitors, support and information about the app."
    >
      {mode.available && (
        <div className="rounded-2xl border bg-card p-4 shadow-xs">
          <p className="mb-3 text-sm text-muted-foreground">Manage your group: members, approvals and more.</p>
          <ModeToggle mode={mode} />
        </div>
      )}
      <InstallAppCard />
      <LinkList title="Account" items={ACCOUNT_ITEMS} />
      <LinkList title="Group and help" items={groupItems} />
      <LinkList title="Policies" items={POLICIES} />
      <Button variant="secondary" size="lg" className="w-full text-destructive-strong" onClick={() => void logout()}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </ScreenIntro>
  );
}
