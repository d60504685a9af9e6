import { InboxScreen } from '../../features/inbox/components/inbox-screen.tsx';

/** /inbox */
export function InboxRoute() {
  return <InboxScreen />;
}
