import { PermissionGate } from '../../../components/permission-gate.tsx';
import { AuditScreen } from '../../../features/admin-tools/components/audit-screen.tsx';

export function AdminAuditRoute() {
  return (
    <PermissionGate require={'view_audit_logs'}>
      <AuditScreen />
    </PermissionGate>
  );
}
