import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

/** /settings/:category?/:subcategory? */
export function SettingsRoute() {
  return (
    <ScreenIntro
      title="Settings"
      description="Choose your theme and font, which notifications you receive, what other members can see, and your account details."
    />
  );
}
