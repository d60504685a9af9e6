import * as webPaths from '@chapter/shared/web-paths';
import { Outlet, useMatch } from 'react-router';
import { SplitView } from '../../components/layout/split-view.tsx';
import { ChapterEntry } from '../../features/chapter/components/chapter-entry.tsx';
import { ChooseConversation } from '../../features/inbox/components/choose-conversation.tsx';
import { InboxScreen } from '../../features/inbox/components/inbox-screen.tsx';
import { useIsSplitWidth } from '../../lib/media.ts';

/**
 * /inbox and the screens under it (a conversation, the chapter channel, a new message). On a wide screen the list
 * stays on the left and the open one shows beside it: this layout stays mounted while only the right side
 * changes, so the list is neither fetched again nor loses its scroll. Narrower, each is a screen of its own.
 */
export function InboxLayout() {
  const split = useIsSplitWidth();
  const atList = useMatch(webPaths.inbox) !== null;
  const list = (pane: boolean) => (
    <InboxScreen top={(now) => <ChapterEntry now={now} />} pane={pane} beside={pane && !atList} />
  );
  if (!split) return atList ? list(false) : <Outlet />;
  return (
    <SplitView list={list(true)} listLabel="Inbox">
      <Outlet />
    </SplitView>
  );
}

/** /inbox beside the list (wide screens); narrower, the list is the whole screen and this is not drawn. */
export function InboxIndexRoute() {
  return <ChooseConversation />;
}
