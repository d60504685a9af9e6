import { holdsSeat, type PermissionHolder } from '@chapter/shared/permissions';
import { ADMIN_AREA_PERMISSIONS, COMMITTEE_PERMISSION } from '@chapter/shared/roles';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import {
  Activity,
  BadgeCheck,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  Gavel,
  Home,
  Inbox,
  Info,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  RefreshCw,
  Scale,
  Settings,
  ShieldAlert,
  UserCog,
  UserPlus,
  UserRound,
  Wrench,
} from 'lucide-react';
import { can, type Requirement } from '../../lib/permissions.ts';
import { type ShellKey, shellMessages } from './messages.ts';

export interface NavItem {
  to: string;
  /** In the active language, read when drawn (the app mounts again when the language changes). */
  readonly label: string;
  icon: LucideIcon;
  /** The path prefix that marks the item current (Activity spans several pages). */
  section: string;
  require?: Requirement;
  /** Items that carry the inbox's unread badge. */
  badge?: 'inbox';
}

/** An item whose label is read in the active language each time it is drawn (docs/i18n.md). */
export function navItem(key: ShellKey, item: Omit<NavItem, 'label'>): NavItem {
  return Object.defineProperty({ ...item }, 'label', {
    get: () => shellMessages.text(key),
    enumerable: true,
  }) as NavItem;
}

/** The main items, each behind its permission (docs/product-rules.md "Navigation and layout"). */
export const MAIN_ITEMS: NavItem[] = [
  navItem('home', { to: webPaths.home, section: webPaths.home, icon: Home }),
  navItem('calendar', {
    to: webPaths.calendar,
    section: webPaths.calendar,
    icon: CalendarDays,
    require: 'view_meetings',
  }),
  navItem('activity', {
    to: webPath(webPaths.activity, { type: 'referral' }),
    section: webPaths.activityIndex,
    icon: Activity,
    require: 'view_activity',
  }),
  navItem('roster', { to: webPaths.roster, section: webPaths.roster, icon: UserRound, require: 'view_members' }),
  navItem('inbox', { to: webPaths.inbox, section: webPaths.inbox, icon: Inbox, badge: 'inbox' }),
];

const APPROVE = ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'];

/** The admin items; each needs the permission its screen checks (docs/roles-and-permissions.md "The admin area"). */
const ADMIN_ITEMS: NavItem[] = [
  navItem('dashboard', {
    to: webPaths.adminDashboard,
    section: webPaths.adminDashboard,
    icon: LayoutDashboard,
    require: { anyOf: ['view_audit_logs', 'view_activity'] },
  }),
  navItem('activity', {
    to: webPaths.adminActivity,
    section: webPaths.adminActivity,
    icon: Activity,
    require: 'view_activity',
  }),
  navItem('groups', {
    to: webPaths.adminGroups,
    section: webPaths.adminGroups,
    icon: Building2,
    require: { anyOf: ['manage_groups', 'manage_group', 'view_groups'] },
  }),
  navItem('users', {
    to: webPaths.adminUsers,
    section: webPaths.adminUsers,
    icon: UserCog,
    require: { anyOf: ['manage_members', 'view_members'] },
  }),
  navItem('messaging', {
    to: webPaths.adminMessaging,
    section: webPaths.adminMessaging,
    icon: MessageSquareText,
    require: 'send_sms',
  }),
  navItem('attendance', {
    to: webPaths.adminAttendance,
    section: webPaths.adminAttendance,
    icon: ClipboardCheck,
    require: 'record_attendance',
  }),
  navItem('approvals', {
    to: webPaths.adminApprovals,
    section: webPaths.adminApprovals,
    icon: BadgeCheck,
    require: { anyOf: APPROVE },
  }),
  navItem('atRisk', {
    to: webPaths.adminAtRisk,
    section: webPaths.adminAtRisk,
    icon: ShieldAlert,
    require: { anyOf: ['manage_members', COMMITTEE_PERMISSION] },
  }),
  // The admin area opens to leaders only; the screen itself checks leadership (the API's rule).
  navItem('chapterCard', {
    to: webPaths.adminChapterCard,
    section: webPaths.adminChapterCard,
    icon: ChartColumn,
    require: 'view_activity',
  }),
  navItem('agenda', {
    to: webPaths.adminAgenda,
    section: webPaths.adminAgenda,
    // The calendar's own icon: a new one would add to every signed-in page's icon bundle, which is at its budget.
    icon: CalendarDays,
    require: 'manage_meetings',
  }),
  navItem('speakerRota', {
    to: webPaths.adminSpeakerRota,
    section: webPaths.adminSpeakerRota,
    // An icon already in the bundle (see the agenda's above).
    icon: UserRound,
    require: 'manage_meetings',
  }),
  navItem('committee', {
    to: webPaths.adminCommittee,
    section: webPaths.adminCommittee,
    icon: Gavel,
    require: { anyOf: ['manage_members', COMMITTEE_PERMISSION] },
  }),
  navItem('chapterRules', {
    to: webPaths.adminChapterRules,
    section: webPaths.adminChapterRules,
    icon: Scale,
    require: { anyOf: ['manage_settings', 'manage_group', 'manage_groups'] },
  }),
  navItem('renewals', {
    to: webPaths.adminRenewals,
    section: webPaths.adminRenewals,
    icon: RefreshCw,
    require: 'manage_groups',
  }),
  navItem('permissions', {
    to: webPaths.adminPermissions,
    section: webPaths.adminPermissions,
    icon: KeyRound,
    require: 'manage_settings',
  }),
  navItem('tools', {
    to: webPaths.adminTools,
    section: webPaths.adminTools,
    icon: Wrench,
    require: 'manage_settings',
  }),
];

