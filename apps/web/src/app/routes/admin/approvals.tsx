import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';

export function AdminApprovalsRoute() {
  return (
    <PermissionGate
      require={{ anyOf: ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'] }}
    >
      <ScreenIntro
        title="Approvals"
        description="Businesses, referrals, members and substitutes waiting for a decision, one queue per kind."
      />
    </PermissionGate>
  );
}
