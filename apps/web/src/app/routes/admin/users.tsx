import { PermissionGate } from '../../../components/permission-gate.tsx';
import { UsersScreen } from '../../../features/members/components/users-screen.tsx';

export function AdminUsersRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_members', 'view_members'] }}>
      <UsersScreen />
    </PermissionGate>
  );
}
