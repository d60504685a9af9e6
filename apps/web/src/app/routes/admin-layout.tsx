import * as webPaths from '@chapter/shared/web-paths';
import { Navigate, Outlet } from 'react-router';
import { canEnterAdmin } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session.ts';

/** Admin paths need at least one admin-area permission; anyone else is sent to / (docs/roles-and-permissions.md). */
export function AdminLayout() {
  const user = useCurrentUser();
  if (!canEnterAdmin(user)) return <Navigate to={webPaths.root} replace />;
  return <Outlet />;
}
