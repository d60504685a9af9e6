import type { Mentorship } from '@chapter/shared/mentorship.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useDecideMentorship } from '../api/decide-mentorship.ts';
import { mentorshipMessages } from '../messages.ts';
import { MentorshipStatusBadge } from './status-badge.tsx';

interface Props {
  mentorship: Mentorship;
  /** Whose view: "mine" names the other side; "group" names both. */
  myId: number | null;
  onDecline: (m: Mentorship) => void;
}

const { text } = mentorshipMessages;

function headline(m: Mentorship, myId: number | null) {
  if (myId === m.mentor.id) return { person: m.mentee, text: text('youMentor', { name: m.mentee.name }) };
  if (myId === m.mentee.id) return { person: m.mentor, text: text('mentorsYou', { name: m.mentor.name }) };
  return { person: m.mentee, text: `${m.mentor.name} → ${m.mentee.name}` };
}

/** The day the mentorship reached its status: applied, started, or ended. */
function when(m: Mentorship, timeZone: string | undefined): string {
  const iso =
    m.status === 'pending'
      ? m.createdAt
      : m.status === 'active'
        ? (m.startedAt ?? m.createdAt)
        : (m.endedAt ?? m.updatedAt);
  return text('since', { status: m.status, date: formatDate(iso, timeZone) });
}

/** One mentorship with its goals and the next steps the caller may take. */
export function MentorshipRow({ mentorship: m, myId, onDecline }: Props) {
  const t = useMessages(mentorshipMessages);
  const decide = useDecideMentorship();
  const timeZone = useGroupTimeZone();
  const { person, text } = headline(m, myId);
  const run = async (action: 'accept' | 'complete') => {
    try {
      const res = await decide.mutateAsync({ id: m.id, action });
      notifyDone(action === 'accept' ? t('accepted') : t('completed'), res.message);
    } catch (err) {
      notifyFailed(action === 'accept' ? t('notAccepted') : t('notCompleted'), err);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:flex-row sm:items-start">
      <Avatar name={person.name} src={person.profileImageUrl} size={96} className="size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">
            <Link to={webPath(webPaths.profile, { userId: person.id })} className="hover:underline">
              {text}
            </Link>
          </p>
          <MentorshipStatusBadge status={m.status} />
        </div>
        <p className="text-xs text-muted-foreground">
          {when(m, timeZone)}
          {m.assignedBy && ` · ${t('assignedBy', { name: m.assignedBy })}`}
        </p>
        <p className="mt-2 text-sm">
          <span className="font-medium">{t('goalsLabel')} </span>
          {m.goals}
        </p>
        {m.message && <p className="mt-1 text-sm text-muted-foreground">{t('quoted', { message: m.message })}</p>}
        {m.declineReason && (
          <p className="mt-1 text-sm text-muted-foreground">{t('reason', { reason: m.declineReason })}</p>
        )}
      </div>
      {m.actions.length > 0 && (
        <div className="flex shrink-0 gap-2">
          {m.actions.includes('accept') && (
            <Button size="sm" onClick={() => void run('accept')} loading={decide.isPending}>
              {t('accept')}
            </Button>
          )}
          {m.actions.includes('decline') && (
            <Button size="sm" variant="secondary" onClick={() => onDecline(m)}>
              {t('decline')}
            </Button>
          )}
          {m.actions.includes('complete') && (
            <Button size="sm" variant="secondary" onClick={() => void run('complete')} loading={decide.isPending}>
              {t('markCompleted')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
