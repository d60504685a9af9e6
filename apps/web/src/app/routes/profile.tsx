import { useParams } from 'react-router';
import { MemberLeaderPanel } from '../../features/members/components/member-leader-panel.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';

/** /profile/:userId; "me" is the signed-in user. Leaders get the member's leadership actions under the details. */
export function ProfileRoute() {
  const { userId = 'me' } = useParams();
  return (
    <ProfileScreen key={userId} userId={userId} leaderActions={(member) => <MemberLeaderPanel member={member} />} />
  );
}
