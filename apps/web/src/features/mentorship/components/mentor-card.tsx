import type { MentorCard as Mentor } from '@chapter/shared/mentorship.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { mentorshipMessages } from '../messages.ts';

/** Why a mentor takes no application now (the `unavailable` and `cannotApply` messages say it), or null. */
type Unavailable = 'self' | 'full' | 'paused';

export function unavailableReason(mentor: Mentor, myId: number): Unavailable | null {
  if (mentor.userId === myId) return 'self';
  if (mentor.full) return 'full';
  if (!mentor.accepting) return 'paused';
  return null;
}

/** A mentor in the search: expertise, places taken, and Apply while a place is free. */
export function MentorCard({ mentor, myId }: { mentor: Mentor; myId: number }) {
  const t = useMessages(mentorshipMessages);
  const blocked = unavailableReason(mentor, myId);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <div className="flex gap-3">
        <Avatar name={mentor.name} src={mentor.profileImageUrl} size={96} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link to={webPath(webPaths.profile, { userId: mentor.userId })} className="hover:underline">
              {mentor.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {[mentor.classification, mentor.companyName].filter(Boolean).join(' · ') || t('noClassification')}
          </p>
        </div>
      </div>
      <p className="text-sm">
        <span className="font-medium">{t('expertiseLabel')} </span>
        {mentor.expertise}
      </p>
      {mentor.bio && <p className="line-clamp-3 text-sm text-muted-foreground">{mentor.bio}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="text-sm">
          <span className={mentor.full ? 'font-medium text-destructive-strong' : 'text-muted-foreground'}>
            {t('placesTaken', { taken: mentor.activeCount, capacity: mentor.capacity })}
          </span>
          {mentor.full && (
            <span className="ms-2 rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-medium text-destructive-strong">
              {t('full')}
            </span>
          )}
        </p>
        {blocked ? (
          <span className="text-sm text-muted-foreground">
            {blocked === 'full' ? '' : t('unavailable', { reason: blocked })}
          </span>
        ) : (
          <Link
            to={webPath(webPaths.mentorshipApply, { mentorId: mentor.userId })}
            className={buttonClasses('primary', 'sm')}
            aria-label={t('applyTo', { name: mentor.name })}
          >
            {t('apply')}
          </Link>
        )}
      </div>
    </article>
  );
}
