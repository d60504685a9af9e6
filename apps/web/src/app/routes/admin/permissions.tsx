import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { RoleMatrix } from '../../../features/groups/components/role-matrix.tsx';

export function AdminPermissionsRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro
        title="Permissions"
        description="The platform-wide role × permission matrix. Groups may override it for themselves under Groups → Roles."
      >
        <RoleMatrix groupId={null} />
      </ScreenIntro>
    </PermissionGate>
  );
}
