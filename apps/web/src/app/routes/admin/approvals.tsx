import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ApprovalsScreen } from '../../../features/members/components/approvals-screen.tsx';

export function AdminApprovalsRoute() {
  return (
    <PermissionGate
      require={{ anyOf: ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'] }}
    >
      <ApprovalsScreen />
    </PermissionGate>
  );
}
