import { useParams } from 'react-router';
import { PermissionGate } from '../../components/permission-gate.tsx';
import { MeetingScreen } from '../../features/meetings/components/meeting-screen.tsx';

/** /meetings/:meetingId */
export function MeetingRoute() {
  const { meetingId } = useParams();
  return (
    <PermissionGate require="view_meetings">
      <MeetingScreen key={meetingId} meetingId={Number(meetingId)} />
    </PermissionGate>
  );
}
