import { PermissionGate } from '../../components/permission-gate.tsx';
import { MemberRulesScreen } from '../../features/chapter-rules/components/chapter-rules-screen.tsx';

/** The rules a member is judged by: for everyone who sees the scorecard. */
export function ChapterRulesRoute() {
  return (
    <PermissionGate require="view_activity">
      <MemberRulesScreen />
    </PermissionGate>
  );
}
