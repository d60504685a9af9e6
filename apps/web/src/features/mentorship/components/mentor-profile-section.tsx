import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useMyMentorProfile } from '../api/get-my-mentor-profile.ts';
import { useRemoveMentorProfile } from '../api/remove-mentor-profile.ts';
import { mentorshipMessages } from '../messages.ts';
import { MentorProfileDialog } from './mentor-profile-dialog.tsx';

/** The caller's own mentor listing: opt in, edit, pause or stop mentoring. */
export function MentorProfileSection() {
  const t = useMessages(mentorshipMessages);
  const mine = useMyMentorProfile();
  const remove = useRemoveMentorProfile();
  const [editing, setEditing] = useState(false);
  const profile = mine.data?.profile ?? null;

  const stop = async () => {
    try {
      notifyDone(t('mentoringStopped'), (await remove.mutateAsync()).message);
    } catch (err) {
      notifyFailed(t('stillListed'), err);
    }
  };

  if (mine.isError) return <ErrorState message={mine.error.message} onRetry={() => void mine.refetch()} />;
  return (
    <section aria-labelledby="mentor-profile" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <span className="w-fit rounded-lg bg-primary-soft p-2 text-primary">
          <GraduationCap className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="mentor-profile" className="font-semibold">
            {profile ? t('youAreMentor') : t('shareWhatYouKnow')}
          </h2>
          {mine.isPending ? (
            <p className="text-sm text-muted-foreground">{t('loading')}</p>
          ) : profile ? (
            <p className="text-sm text-muted-foreground">
              {profile.expertise} · {t('placesTaken', { taken: profile.activeCount, capacity: profile.capacity })}
              {!profile.accepting && ` · ${t('paused')}`}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('optInHint')}</p>
          )}
        </div>
        {!mine.isPending && (
          <div className="flex gap-2">
            <Button size="sm" variant={profile ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
              {profile ? t('edit') : t('becomeMentor')}
            </Button>
            {profile && (
              <Button size="sm" variant="ghost" onClick={() => void stop()} loading={remove.isPending}>
                {t('stopMentoring')}
              </Button>
            )}
          </div>
        )}
      </div>
      <MentorProfileDialog open={editing} profile={profile} onClose={() => setEditing(false)} />
    </section>
  );
}
