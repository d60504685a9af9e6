import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminUsersRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_members', 'view_members'] }}>
      <ScreenIntro
        title="Users"
        description="Find user accounts, edit them, and deactivate the ones that should no longer sign in."
      />
    </PermissionGate>
  );
}
