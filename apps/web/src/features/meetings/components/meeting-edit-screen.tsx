import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useMeeting } from '../api/get-meeting.ts';
import { meetingsMessages } from '../messages.ts';
import { MeetingForm } from './meeting-form.tsx';

function EditExisting({ meetingId }: { meetingId: number }) {
  const meeting = useMeeting(meetingId);
  if (meeting.isPending) return <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (meeting.isError) return <ErrorState message={meeting.error.message} onRetry={() => void meeting.refetch()} />;
  return <MeetingForm meeting={meeting.data} />;
}

/** /meetings/:meetingId/edit, and /meetings/new/edit for a new one. */
export function MeetingEditScreen({ meetingId }: { meetingId: string }) {
  const t = useMessages(meetingsMessages);
  const isNew = meetingId === 'new';
  return (
    <ScreenIntro title={isNew ? t('newMeetingTitle') : t('editMeetingTitle')} description={t('meetingEditIntro')}>
      {isNew ? <MeetingForm /> : <EditExisting meetingId={Number(meetingId)} />}
    </ScreenIntro>
  );
}
