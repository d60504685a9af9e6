import { ApplyScreen } from '../../features/mentorship/components/apply-screen.tsx';

export function MentorshipApplyRoute() {
  return <ApplyScreen />;
}
