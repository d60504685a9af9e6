import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ChapterCardScreen } from '../../../features/scorecard/components/chapter-card-screen.tsx';

/**
 * The chapter's own scorecard is its leaders' (docs/chapter-scorecard.md). The admin area opens to leaders only; the
 * server refuses anyone else, and the screen says so.
 */
export function AdminChapterCardRoute() {
  return (
    <PermissionGate require="view_activity">
      <ChapterCardScreen />
    </PermissionGate>
  );
}
