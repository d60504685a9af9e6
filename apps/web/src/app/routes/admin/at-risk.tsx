import { COMMITTEE_PERMISSION } from '@chapter/shared/roles';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { AtRiskScreen } from '../../../features/scorecard/components/at-risk-screen.tsx';

/** The at-risk list is the membership committee's seats' and the leaders' who manage members (docs/chapter-rules.md). */
export function AdminAtRiskRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_members', COMMITTEE_PERMISSION] }}>
      <AtRiskScreen />
    </PermissionGate>
  );
}
