import { PermissionGate } from '../../components/permission-gate.tsx';
import { CalendarScreen } from '../../features/meetings/components/calendar-screen.tsx';

export function CalendarRoute() {
  return (
    <PermissionGate require={'view_meetings'}>
      <CalendarScreen />
    </PermissionGate>
  );
}
