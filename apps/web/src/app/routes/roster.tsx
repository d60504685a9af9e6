import { PermissionGate } from '../../components/permission-gate.tsx';
import { RosterScreen } from '../../features/roster/components/roster-screen.tsx';

export function RosterRoute() {
  return (
    <PermissionGate require="view_members">
      <RosterScreen />
    </PermissionGate>
  );
}
