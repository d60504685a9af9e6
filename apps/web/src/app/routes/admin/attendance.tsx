import { PermissionGate } from '../../../components/permission-gate.tsx';
import { AttendanceAdminScreen } from '../../../features/meetings/components/attendance-admin-screen.tsx';

export function AdminAttendanceRoute() {
  return (
    <PermissionGate require={'record_attendance'}>
      <AttendanceAdminScreen />
    </PermissionGate>
  );
}
