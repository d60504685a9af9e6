import { PermissionGate } from '../../../components/permission-gate.tsx';
import { GroupsScreen } from '../../../features/groups/components/groups-screen.tsx';

export function AdminGroupsRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_groups', 'manage_group', 'view_groups'] }}>
      <GroupsScreen />
    </PermissionGate>
  );
}
