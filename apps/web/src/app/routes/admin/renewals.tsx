import { PermissionGate } from '../../../components/permission-gate.tsx';
import { RenewalsScreen } from '../../../features/members/components/renewals-screen.tsx';

/** Seed §6: the Renewals screen needs manage_groups. */
export function AdminRenewalsRoute() {
  return (
    <PermissionGate require="manage_groups">
      <RenewalsScreen />
    </PermissionGate>
  );
}
