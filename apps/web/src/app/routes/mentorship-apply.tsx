import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function MentorshipApplyRoute() {
  return (
    <ScreenIntro
      title="Apply for Mentorship"
      description="Ask a mentor to work with you, with your goals and a short message."
    />
  );
}
