import { ChapterScreen } from '../../features/chapter/components/chapter-screen.tsx';

/** /inbox/chapter */
export function InboxChapterRoute() {
  return <ChapterScreen />;
}
