import { ChapterEntry } from '../../features/chapter/components/chapter-entry.tsx';
import { InboxScreen } from '../../features/inbox/components/inbox-screen.tsx';

/** /inbox: the chapter channel's row, then the member's conversations. */
export function InboxRoute() {
  return <InboxScreen top={(now) => <ChapterEntry now={now} />} />;
}
