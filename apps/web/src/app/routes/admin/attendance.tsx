import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminAttendanceRoute() {
  return (
    <PermissionGate require={'record_attendance'}>
      <ScreenIntro title="Attendance" description="Record who attended each meeting and review attendance over time." />
    </PermissionGate>
  );
}
