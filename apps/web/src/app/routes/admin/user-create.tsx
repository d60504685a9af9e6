import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminUserCreateRoute() {
  return (
    <PermissionGate require={'manage_members'}>
      <ScreenIntro title="Create User" description="Add a user account and place it in a group with a role." />
    </PermissionGate>
  );
}
