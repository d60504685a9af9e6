import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function PrivacyPolicyRoute() {
  return (
    <ScreenIntro
      title="Privacy Policy"
      description="How Chapter collects, uses and protects the personal information of members and visitors."
    />
  );
}
