import { Handshake, Send, UserRoundCheck } from 'lucide-react';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ActivityApprovalQueue } from '../../../features/activity/components/activity-approval-queue.tsx';
import { ApprovalsScreen, type ExtraQueue } from '../../../features/members/components/approvals-screen.tsx';
import { SubstitutionsQueue } from '../../../features/members/components/substitutions-queue.tsx';

/** Each feature's queue joins here (key = its field in /api/approvals/counts). */
const QUEUES: ExtraQueue[] = [
  { key: 'referrals', label: 'Referrals', icon: Send, panel: <ActivityApprovalQueue type="referral" /> },
  { key: 'businesses', label: 'Businesses', icon: Handshake, panel: <ActivityApprovalQueue type="closed_business" /> },
  { key: 'substitutes', label: 'Substitutes', icon: UserRoundCheck, panel: <SubstitutionsQueue /> },
];

export function AdminApprovalsRoute() {
  return (
    <PermissionGate
      require={{ anyOf: ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'] }}
    >
      <ApprovalsScreen extraQueues={QUEUES} />
    </PermissionGate>
  );
}
