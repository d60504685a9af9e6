import { useParams } from 'react-router';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { GroupScreen } from '../../../features/groups/components/group-screen.tsx';

export function AdminGroupRoute() {
  const groupId = Number(useParams().groupId);
  return (
    <PermissionGate require={{ anyOf: ['manage_groups', 'manage_group', 'view_groups'] }}>
      <GroupScreen key={groupId} groupId={groupId} />
    </PermissionGate>
  );
}
