import * as webPaths from '@chapter/shared/web-paths';
import { Link, useParams } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { RoleMatrix } from '../../../features/groups/components/role-matrix.tsx';

export function AdminGroupRolesRoute() {
  const groupId = Number(useParams().groupId);
  return (
    <PermissionGate require={{ anyOf: ['manage_groups', 'manage_group', 'view_groups'] }}>
      <ScreenIntro
        title="Roles and permissions"
        description="What each role may do in this group. Changes apply to the group's members on their next request."
      >
        <p className="text-sm text-muted-foreground">
          Change a member's role on their profile from{' '}
          <Link className="font-medium text-primary hover:underline" to={webPaths.adminUsers}>
            Users
          </Link>
          . Platform-wide defaults live in{' '}
          <Link className="font-medium text-primary hover:underline" to={webPaths.adminPermissions}>
            Permissions
          </Link>
          .
        </p>
        <RoleMatrix key={groupId} groupId={groupId} />
      </ScreenIntro>
    </PermissionGate>
  );
}
