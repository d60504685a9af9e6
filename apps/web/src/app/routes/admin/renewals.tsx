import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminRenewalsRoute() {
  return (
    <PermissionGate require={'manage_groups'}>
      <ScreenIntro
        title="Renewals"
        description="Memberships due for renewal in the next 30, 60 or 90 days, and those already overdue."
      />
    </PermissionGate>
  );
}
