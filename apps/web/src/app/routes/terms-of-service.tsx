import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

export function TermsOfServiceRoute() {
  return <ScreenIntro title="Terms of Service" description="The terms that apply to everyone who uses Chapter." />;
}
