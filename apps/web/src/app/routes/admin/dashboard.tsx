import { PermissionGate } from '../../../components/permission-gate.tsx';
import { DashboardScreen } from '../../../features/admin-tools/components/dashboard-screen.tsx';

export function AdminDashboardRoute() {
  return (
    <PermissionGate require={{ anyOf: ['view_audit_logs', 'view_activity'] }}>
      <DashboardScreen />
    </PermissionGate>
  );
}
