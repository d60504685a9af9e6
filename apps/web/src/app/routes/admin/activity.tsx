import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { AdminActivityScreen } from '../../../features/activity/components/admin-activity-screen.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { adminMessages } from './messages.ts';

export function AdminActivityRoute() {
  const t = useMessages(adminMessages);
  return (
    <PermissionGate require={'view_activity'}>
      <ScreenIntro title={t('activityTitle')} description={t('activityIntro')}>
        <AdminActivityScreen />
      </ScreenIntro>
    </PermissionGate>
  );
}
