import { useParams } from 'react-router';
import { PermissionGate } from '../../components/permission-gate.tsx';
import { RunScreen } from '../../features/meetings/run/components/run-screen.tsx';

/** /meetings/:meetingId/run */
export function MeetingRunRoute() {
  const { meetingId } = useParams();
  return (
    <PermissionGate require="view_meetings">
      <RunScreen key={meetingId} meetingId={Number(meetingId)} />
    </PermissionGate>
  );
}
