import { PermissionGate } from '../../../components/permission-gate.tsx';
import { useGroups } from '../../../features/groups/api/list-groups.ts';
import { UserCreateScreen } from '../../../features/members/components/user-create-screen.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

/** Leaders add to their own group; a platform admin picks one of the groups. */
function CreateForAdmin() {
  const groups = useGroups();
  return <UserCreateScreen groups={groups.data?.pages.flatMap((p) => p.items) ?? []} />;
}

function Screen() {
  const me = useCurrentUser();
  return me.isAdmin ? <CreateForAdmin /> : <UserCreateScreen />;
}

export function AdminUserCreateRoute() {
  return (
    <PermissionGate require={'manage_members'}>
      <Screen />
    </PermissionGate>
  );
}
