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
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { can } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { appMessages } from './messages.ts';

/** Phones: everything that is not in the bottom bar (docs/product-rules.md "Navigation and layout"). */
export function MoreRoute() {
  const t = useMessages(appMessages);
  const user = useCurrentUser();
  const mode = useAdminMode(user);
  const logout = useLogout();
  // On meeting day the bottom bar shows Attendance in Calendar's place, so Calendar is listed here.
  const today = useTodaysMeeting(!mode.active && can(user, 'record_attendance'));
  const groupItems = today ? [CALENDAR_ITEM, ...MORE_ITEMS] : MORE_ITEMS;
  const policies = [
    { to: webPaths.privacyPolicy, label: t('privacyPolicy'), icon: Shield },
    { to: webPaths.termsOfService, label: t('termsOfService'), icon: FileText },
  ];
  return (
    <ScreenIntro title={t('moreTitle')} description={t('moreIntro')}>
      {mode.available && (
        <div className="rounded-2xl border bg-card p-4 shadow-xs">
          <p className="mb-3 text-sm text-muted-foreground">{t('manageGroup')}</p>
          <ModeToggle mode={mode} />
        </div>
      )}
      <InstallAppCard />
      <LinkList title={t('account')} items={ACCOUNT_ITEMS} />
      <LinkList title={t('groupAndHelp')} items={groupItems} />
      <LinkList title={t('policies')} items={policies} />
      <Button variant="secondary" size="lg" className="w-full text-destructive-strong" onClick={() => void logout()}>
        <LogOut aria-hidden="true" />
        {t('logout')}
      </Button>
    </ScreenIntro>
  );
}
