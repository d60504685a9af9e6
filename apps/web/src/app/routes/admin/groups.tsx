import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminGroupsRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_groups', 'manage_group', 'view_groups'] }}>
      <ScreenIntro
        title="Groups"
        description="The groups on the platform with their status, join code and number of members."
      />
    </PermissionGate>
  );
}
