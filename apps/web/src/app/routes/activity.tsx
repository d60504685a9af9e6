import { Navigate, useParams } from 'react-router';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../components/permission-gate.tsx';

/** Seed §2: the explicit activity pages. */
const ACTIVITY_TYPES = {
  'closed-business': {
    title: 'Closed Business',
    description: 'Thanks for closed business you gave and received, with the amounts and whether each is approved.',
  },
  referral: {
    title: 'Referrals',
    description: 'Referrals you passed to other members and those passed to you, and how each one is progressing.',
  },
  'training-credits': {
    title: 'Training Credits',
    description: 'The training you have completed and the credits each session earned.',
  },
  'one-to-one': {
    title: 'One-to-Ones',
    description: 'Your one-to-one meetings with other members: requests, confirmed meetings and completed ones.',
  },
  testimonials: {
    title: 'Testimonials',
    description: 'Testimonials you have written for other members and those they have written for you.',
  },
} as const;

type ActivityType = keyof typeof ACTIVITY_TYPES;

const isActivityType = (type: string | undefined): type is ActivityType =>
  type !== undefined && Object.hasOwn(ACTIVITY_TYPES, type);

/** /activity/:type; an unknown type opens the referrals page. */
export function ActivityRoute() {
  const { type } = useParams();
  if (!isActivityType(type)) return <Navigate to="/activity/referral" replace />;
  const { title, description } = ACTIVITY_TYPES[type];
  return (
    <PermissionGate require="view_activity">
      <ScreenIntro title={title} description={description} />
    </PermissionGate>
  );
}
