import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../components/permission-gate.tsx';

export function CalendarRoute() {
  return (
    <PermissionGate require={'view_meetings'}>
      <ScreenIntro
        title="Calendar"
        description="Your group's meetings and events by month, week or list, with your RSVP for each one."
      />
    </PermissionGate>
  );
}
