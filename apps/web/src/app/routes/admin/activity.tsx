import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { AdminActivityScreen } from '../../../features/activity/components/admin-activity-screen.tsx';

export function AdminActivityRoute() {
  return (
    <PermissionGate require={'view_activity'}>
      <ScreenIntro
        title="Activity"
        description="Every activity record in the group, with filters, approvals and export to CSV."
      >
        <AdminActivityScreen />
      </ScreenIntro>
    </PermissionGate>
  );
}
