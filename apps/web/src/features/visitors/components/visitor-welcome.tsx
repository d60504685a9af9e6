import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarDays, MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { isNotFound } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useMyVisit } from '../api/my-visit.ts';
import { visitorsMessages } from '../messages.ts';

/** Home for a visitor: who invited them, when and where the meeting is, what to expect, and how to join. */
export function VisitorWelcome() {
  const t = useMessages(visitorsMessages);
  const visit = useMyVisit(true);
  if (visit.isPending) return <div aria-busy="true" className="h-64 animate-pulse rounded-xl border bg-muted" />;
  if (visit.isError) {
    // An account that was never invited (a visitor role given by a leader) has nothing to show here.
    if (isNotFound(visit.error)) return null;
    return <ErrorState message={visit.error.message} onRetry={() => void visit.refetch()} />;
  }
  const { groupName, invitedByName, meeting, rsvp } = visit.data;
  /** What a first visit looks like, in the order it happens (docs/product-rules.md "Meeting day"). */
  const atAMeeting = [
    t('stepArrive'),
    t('stepPresentations'),
    t('stepFeatured'),
    t('stepReferrals'),
    t('stepIntroduce'),
  ];
  return (
    <section aria-labelledby="your-visit" className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs">
      <div>
        <h2 id="your-visit" className="text-lg font-semibold">
          {t('yourVisit', { group: groupName })}
        </h2>
        {invitedByName && (
          <p className="mt-1 flex items-center gap-2 text-sm">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('invitedBy', { name: invitedByName })}
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
              {t('joinOnline')}
            </a>
          )}
          <p className="text-muted-foreground">
            {t('yourAnswer', { answer: rsvp ? t('rsvpName', { rsvp }) : t('notGivenYet') })} ·{' '}
            <Link
              to={webPath(webPaths.meeting, { meetingId: meeting.id })}
              className="text-primary underline-offset-4 hover:underline"
            >
              {rsvp ? t('changeIt') : t('answer')}
            </Link>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('noMeetingYet')}</p>
      )}
      <div>
        <h3 className="font-medium">{t('whatHappens')}</h3>
        <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm">
          {atAMeeting.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">{t('joining')}</h3>
        <p className="text-sm text-muted-foreground">{t('oneSeat')}</p>
        <Link to={webPaths.visitors} className={buttonClasses('secondary', 'lg', 'self-start')}>
          {t('applyForMembership')}
        </Link>
      </div>
    </section>
  );
}
