import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';

export function AdminMoreRoute() {
  return <ScreenIntro title="More" description="The management tools that do not fit in the admin navigation." />;
}
