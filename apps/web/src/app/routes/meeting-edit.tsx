import { useParams } from 'react-router';
import { PermissionGate } from '../../components/permission-gate.tsx';
import { MeetingEditScreen } from '../../features/meetings/components/meeting-edit-screen.tsx';

/** /meetings/:meetingId/edit */
export function MeetingEditRoute() {
  const { meetingId = 'new' } = useParams();
  return (
    <PermissionGate require="manage_meetings">
      <MeetingEditScreen key={meetingId} meetingId={meetingId} />
    </PermissionGate>
  );
}
