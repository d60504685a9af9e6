import { ComposeScreen } from '../../features/inbox/components/compose-screen.tsx';

/** /inbox/compose */
export function InboxComposeRoute() {
  return <ComposeScreen />;
}
