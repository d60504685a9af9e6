import { CLIENT_VERSION } from '@chapter/shared/constants';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

/** /about/:tab? */
export function AboutRoute() {
  return (
    <ScreenIntro
      title="About"
      description="About Chapter: the version you are using, what changed in each release, and the software it is built with."
    >
      <p className="text-sm text-muted-foreground">Version {CLIENT_VERSION}</p>
    </ScreenIntro>
  );
}
