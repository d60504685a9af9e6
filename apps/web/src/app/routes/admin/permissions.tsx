import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminPermissionsRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro
        title="Permissions"
        description="Which permissions each role holds, as a grid of roles and permissions."
      />
    </PermissionGate>
  );
}
