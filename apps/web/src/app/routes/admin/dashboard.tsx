import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminDashboardRoute() {
  return (
    <PermissionGate require={{ anyOf: ['view_audit_logs', 'view_activity'] }}>
      <ScreenIntro
        title="Dashboard"
        description="Your group's key figures at a glance: members, visitors, referrals, closed business and attendance."
      />
    </PermissionGate>
  );
}
