import { useParams } from 'react-router';
import { MemberLeaderPanel } from '../../features/members/components/member-leader-panel.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { MemberActivityPanel } from '../../features/scorecard/components/member-activity-panel.tsx';

/** /profile/:userId; "me" is the signed-in user. Leaders get the member's leadership actions under the details;
 * everyone in the group sees the activity summary and published testimonials (the light: the member and leaders). */
export function ProfileRoute() {
  const { userId = 'me' } = useParams();
  return (
    <ProfileScreen
      key={userId}
      userId={userId}
      leaderActions={(member) => <MemberLeaderPanel member={member} />}
      activity={(id, own) => <MemberActivityPanel userId={id} own={own} />}
    />
  );
}
