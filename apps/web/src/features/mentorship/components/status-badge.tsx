import type { MentorshipStatus } from '@chapter/shared/mentorship.schemas';
import { cn } from '../../../lib/cn.ts';

const STYLES: Record<MentorshipStatus, string> = {
  pending: 'bg-warning-soft text-warning-strong',
  active: 'bg-success-soft text-success-strong',
  completed: 'bg-primary-soft text-primary',
  declined: 'bg-muted text-muted-foreground',
};

const LABELS: Record<MentorshipStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  completed: 'Completed',
  declined: 'Declined',
};

export function MentorshipStatusBadge({ status }: { status: MentorshipStatus }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STYLES[status])}>{LABELS[status]}</span>;
}
