import { DASHBOARD_PERMISSIONS } from '@chapter/shared/dashboard-access';
import { isLeadership } from '@chapter/shared/roles';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { DashboardScreen } from '../../../features/admin-tools/components/dashboard-screen.tsx';
import { GroupLightsCard } from '../../../features/scorecard/components/group-lights-card.tsx';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';

export function AdminDashboardRoute() {
  const user = useCurrentUser();
  // The traffic-light spread is the group's: leaders of a group (the scorecard API's own rule) see it.
  const lights = Boolean(user.group) && (user.isAdmin || (isLeadership(user.role) && can(user, 'view_activity')));
  return (
    <PermissionGate require={{ anyOf: DASHBOARD_PERMISSIONS }}>
      <DashboardScreen extra={lights ? <GroupLightsCard /> : undefined} />
    </PermissionGate>
  );
}
