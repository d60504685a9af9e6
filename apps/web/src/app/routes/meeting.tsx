import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../components/permission-gate.tsx';

/** /meetings/:meetingId */
export function MeetingRoute() {
  return (
    <PermissionGate require="view_meetings">
      <ScreenIntro
        title="Meeting"
        description="The details and agenda of one meeting, who is attending, and your own RSVP."
      />
    </PermissionGate>
  );
}
