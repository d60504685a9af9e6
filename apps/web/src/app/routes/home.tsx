import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Activity, CalendarDays, ChevronRight, Inbox, type LucideIcon, Plus, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { shellMessages } from '../../components/layout/messages.ts';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { canGiveSlips, openQuickSlip } from '../../features/activity/quick-slip/quick-slip-open.ts';
import { NextMeetingCard } from '../../features/meetings/components/next-meeting-card.tsx';
import { HomeDashboard } from '../../features/scorecard/components/home-dashboard.tsx';
import { useRoleName } from '../../lib/i18n/roles.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { can, isPendingApplicant } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { appMessages } from './messages.ts';

// Only pending applicants see it: members' home does not download it (nor what takes up the membership).
const AwaitingApproval = lazy(() =>
  import('../../features/auth/components/awaiting-approval.tsx').then((m) => ({ default: m.AwaitingApproval })),
);
// Only visitors see it: members' home does not download it.
const VisitorWelcome = lazy(() =>
  import('../../features/visitors/components/visitor-welcome.tsx').then((m) => ({ default: m.VisitorWelcome })),
);

interface Shortcut {
  to: string;
  title: 'calendar' | 'activity' | 'roster' | 'inbox';
  text: 'calendarText' | 'activityText' | 'rosterText' | 'inboxText';
  icon: LucideIcon;
  permission?: string;
}

const SHORTCUTS: Shortcut[] = [
  {
    to: webPaths.calendar,
    title: 'calendar',
    text: 'calendarText',
    icon: CalendarDays,
    permission: 'view_meetings',
  },
  {
    to: webPath(webPaths.activity, { type: 'referral' }),
    title: 'activity',
    text: 'activityText',
    icon: Activity,
    permission: 'view_activity',
  },
  { to: webPaths.roster, title: 'roster', text: 'rosterText', icon: Users, permission: 'view_members' },
  { to: webPaths.inbox, title: 'inbox', text: 'inboxText', icon: Inbox },
];

/** The role a pending applicant asked for, said as such ("Member, awaiting approval"), else the role they act as. */
function roleText(
  user: ReturnType<typeof useCurrentUser>,
  t: (key: 'awaitingApproval', values: Record<string, unknown>) => string,
  roleName: (role: string) => string,
) {
  const applied = user.membership?.role?.name;
  if (isPendingApplicant(user) && applied) return t('awaitingApproval', { role: roleName(applied) });
  return roleName(user.role);
}

/**
 * The signed-in landing page: who you are, your live numbers and traffic light, what waits on you, the group's
 * recent activity (leaders: the matrix and everyone's lights), and where to go next.
 */
export function HomeRoute() {
  const t = useMessages(appMessages);
  const shell = useMessages(shellMessages);
  const roleName = useRoleName();
  const user = useCurrentUser();
  const firstName = user.name.split(/\s+/)[0] || user.name;
  const pending = isPendingApplicant(user);
  const groupName = user.group?.name;
  const shortcuts = SHORTCUTS.filter((s) => !s.permission || can(user, s.permission));

  return (
    <ScreenIntro title={t('welcome', { name: firstName })} description={t('homeIntro')}>
      {/* Tap 1 of a slip, the first thing on home (docs/quick-slip.md "Where it starts"). */}
      {canGiveSlips(user) && (
        <button
          type="button"
          onClick={openQuickSlip}
          className="flex w-full items-center gap-4 rounded-2xl bg-primary p-4 text-start text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 sm:p-5"
        >
          <span className="rounded-xl bg-primary-foreground/15 p-2.5">
            <Plus className="size-6" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold">{shell('newSlip')}</span>
            <span className="block text-sm opacity-90">{t('newSlipText')}</span>
          </span>
        </button>
      )}
      {user.role === 'Visitor' ? (
        <Suspense fallback={null}>
          <VisitorWelcome />
        </Suspense>
      ) : (
        can(user, 'view_meetings') && <NextMeetingCard />
      )}
      <div className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('name')}</dt>
            <dd className="mt-1 font-medium">{user.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('group')}</dt>
            <dd className="mt-1 font-medium">{groupName ?? t(user.isAdmin ? 'allGroups' : 'noGroupYet')}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('role')}</dt>
            <dd className="mt-1 font-medium">{roleText(user, t, roleName)}</dd>
          </div>
        </dl>
      </div>
      {pending && (
        <Suspense fallback={null}>
          <AwaitingApproval user={user} />
        </Suspense>
      )}
      {user.group && can(user, 'view_activity') && <HomeDashboard />}
      <nav aria-label={t('shortcuts')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent"
              >
                <span className="rounded-lg bg-primary-soft p-2 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{t(title)}</span>
                  <span className="block text-sm text-muted-foreground">{t(text)}</span>
                </span>
                <ChevronRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ScreenIntro>
  );
}
