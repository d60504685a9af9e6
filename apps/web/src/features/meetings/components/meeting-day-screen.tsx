import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useMeeting } from '../api/get-meeting.ts';
import { meetingsMessages } from '../messages.ts';
import { AttendanceGrid } from './attendance-grid.tsx';
import { formatWhen } from './meeting-format.ts';

/** /meetings/:meetingId/attendance: the Secretary's door view of one meeting (docs/product-rules.md "Meeting day"). */
export function MeetingDayScreen({ meetingId }: { meetingId: number }) {
  const t = useMessages(meetingsMessages);
  const meeting = useMeeting(meetingId);
  if (meeting.isPending || meeting.isError) {
    return (
      <ScreenIntro title={t('attendanceTitle')} description={t('attendanceIntro')}>
        {meeting.isError ? (
          <ErrorState message={meeting.error.message} onRetry={() => void meeting.refetch()} />
        ) : (
          <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
        )}
      </ScreenIntro>
    );
  }
  const m = meeting.data;
  const opensAt = Date.parse(m.startsAt) - 12 * 3_600_000;
  return (
    <ScreenIntro title={t('attendanceTitle')} description={t('attendanceIntro')}>
      <div className="flex flex-col gap-1 text-sm">
        <Link to={webPath(webPaths.meeting, { meetingId: m.id })} className="text-lg font-semibold hover:underline">
          {m.title}
        </Link>
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          {formatWhen(m.startsAt, m.timezone)}
        </p>
        {m.location && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {m.location}
          </p>
        )}
      </div>
      {m.status === 'cancelled' ? (
        <Banner variant="warning" title={t('meetingCancelled')}>
          <p>{t('noAttendanceToTake')}</p>
        </Banner>
      ) : !m.canRecordAttendance ? (
        <Banner variant="info" title={t('takenByLeaders')}>
          <p>{t('roleDoesNotRecord')}</p>
        </Banner>
      ) : Date.now() < opensAt ? (
        <Banner variant="info" title={t('opensOnTheDay')}>
          <p>{t('opensBefore')}</p>
        </Banner>
      ) : (
        <AttendanceGrid meetingId={m.id} />
      )}
    </ScreenIntro>
  );
}
