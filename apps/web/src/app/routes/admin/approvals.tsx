import { Handshake, Send, UserRoundCheck } from 'lucide-react';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ActivityApprovalQueue } from '../../../features/activity/components/activity-approval-queue.tsx';
import { ApprovalsScreen, type ExtraQueue } from '../../../features/members/components/approvals-screen.tsx';
import { SubstitutionsQueue } from '../../../features/members/components/substitutions-queue.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { adminMessages } from './messages.ts';

/** Each feature's queue joins here (key = its field in /api/approvals/counts). */
const queues = (t: typeof adminMessages.text): ExtraQueue[] => [
  { key: 'referrals', label: t('referrals'), icon: Send, panel: <ActivityApprovalQueue type="referral" /> },
  {
    key: 'businesses',
    label: t('businesses'),
    icon: Handshake,
    panel: <ActivityApprovalQueue type="closed_business" />,
  },
  { key: 'substitutes', label: t('substitutes'), icon: UserRoundCheck, panel: <SubstitutionsQueue /> },
];

export function AdminApprovalsRoute() {
  const t = useMessages(adminMessages);
  return (
    <PermissionGate
      require={{ anyOf: ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'] }}
    >
      <ApprovalsScreen extraQueues={queues(t)} />
    </PermissionGate>
  );
}
