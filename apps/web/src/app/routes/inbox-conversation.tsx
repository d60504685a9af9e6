import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

/** /inbox/conversation/:conversationId */
export function InboxConversationRoute() {
  return (
    <ScreenIntro
      title="Conversation"
      description="Your messages with one member, in the order they were sent, with a box to reply."
    />
  );
}
