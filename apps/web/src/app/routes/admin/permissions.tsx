import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { RoleMatrix } from '../../../features/groups/components/role-matrix.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { adminMessages } from './messages.ts';

export function AdminPermissionsRoute() {
  const t = useMessages(adminMessages);
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro title={t('permissionsTitle')} description={t('permissionsIntro')}>
        <RoleMatrix groupId={null} />
      </ScreenIntro>
    </PermissionGate>
  );
}
