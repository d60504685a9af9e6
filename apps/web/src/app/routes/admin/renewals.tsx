import { PermissionGate } from '../../../components/permission-gate.tsx';
import { RenewalsScreen } from '../../../features/members/components/renewals-screen.tsx';

/** The Renewals screen, its lists, renew and lapse all need manage_groups (docs/roles-and-permissions.md). */
export function AdminRenewalsRoute() {
  return (
    <PermissionGate require="manage_groups">
      <RenewalsScreen />
    </PermissionGate>
  );
}
