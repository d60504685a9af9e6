import { MentorshipScreen } from '../../features/mentorship/components/mentorship-screen.tsx';

export function MentorshipSearchRoute() {
  return <MentorshipScreen />;
}
