import * as webPaths from '@chapter/shared/web-paths';
import { Navigate, useParams } from 'react-router';
import { ConversationScreen } from '../../features/inbox/components/conversation-screen.tsx';

/** /inbox/conversation/:conversationId */
export function InboxConversationRoute() {
  const id = Number(useParams().conversationId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={webPaths.inbox} replace />;
  // A fresh screen per conversation: its scroll position, typing state and draft belong to that one.
  return <ConversationScreen key={id} conversationId={id} />;
}
