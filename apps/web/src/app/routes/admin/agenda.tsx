import { PermissionGate } from '../../../components/permission-gate.tsx';
import { AgendaTemplateScreen } from '../../../features/meetings/agenda/components/agenda-template-screen.tsx';

/** The chapter's weekly agenda, for those who manage its meetings (docs/meeting-mode.md). */
export function AdminAgendaRoute() {
  return (
    <PermissionGate require="manage_meetings">
      <AgendaTemplateScreen />
    </PermissionGate>
  );
}
