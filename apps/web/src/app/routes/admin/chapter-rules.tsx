import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ChapterRulesScreen } from '../../../features/chapter-rules/components/chapter-rules-screen.tsx';

/** Those who choose the rules: the organisation's administrator, or a chapter's leader (docs/chapter-rules.md). */
export function AdminChapterRulesRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_settings', 'manage_group', 'manage_groups'] }}>
      <ChapterRulesScreen />
    </PermissionGate>
  );
}
