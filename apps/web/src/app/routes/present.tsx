import { useParams } from 'react-router';
import { PermissionGate } from '../../components/permission-gate.tsx';
import { PresenterScreen } from '../../features/meetings/run/components/presenter-screen.tsx';

/** /present/:meetingId: shown without the app's frame (authenticated-layout.tsx). */
export function PresentRoute() {
  const { meetingId } = useParams();
  return (
    <PermissionGate require="view_meetings">
      <PresenterScreen key={meetingId} meetingId={Number(meetingId)} />
    </PermissionGate>
  );
}
