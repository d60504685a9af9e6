import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminSettingsRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro title="Admin Settings" description="Platform-wide settings that only administrators can change." />
    </PermissionGate>
  );
}
