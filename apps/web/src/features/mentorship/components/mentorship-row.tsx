import type { Mentorship } from '@chapter/shared/mentorship.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format/index.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useDecideMentorship } from '../api/decide-mentorship.ts';
import { MentorshipStatusBadge } from './status-badge.tsx';

interface Props {
  mentorship: Mentorship;
  /** Whose view: "mine" names the other side; "group" names both. */
  myId: number | null;
  onDecline: (m: Mentorship) => void;
}

function headline(m: Mentorship, myId: number | null) {
  if (myId === m.mentor.id) return { person: m.mentee, text: `You mentor ${m.mentee.name}` };
  if (myId === m.mentee.id) return { person: m.mentor, text: `${m.mentor.name} mentors you` };
  return { person: m.mentee, text: `${m.mentor.name} → ${m.mentee.name}` };
}

function when(m: Mentorship, timeZone: string | undefined): string {
  const day = (iso: string) => formatDate(iso, timeZone);
  if (m.status === 'pending') return `Applied ${day(m.createdAt)}`;
  if (m.status === 'active') return `Since ${day(m.startedAt ?? m.createdAt)}`;
  if (m.status === 'completed') return `Completed ${day(m.endedAt ?? m.updatedAt)}`;
  return `Declined ${day(m.endedAt ?? m.updatedAt)}`;
}

/** One mentorship with its goals and the next steps the caller may take. */
export function MentorshipRow({ mentorship: m, myId, onDecline }: Props) {
  const decide = useDecideMentorship();
  const timeZone = useGroupTimeZone();
  const { person, text } = headline(m, myId);
  const run = async (action: 'accept' | 'complete') => {
    try {
      const res = await decide.mutateAsync({ id: m.id, action });
      notifyDone(action === 'accept' ? 'Application accepted' : 'Mentorship completed', res.message);
    } catch (err) {
      notifyFailed(action === 'accept' ? 'Not accepted' : 'Not completed', err);
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
          {m.assignedBy && ` · assigned by ${m.assignedBy}`}
        </p>
        <p className="mt-2 text-sm">
          <span className="font-medium">Goals: </span>
          {m.goals}
        </p>
        {m.message && <p className="mt-1 text-sm text-muted-foreground">“{m.message}”</p>}
        {m.declineReason && <p className="mt-1 text-sm text-muted-foreground">Reason: {m.declineReason}</p>}
      </div>
      {m.actions.length > 0 && (
        <div className="flex shrink-0 gap-2">
          {m.actions.includes('accept') && (
            <Button size="sm" onClick={() => void run('accept')} loading={decide.isPending}>
              Accept
            </Button>
          )}
          {m.actions.includes('decline') && (
            <Button size="sm" variant="secondary" onClick={() => onDecline(m)}>
              Decline
            </Button>
          )}
          {m.actions.includes('complete') && (
            <Button size="sm" variant="secondary" onClick={() => void run('complete')} loading={decide.isPending}>
              Mark completed
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
