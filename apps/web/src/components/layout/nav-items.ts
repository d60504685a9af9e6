import type { PermissionHolder } from '@chapter/shared/permissions';
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
  { to: '/home', section: '/home', label: 'Home', icon: Home },
  { to: '/calendar', section: '/calendar', label: 'Calendar', icon: CalendarDays, require: 'view_meetings' },
  { to: '/activity/referral', section: '/activity', label: 'Activity', icon: Activity, require: 'view_activity' },
  { to: '/roster', section: '/roster', label: 'Roster', icon: UserRound, require: 'view_members' },
  { to: '/inbox', section: '/inbox', label: 'Inbox', icon: Inbox, badge: 'inbox' },
];

const APPROVE = ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'];

/** The admin items; each needs the permission its screen checks (docs/roles-and-permissions.md "The admin area"). */
export const ADMIN_ITEMS: NavItem[] = [
  {
    to: '/admin/dashboard',
    section: '/admin/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    require: { anyOf: ['view_audit_logs', 'view_activity'] },
  },
  { to: '/admin/activity', section: '/admin/activity', label: 'Activity', icon: Activity, require: 'view_activity' },
  {
    to: '/admin/groups',
    section: '/admin/groups',
    label: 'Groups',
    icon: Building2,
    require: { anyOf: ['manage_groups', 'manage_group', 'view_groups'] },
  },
  {
    to: '/admin/users',
    section: '/admin/users',
    label: 'Users',
    icon: UserCog,
    require: { anyOf: ['manage_members', 'view_members'] },
  },
  {
    to: '/admin/messaging',
    section: '/admin/messaging',
    label: 'Messaging',
    icon: MessageSquareText,
    require: 'send_sms',
  },
  {
    to: '/admin/attendance',
    section: '/admin/attendance',
    label: 'Attendance',
    icon: ClipboardCheck,
    require: 'record_attendance',
  },
  {
    to: '/admin/approvals',
    section: '/admin/approvals',
    label: 'Approvals',
    icon: BadgeCheck,
    require: { anyOf: APPROVE },
  },
  { to: '/admin/renewals', section: '/admin/renewals', label: 'Renewals', icon: RefreshCw, require: 'manage_groups' },
  {
    to: '/admin/permissions',
    section: '/admin/permissions',
    label: 'Permissions',
    icon: KeyRound,
    require: 'manage_settings',
  },
  { to: '/admin/tools', section: '/admin/tools', label: 'Tools', icon: Wrench, require: 'manage_settings' },
];

/** The sidebar's bottom section. */
export const ACCOUNT_ITEMS: NavItem[] = [
  { to: '/profile/me', section: '/profile', label: 'Profile', icon: UserRound },
  { to: '/settings', section: '/settings', label: 'Settings', icon: Settings },
];

/** The More menu (Logout is added where the menu is drawn). */
export const MORE_ITEMS: NavItem[] = [
  { to: '/visitors', section: '/visitors', label: 'Visitors', icon: UserPlus },
  { to: '/support', section: '/support', label: 'Support', icon: LifeBuoy },
  { to: '/about', section: '/about', label: 'About', icon: Info },
];

/** Admin items on the phone's bottom bar beside "More"; /admin/more lists the rest. */
export const ADMIN_BAR_SLOTS = 4;

/**
 * Meeting day for a leader who records attendance (docs/product-rules.md "Meeting day"): the bar's Calendar slot
 * opens today's attendance instead, and Calendar moves to More.
 */
export function meetingDayItem(meetingId: number): NavItem {
  const to = `/meetings/${meetingId}/attendance`;
  return { to, section: to, label: 'Attendance', icon: ClipboardCheck };
}

export const CALENDAR_ITEM = MAIN_ITEMS.find((item) => item.to === '/calendar') as NavItem;

export function visibleItems(user: PermissionHolder, items: NavItem[]): NavItem[] {
  return items.filter((item) => !item.require || can(user, item.require));
}

export function isCurrent(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}
