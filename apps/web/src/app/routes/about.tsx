import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { FileText, Info, Scale } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { TabLinks } from '../../components/ui/tab-links.tsx';
import { AboutOverview } from '../../features/about/components/about-overview.tsx';
import { ChangelogPanel } from '../../features/about/components/changelog-panel.tsx';
import { LicencesPanel } from '../../features/about/components/licences-panel.tsx';

const TABS = [
  { id: 'about', label: 'About', icon: Info },
  { id: 'changelog', label: 'Changelog', icon: FileText },
  { id: 'licences', label: 'Licences', icon: Scale },
] as const;

/** /about/{tab?}: about (the default), changelog and licences. */
export function AboutRoute() {
  const { tab = 'about' } = useParams();
  if (!TABS.some((t) => t.id === tab)) return <Navigate to={webPath(webPaths.about)} replace />;
  return (
    <ScreenIntro
      title="About"
      description="About Chapter: the version you are using, what changed in each release, and the software it is built with."
    >
      <TabLinks
        label="About sections"
        items={TABS.map(({ id, label, icon }) => ({
          to: id === 'about' ? webPath(webPaths.about) : webPath(webPaths.about, { tab: id }),
          label,
          icon,
          current: id === tab,
        }))}
      />
      {tab === 'changelog' ? <ChangelogPanel /> : tab === 'licences' ? <LicencesPanel /> : <AboutOverview />}
    </ScreenIntro>
  );
}
