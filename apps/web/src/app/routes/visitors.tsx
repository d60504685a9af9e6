import { VisitorsScreen } from '../../features/visitors/components/visitors-screen.tsx';
import { FollowUpScreen } from '../../features/visitors/follow-up/follow-up-screen.tsx';

export function VisitorsRoute() {
  return <VisitorsScreen />;
}

/** /visitors/follow-up: the hosts' tasks, and for leaders the funnel and the thank-you e-mail. */
export function VisitorFollowUpRoute() {
  return <FollowUpScreen />;
}
