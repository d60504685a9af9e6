import type { PermissionHolder } from '@chapter/shared/permissions';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import {
  Activity,
  BadgeCheck,
  Building2,
  CalendarDays,
  ClipboardCheck,
  Home,
  Inbox,
  Info,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  RefreshCw,
  Settings,
  UserCog,
  UserPlus,
  UserRound,
  Wrench,
} from 'lucide-react';
import { can, type Requirement } from '../../lib/permissions.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The path prefix that marks the item current (Activity spans several pages). */
  section: string;
  require?: Requirement;
  /** Items that carry the inbox's unread badge. */
  badge?: 'inbox';
}

/** The main items, each behind its permission (docs/product-rules.md "Navigation and layout"). */
export const MAIN_ITEMS: NavItem[] = [
  { to: webPaths.home, section: webPaths.home, label: 'Home', icon: Home },
  {
    to: webPaths.calendar,
    section: webPaths.calendar,
    label: 'Calendar',
    icon: CalendarDays,
    require: 'view_meetings',
  },
  {
    to: webPath(webPaths.activity, { type: 'referral' }),
    section: webPaths.activityIndex,
    label: 'Activity',
    icon: Activity,
    require: 'view_activity',
  },
  { to: webPaths.roster, section: webPaths.roster, label: 'Roster', icon: UserRound, require: 'view_members' },
  { to: webPaths.inbox, section: webPaths.inbox, label: 'Inbox', icon: Inbox, badge: 'inbox' },
];

const APPROVE = ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'];

/** The admin items; each needs the permission its screen checks (docs/roles-and-permissions.md "The admin area"). */
export const ADMIN_ITEMS: NavItem[] = [
  {
    to: webPaths.adminDashboard,
    section: webPaths.adminDashboard,
    label: 'Dashboard',
    icon: LayoutDashboard,
    require: { anyOf: ['view_audit_logs', 'view_activity'] },
  },
  {
    to: webPaths.adminActivity,
    section: webPaths.adminActivity,
    label: 'Activity',
    icon: Activity,
    require: 'view_activity',
  },
  {
    to: webPaths.adminGroups,
    section: webPaths.adminGroups,
    label: 'Groups',
    icon: Building2,
    require: { anyOf: ['manage_groups', 'manage_group', 'view_groups'] },
  },
  {
    to: webPaths.adminUsers,
    section: webPaths.adminUsers,
    label: 'Users',
    icon: UserCog,
    require: { anyOf: ['manage_members', 'view_members'] },
  },
  {
    to: webPaths.adminMessaging,
    section: webPaths.adminMessaging,
    label: 'Messaging',
    icon: MessageSquareText,
    require: 'send_sms',
  },
  {
    to: webPaths.adminAttendance,
    section: webPaths.adminAttendance,
    label: 'Attendance',
    icon: ClipboardCheck,
    require: 'record_attendance',
  },
  {
    to: webPaths.adminApprovals,
    section: webPaths.adminApprovals,
    label: 'Approvals',
    icon: BadgeCheck,
    require: { anyOf: APPROVE },
  },
  {
    to: webPaths.adminRenewals,
    section: webPaths.adminRenewals,
    label: 'Renewals',
    icon: RefreshCw,
    require: 'manage_groups',
  },
  {
    to: webPaths.adminPermissions,
    section: webPaths.adminPermissions,
    label: 'Permissions',
    icon: KeyRound,
    require: 'manage_settings',
  },
  {
    to: webPaths.adminTools,
    section: webPaths.adminTools,
    label: 'Tools',
    icon: Wrench,
    require: 'manage_settings',
  },
];

/** The sidebar's bottom section. */
export const ACCOUNT_ITEMS: NavItem[] = [
  {
    to: webPath(webPaths.profile, { userId: 'me' }),
    section: webPaths.profileIndex,
    label: 'Profile',
    icon: UserRound,
  },
  { to: webPath(webPaths.settings), section: webPath(webPaths.settings), label: 'Settings', icon: Settings },
];

/** The More menu (Logout is added where the menu is drawn). */
export const MORE_ITEMS: NavItem[] = [
  { to: webPaths.visitors, section: webPaths.visitors, label: 'Visitors', icon: UserPlus },
  { to: webPaths.support, section: webPaths.support, label: 'Support', icon: LifeBuoy },
  { to: webPath(webPaths.about), section: webPath(webPaths.about), label: 'About', icon: Info },
];

/** Admin items on the phone's bottom bar beside "More"; /admin/more lists the rest. */
export const ADMIN_BAR_SLOTS = 4;

/**
 * Meeting day for a leader who records attendance (docs/product-rules.md "Meeting day"): the bar's Calendar slot
 * opens today's attendance instead, and Calendar moves to More.
 */
export function meetingDayItem(meetingId: number): NavItem {
  const to = webPath(webPaths.meetingAttendance, { meetingId });
  return { to, section: to, label: 'Attendance', icon: ClipboardCheck };
}

export const CALENDAR_ITEM = MAIN_ITEMS.find((item) => item.to === webPaths.calendar) as NavItem;

export function visibleItems(user: PermissionHolder, items: NavItem[]): NavItem[] {
  return items.filter((item) => !item.require || can(user, item.require));
}

export function isCurrent(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}
