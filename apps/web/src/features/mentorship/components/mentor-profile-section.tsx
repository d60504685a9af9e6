import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useMyMentorProfile } from '../api/get-my-mentor-profile.ts';
import { useRemoveMentorProfile } from '../api/remove-mentor-profile.ts';
import { MentorProfileDialog } from './mentor-profile-dialog.tsx';

/** The caller's own mentor listing: opt in, edit, pause or stop mentoring. */
export function MentorProfileSection() {
  const mine = useMyMentorProfile();
  const remove = useRemoveMentorProfile();
  const [editing, setEditing] = useState(false);
  const profile = mine.data?.profile ?? null;

  const stop = async () => {
    try {
      notifyDone('Mentoring stopped', (await remove.mutateAsync()).message);
    } catch (err) {
      notifyFailed('Still listed', err);
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
            {profile ? 'You are a mentor' : 'Share what you know'}
          </h2>
          {mine.isPending ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : profile ? (
            <p className="text-sm text-muted-foreground">
              {profile.expertise} · {profile.activeCount} of {profile.capacity} places taken
              {!profile.accepting && ' · paused'}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Opt in as a mentor and members of your group can apply to learn from you.
            </p>
          )}
        </div>
        {!mine.isPending && (
          <div className="flex gap-2">
            <Button size="sm" variant={profile ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
              {profile ? 'Edit' : 'Become a mentor'}
            </Button>
            {profile && (
              <Button size="sm" variant="ghost" onClick={() => void stop()} loading={remove.isPending}>
                Stop mentoring
              </Button>
            )}
          </div>
        )}
      </div>
      <MentorProfileDialog open={editing} profile={profile} onClose={() => setEditing(false)} />
    </section>
  );
}
