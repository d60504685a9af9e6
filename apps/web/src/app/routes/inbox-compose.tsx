import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function InboxComposeRoute() {
  return <ScreenIntro title="New Message" description="Start a conversation with another member of your group." />;
}
