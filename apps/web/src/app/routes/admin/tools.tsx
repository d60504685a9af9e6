import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminToolsRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro
        title="Tools"
        description="Maintenance tools for administrators: the e-mail outbox, test e-mails, backups and the font showcase."
      />
    </PermissionGate>
  );
}