/** The sidebar's bottom section. */
export const ACCOUNT_ITEMS: NavItem[] = [
  navItem('profile', {
    to: webPath(webPaths.profile, { userId: 'me' }),
    section: webPaths.profileIndex,
    icon: UserRound,
  }),
  navItem('settings', { to: webPath(webPaths.settings), section: webPath(webPaths.settings), icon: Settings }),
];

/** The More menu (Logout is added where the menu is drawn). */
export const MORE_ITEMS: NavItem[] = [
  navItem('visitors', { to: webPaths.visitors, section: webPaths.visitors, icon: UserPlus }),
  navItem('support', { to: webPaths.support, section: webPaths.support, icon: LifeBuoy }),
  navItem('about', { to: webPath(webPaths.about), section: webPath(webPaths.about), icon: Info }),
];

/** Admin items on the phone's bottom bar beside "More"; /admin/more lists the rest. */
export const ADMIN_BAR_SLOTS = 4;

/**
 * Meeting day for a leader who records attendance (docs/product-rules.md "Meeting day"): the bar's Calendar slot
 * opens today's attendance instead, and Calendar moves to More.
 */
export function meetingDayItem(meetingId: number): NavItem {
  const to = webPath(webPaths.meetingAttendance, { meetingId });
  return navItem('attendance', { to, section: to, icon: ClipboardCheck });
}

export const CALENDAR_ITEM = MAIN_ITEMS.find((item) => item.to === webPaths.calendar) as NavItem;

export function visibleItems(user: PermissionHolder, items: NavItem[]): NavItem[] {
  return items.filter((item) => !item.require || can(user, item.require));
}

/** The admin screens a committee seat alone opens, its own first (docs/membership-committee.md). */
export const SEAT_ADMIN_PATHS: readonly string[] = [webPaths.adminCommittee, webPaths.adminAtRisk];

/** A committee seat and no admin-area permission: the admin area is the committee's screens alone. */
export function seatOnly(user: PermissionHolder): boolean {
  return !can(user, { anyOf: ADMIN_AREA_PERMISSIONS }) && holdsSeat(user, COMMITTEE_PERMISSION);
}

/**
 * The admin items a user sees. A seat on the membership committee opens the admin area for the committee's screen
 * alone: a Member with a seat holds the member views, but the admin screens behind them are not theirs
 * (docs/membership-committee.md).
 */
export function adminItems(user: PermissionHolder): NavItem[] {
  const items = visibleItems(user, ADMIN_ITEMS);
  if (!seatOnly(user)) return items;
  return SEAT_ADMIN_PATHS.flatMap((to) => items.filter((i) => i.to === to));
}

export function isCurrent(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}
