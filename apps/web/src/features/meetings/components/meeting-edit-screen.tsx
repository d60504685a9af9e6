import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { useMeeting } from '../api/get-meeting.ts';
import { MeetingForm } from './meeting-form.tsx';

function EditExisting({ meetingId }: { meetingId: number }) {
  const meeting = useMeeting(meetingId);
  if (meeting.isPending) return <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (meeting.isError) return <ErrorState message={meeting.error.message} onRetry={() => void meeting.refetch()} />;
  return <MeetingForm meeting={meeting.data} />;
}

/** /meetings/:meetingId/edit, and /meetings/new/edit for a new one. */
export function MeetingEditScreen({ meetingId }: { meetingId: string }) {
  const isNew = meetingId === 'new';
  return (
    <ScreenIntro
      title={isNew ? 'New Meeting' : 'Edit Meeting'}
      description="Change a meeting's time, place or agenda, set how it repeats, or cancel it."
    >
      {isNew ? <MeetingForm /> : <EditExisting meetingId={Number(meetingId)} />}
    </ScreenIntro>
  );
}
