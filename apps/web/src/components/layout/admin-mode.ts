import type { Profile } from '@chapter/shared/profile.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { useLocation, useNavigate } from 'react-router';
import { roleName, useRoleName } from '../../lib/i18n/roles.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { canEnterAdmin } from '../../lib/permissions.ts';
import { shellMessages } from './messages.ts';
import { adminItems } from './nav-items.ts';

export interface AdminMode {
  /** The user holds an admin-area permission, so the mode toggle shows (docs/roles-and-permissions.md). */
  available: boolean;
  /** The current page is in the admin area. */
  active: boolean;
  /** 'Exit Admin' in admin mode, '{role} Panel' otherwise. */
  toggleLabel: string;
  toggle: () => void;
  exit: () => void;
}

/** Admin mode is where the user is: any /admin page. Toggling moves between /home and the first admin screen. */
export function useAdminMode(user: Profile): AdminMode {
  const t = useMessages(shellMessages);
  const role = useRoleName();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname === webPaths.admin || pathname.startsWith(`${webPaths.admin}/`);
  const exit = () => void navigate(webPaths.home);
  const enter = () => void navigate(adminItems(user)[0]?.to ?? webPaths.admin);
  return {
    available: canEnterAdmin(user),
    active,
    toggleLabel: active ? t('exitAdmin') : t('rolePanel', { role: role(user.role) }),
    toggle: active ? exit : enter,
    exit,
  };
}

/** The header reads '{role} Dashboard' in admin mode (docs/product-rules.md "Navigation and layout"). */
export function adminTitle(user: Profile): string {
  return shellMessages.text('roleDashboard', { role: roleName(user.role) });
}
