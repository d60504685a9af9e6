import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Navigate, useParams } from 'react-router';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../components/permission-gate.tsx';
import { TabLinks } from '../../components/ui/tab-links.tsx';
import { ACTIVITY_TYPES, activityType } from '../../features/activity/activity-types.ts';
import { ActivityView } from '../../features/activity/components/activity-view.tsx';
import { ReferralFunnelCard } from '../../features/scorecard/components/referral-funnel-card.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { appMessages } from './messages.ts';

/** /activity/:type; an unknown type opens the referrals page. */
export function ActivityRoute() {
  const t = useMessages(appMessages);
  const { type } = useParams();
  const user = useCurrentUser();
  const info = activityType(type);
  if (!info || !type) return <Navigate to={webPath(webPaths.activity, { type: 'referral' })} replace />;
  const typeLinks = [
    ...Object.entries(ACTIVITY_TYPES).map(([type, { title }]) => ({
      to: webPath(webPaths.activity, { type }),
      label: title,
    })),
    { to: webPaths.mentorship, label: t('mentorship') },
  ];
  return (
    <PermissionGate require="view_activity">
      <ScreenIntro title={info.title} description={info.description}>
        <TabLinks label={t('activityTypes')} items={typeLinks} />
        {/* A chapter's funnel: a platform administrator without a chapter has none. */}
        {type === 'referral' && user.group && <ReferralFunnelCard />}
        <ActivityView key={type} type={type} />
      </ScreenIntro>
    </PermissionGate>
  );
}
