import { RSVP_LABELS, type RsvpResponse } from '@chapter/shared/meetings.labels';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarDays, MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { isNotFound } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format/index.ts';
import { useMyVisit } from '../api/my-visit.ts';

/** What a first visit looks like, in the order it happens (docs/product-rules.md "Meeting day"). */
const AT_A_MEETING = [
  'Arrive 15 minutes early for open networking; the member who invited you will introduce you.',
  'Each member gives a short presentation of their business and the referrals they are looking for.',
  'One member gives a longer featured presentation.',
  'Members pass referrals and thank each other for business closed.',
  'You are invited to introduce yourself in a few sentences: bring business cards.',
];

/** Home for a visitor: who invited them, when and where the meeting is, what to expect, and how to join. */
export function VisitorWelcome() {
  const visit = useMyVisit(true);
  if (visit.isPending) return <div aria-busy="true" className="h-64 animate-pulse rounded-xl border bg-muted" />;
  if (visit.isError) {
    // An account that was never invited (a visitor role given by a leader) has nothing to show here.
    if (isNotFound(visit.error)) return null;
    return <ErrorState message={visit.error.message} onRetry={() => void visit.refetch()} />;
  }
  const { groupName, invitedByName, meeting, rsvp } = visit.data;
  return (
    <section aria-labelledby="your-visit" className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs">
      <div>
        <h2 id="your-visit" className="text-lg font-semibold">
          Your visit to {groupName}
        </h2>
        {invitedByName && (
          <p className="mt-1 flex items-center gap-2 text-sm">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
            Invited by {invitedByName}
          </p>
        )}
      </div>
      {meeting ? (
        <div className="flex flex-col gap-1 text-sm">
          <Link to={webPath(webPaths.meeting, { meetingId: meeting.id })} className="font-semibold hover:underline">
            {meeting.title}
          </Link>
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            {formatDateTime(meeting.startsAt, meeting.timezone)}
          </p>
          {meeting.location && (
            <p className="flex items-center gap-2 text-muted-foreground">
              <MapPin className="size-4" aria-hidden="true" />
              {meeting.location}
            </p>
          )}
          {meeting.onlineLink && (
            <a href={meeting.onlineLink} className="text-primary underline-offset-4 hover:underline">
              Join online
            </a>
          )}
          <p className="text-muted-foreground">
            Your answer: {rsvp ? RSVP_LABELS[rsvp as RsvpResponse] : 'not given yet'} ·{' '}
            <Link
              to={webPath(webPaths.meeting, { meetingId: meeting.id })}
              className="text-primary underline-offset-4 hover:underline"
            >
              {rsvp ? 'change it' : 'answer'}
            </Link>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">The group has no meeting scheduled yet; you will see it here.</p>
      )}
      <div>
        <h3 className="font-medium">What happens at a meeting</h3>
        <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm">
          {AT_A_MEETING.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">Joining the group</h3>
        <p className="text-sm text-muted-foreground">
          Each profession has one seat. If yours is free and you liked the meeting, apply: the leaders decide.
        </p>
        <Link to={webPaths.visitors} className={buttonClasses('secondary', 'lg', 'self-start')}>
          Apply for membership
        </Link>
      </div>
    </section>
  );
}
