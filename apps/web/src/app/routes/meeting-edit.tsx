import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../components/permission-gate.tsx';

/** /meetings/:meetingId/edit */
export function MeetingEditRoute() {
  return (
    <PermissionGate require="manage_meetings">
      <ScreenIntro
        title="Edit Meeting"
        description="Change a meeting's time, place or agenda, set how it repeats, or cancel it."
      />
    </PermissionGate>
  );
}
