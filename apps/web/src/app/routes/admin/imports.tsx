import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ImportScreen } from '../../../features/imports/components/import-screen.tsx';

export function AdminImportsRoute() {
  return (
    <PermissionGate require={'manage_members'}>
      <ImportScreen />
    </PermissionGate>
  );
}
