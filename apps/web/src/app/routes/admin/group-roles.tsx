import * as webPaths from '@chapter/shared/web-paths';
import { Link, useParams } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { RoleMatrix } from '../../../features/groups/components/role-matrix.tsx';
import { richText } from '../../../lib/i18n/rich-text.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { adminMessages } from './messages.ts';

const linkTo = (to: string) => (words: string) => (
  <Link className="font-medium text-primary hover:underline" to={to}>
    {words}
  </Link>
);

export function AdminGroupRolesRoute() {
  const t = useMessages(adminMessages);
  const groupId = Number(useParams().groupId);
  return (
    <PermissionGate require={{ anyOf: ['manage_groups', 'manage_group', 'view_groups'] }}>
      <ScreenIntro title={t('rolesTitle')} description={t('rolesIntro')}>
        <p className="text-sm text-muted-foreground">
          {richText(t('changeRole'), [linkTo(webPaths.adminUsers)])}{' '}
          {richText(t('platformDefaults'), [linkTo(webPaths.adminPermissions)])}
        </p>
        <RoleMatrix key={groupId} groupId={groupId} />
      </ScreenIntro>
    </PermissionGate>
  );
}
