import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function InboxRoute() {
  return (
    <ScreenIntro title="Inbox" description="Your conversations with other members, with the newest messages first." />
  );
}
