import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { FileText, Info, Scale } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { TabLinks } from '../../components/ui/tab-links.tsx';
import { AboutOverview } from '../../features/about/components/about-overview.tsx';
import { ChangelogPanel } from '../../features/about/components/changelog-panel.tsx';
import { LicencesPanel } from '../../features/about/components/licences-panel.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { appMessages } from './messages.ts';

const TABS = [
  { id: 'about', icon: Info },
  { id: 'changelog', icon: FileText },
  { id: 'licences', icon: Scale },
] as const;

/** /about/{tab?}: about (the default), changelog and licences. */
export function AboutRoute() {
  const t = useMessages(appMessages);
  const { tab = 'about' } = useParams();
  if (!TABS.some((known) => known.id === tab)) return <Navigate to={webPath(webPaths.about)} replace />;
  return (
    <ScreenIntro title={t('aboutTab', { tab: 'about' })} description={t('aboutIntro')}>
      <TabLinks
        label={t('aboutSections')}
        items={TABS.map(({ id, icon }) => ({
          to: id === 'about' ? webPath(webPaths.about) : webPath(webPaths.about, { tab: id }),
          label: t('aboutTab', { tab: id }),
          icon,
          current: id === tab,
        }))}
      />
      {tab === 'changelog' ? <ChangelogPanel /> : tab === 'licences' ? <LicencesPanel /> : <AboutOverview />}
    </ScreenIntro>
  );
}
