import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminGroupRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_groups', 'manage_group', 'view_groups'] }}>
      <ScreenIntro title="Group" description="One group's details, join code, meeting schedule and members." />
    </PermissionGate>
  );
}
