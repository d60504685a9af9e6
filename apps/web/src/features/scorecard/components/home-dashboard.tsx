import { isLeadership } from '@chapter/shared/roles';
import { lazy, Suspense } from 'react';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMyScorecard } from '../api/get-scorecard.ts';
import { useWarnings } from '../api/get-warnings.ts';
import { useScorecardLive } from '../hooks/use-scorecard-live.ts';
import { scorecardMessages } from '../messages.ts';
import { GroupLightsCard } from './group-lights-card.tsx';
import { MatrixHeatmap } from './matrix-heatmap.tsx';
import { NumbersCard } from './numbers-card.tsx';
import { PendingActionsCard } from './pending-actions-card.tsx';
import { RecentActivityCard } from './recent-activity-card.tsx';
import { TrafficLightCard } from './traffic-light-card.tsx';

// Only a member with something to be warned about downloads the card and its words (docs/chapter-rules.md "Warnings").
const WarningsCard = lazy(() => import('./warnings-card.tsx').then((m) => ({ default: m.WarningsCard })));

function Warnings() {
  const { data } = useWarnings();
  if (!data || (!data.attendance && !data.forecast)) return null;
  return (
    <Suspense fallback={null}>
      <WarningsCard warnings={data} />
    </Suspense>
  );
}

const CARD_SKELETON = 'h-[24.5rem] animate-pulse rounded-2xl border bg-card';

/** The home page's live part for members with view_activity: numbers, light, pending actions, recent activity. */
export function HomeDashboard() {
  const t = useMessages(scorecardMessages);
  const user = useCurrentUser();
  const card = useMyScorecard();
  useScorecardLive(user.id);
  const leader = user.isAdmin || (isLeadership(user.role) && can(user, 'view_activity'));
  return (
    <div className="flex flex-col gap-4">
      <Warnings />
      <div className="grid gap-4 lg:grid-cols-2">
        {card.isPending ? (
          // One placeholder per card, as tall as the cards, so the page below does not move when they arrive.
          <>
            <div role="status" aria-label={t('loadingNumbers')} className={CARD_SKELETON} />
            <div aria-hidden="true" className={CARD_SKELETON} />
          </>
        ) : card.isError ? (
          <div className="lg:col-span-2">
            <ErrorState message={card.error.message} onRetry={() => void card.refetch()} />
          </div>
        ) : (
          <>
            <TrafficLightCard light={card.data.trafficLight} />
            <NumbersCard card={card.data} />
          </>
        )}
        <PendingActionsCard />
        <RecentActivityCard />
      </div>
      {leader && user.group && (
        <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
          <MatrixHeatmap />
          <GroupLightsCard />
        </div>
      )}
    </div>
  );
}
