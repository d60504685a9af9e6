import { PermissionGate } from '../../../components/permission-gate.tsx';
import { useGroups } from '../../../features/groups/api/list-groups.ts';
import { MessagingScreen } from '../../../features/messaging/components/messaging-screen.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

function ForAdmin() {
  const groups = useGroups();
  return <MessagingScreen groups={groups.data?.pages.flatMap((p) => p.items) ?? []} />;
}

function Screen() {
  const me = useCurrentUser();
  return me.isAdmin ? <ForAdmin /> : <MessagingScreen />;
}

export function AdminMessagingRoute() {
  return (
    <PermissionGate require={'send_sms'}>
      <Screen />
    </PermissionGate>
  );
}
