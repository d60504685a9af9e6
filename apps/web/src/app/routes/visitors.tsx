import { VisitorsScreen } from '../../features/visitors/components/visitors-screen.tsx';

export function VisitorsRoute() {
  return <VisitorsScreen />;
}
