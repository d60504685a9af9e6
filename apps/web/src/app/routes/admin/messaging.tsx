import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminMessagingRoute() {
  return (
    <PermissionGate require={'send_sms'}>
      <ScreenIntro
        title="Messaging"
        description="Send SMS and e-mail messages to all members, to chosen roles or to chosen members."
      />
    </PermissionGate>
  );
}
