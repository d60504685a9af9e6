import { PermissionGate } from '../../../components/permission-gate.tsx';
import { RotaAdminScreen } from '../../../features/meetings/rota/components/rota-admin-screen.tsx';

/**
 * The speaker rota, scheduled by those who manage the chapter's meetings (docs/meeting-mode.md "Built so far: the
 * rota").
 */
export function AdminSpeakerRotaRoute() {
  return (
    <PermissionGate require="manage_meetings">
      <RotaAdminScreen />
    </PermissionGate>
  );
}
