import { useParams } from 'react-router';
import { PermissionGate } from '../../components/permission-gate.tsx';
import { MeetingDayScreen } from '../../features/meetings/components/meeting-day-screen.tsx';

/** /meetings/:meetingId/attendance */
export function MeetingAttendanceRoute() {
  const { meetingId } = useParams();
  return (
    <PermissionGate require="record_attendance">
      <MeetingDayScreen key={meetingId} meetingId={Number(meetingId)} />
    </PermissionGate>
  );
}
