import type { MentorshipStatus } from '@chapter/shared/mentorship.schemas';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { mentorshipMessages } from '../messages.ts';

const STYLES: Record<MentorshipStatus, string> = {
  pending: 'bg-warning-soft text-warning-strong',
  active: 'bg-success-soft text-success-strong',
  completed: 'bg-primary-soft text-primary',
  declined: 'bg-muted text-muted-foreground',
};

export function MentorshipStatusBadge({ status }: { status: MentorshipStatus }) {
  const t = useMessages(mentorshipMessages);
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STYLES[status])}>
      {t('statusName', { status })}
    </span>
  );
}
