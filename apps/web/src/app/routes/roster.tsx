import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../components/permission-gate.tsx';

export function RosterRoute() {
  return (
    <PermissionGate require={'view_members'}>
      <ScreenIntro
        title="Roster"
        description="Everyone in your group, searchable by name, role and classification, with their contact details."
      />
    </PermissionGate>
  );
}
