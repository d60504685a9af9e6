import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminGroupRolesRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_groups', 'manage_group'] }}>
      <ScreenIntro
        title="Group Roles"
        description="The permissions each role holds in this group, and the changes this group makes to the defaults."
      />
    </PermissionGate>
  );
}
