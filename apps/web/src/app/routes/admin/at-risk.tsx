import { PermissionGate } from '../../../components/permission-gate.tsx';
import { AtRiskScreen } from '../../../features/scorecard/components/at-risk-screen.tsx';

/**
 * The at-risk list is the membership committee's; until a committee role exists, those who manage members hold it
 * (docs/chapter-rules.md "At-risk list").
 */
export function AdminAtRiskRoute() {
  return (
    <PermissionGate require="manage_members">
      <AtRiskScreen />
    </PermissionGate>
  );
}
