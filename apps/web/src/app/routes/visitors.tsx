import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function VisitorsRoute() {
  return (
    <ScreenIntro
      title="Visitors"
      description="Invite guests to your meetings, see who accepted, and follow up with them after their visit."
    />
  );
}
