import { useParams } from 'react-router';
import { PermissionGate } from '../../components/permission-gate.tsx';
import { canGiveSlips, openQuickSlip } from '../../features/activity/quick-slip/quick-slip-open.ts';
import { MeetingScreen } from '../../features/meetings/components/meeting-screen.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/** /meetings/:meetingId */
export function MeetingRoute() {
  const { meetingId } = useParams();
  const user = useCurrentUser();
  return (
    <PermissionGate require="view_meetings">
      <MeetingScreen
        key={meetingId}
        meetingId={Number(meetingId)}
        onPassSlip={canGiveSlips(user) ? openQuickSlip : undefined}
      />
    </PermissionGate>
  );
}
