import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function MentorshipSearchRoute() {
  return (
    <ScreenIntro
      title="Find a Mentor"
      description="Search the members who mentor by name, classification or expertise."
    />
  );
}
