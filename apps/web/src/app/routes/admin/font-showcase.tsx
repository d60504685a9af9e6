import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminFontShowcaseRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro
        title="Font Showcase"
        description="A preview of the app's typefaces and text styles, to check how they read."
      />
    </PermissionGate>
  );
}
