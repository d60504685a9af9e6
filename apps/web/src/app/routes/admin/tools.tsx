import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ToolsScreen } from '../../../features/admin-tools/components/tools-screen.tsx';

export function AdminToolsRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ToolsScreen />
    </PermissionGate>
  );
}
