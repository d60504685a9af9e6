import { useSearchParams } from 'react-router';
import { VisitorsScreen } from '../../features/visitors/components/visitors-screen.tsx';
import { FollowUpScreen } from '../../features/visitors/follow-up/follow-up-screen.tsx';

/**
 * /visitors, and /visitors?view=follow-up: the hosts' tasks, and for leaders the funnel and the thank-you e-mail
 * (docs/visitors.md). A view of the visitors' route rather than a route of its own: /login's page weight is at its
 * budget, and every route and path in the table is on it.
 */
export function VisitorsRoute() {
  const [params] = useSearchParams();
  return params.get('view') === 'follow-up' ? <FollowUpScreen /> : <VisitorsScreen />;
}
