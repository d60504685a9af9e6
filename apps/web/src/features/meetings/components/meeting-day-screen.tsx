import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { useMeeting } from '../api/get-meeting.ts';
import { AttendanceGrid } from './attendance-grid.tsx';
import { formatWhen } from './meeting-format.ts';

const DESCRIPTION = 'Mark who is here, add walk-in visitors, and see the count as the other leaders mark too.';

/** /meetings/:meetingId/attendance: the Secretary's door view of one meeting (docs/product-rules.md "Meeting day"). */
export function MeetingDayScreen({ meetingId }: { meetingId: number }) {
  const meeting = useMeeting(meetingId);
  if (meeting.isPending || meeting.isError) {
    return (
      <ScreenIntro title="Attendance" description={DESCRIPTION}>
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
    <ScreenIntro title="Attendance" description={DESCRIPTION}>
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
        <Banner variant="warning" title="This meeting was cancelled">
          <p>There is no attendance to take.</p>
        </Banner>
      ) : !m.canRecordAttendance ? (
        <Banner variant="info" title="Attendance is taken by the group's leaders">
          <p>Your role does not record attendance.</p>
        </Banner>
      ) : Date.now() < opensAt ? (
        <Banner variant="info" title="Attendance opens on the day of the meeting">
          <p>From 12 hours before it starts.</p>
        </Banner>
      ) : (
        <AttendanceGrid meetingId={m.id} />
      )}
    </ScreenIntro>
  );
}
