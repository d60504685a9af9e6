import * as webPaths from '@chapter/shared/web-paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isCurrent, SEAT_ADMIN_PATHS, seatOnly } from '../../components/layout/nav-items.ts';
import { canEnterAdmin } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * Admin paths need at least one admin-area permission; anyone else is sent to / (docs/roles-and-permissions.md). A
 * committee seat alone opens the committee's screens: any other admin address leads there
 * (docs/membership-committee.md).
 */
export function AdminLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!canEnterAdmin(user)) return <Navigate to={webPaths.root} replace />;
  if (seatOnly(user) && !SEAT_ADMIN_PATHS.some((path) => isCurrent(pathname, path))) {
    return <Navigate to={webPaths.adminCommittee} replace />;
  }
  return <Outlet />;
}
