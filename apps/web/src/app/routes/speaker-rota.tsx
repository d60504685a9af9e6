import { PermissionGate } from '../../components/permission-gate.tsx';
import { RotaScreen } from '../../features/meetings/rota/components/rota-screen.tsx';

/** The chapter's speaker rota, read by every member (docs/meeting-mode.md "Built so far: the rota"). */
export function SpeakerRotaRoute() {
  return (
    <PermissionGate require="view_meetings">
      <RotaScreen />
    </PermissionGate>
  );
}
