import { holdsSeat } from '@chapter/shared/permissions';
import { COMMITTEE_PERMISSION } from '@chapter/shared/roles';
import { CalendarCheck, Inbox } from 'lucide-react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCommitteeApplications, useRenewalReviews } from '../api/queries.ts';
import { committeeMessages } from '../messages.ts';
import { ApplicationCard } from './application-card.tsx';
import { ReviewCard } from './review-card.tsx';
import { SeatsSection } from './seats-section.tsx';

/**
 * The membership committee's area (docs/membership-committee.md): its seat holders see the applications and the
 * renewal reviews; leaders who manage members see who holds a seat and change it. Neither passes for the other.
 */
export function CommitteeScreen() {
  const t = useMessages(committeeMessages);
  const user = useCurrentUser();
  const seated = holdsSeat(user, COMMITTEE_PERMISSION);
  return (
    <ScreenIntro title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-8">
        {seated ? (
          <>
            <ApplicationsSection />
            <ReviewsSection />
          </>
        ) : (
          <p role="status" className="rounded-2xl border bg-muted p-4 text-sm">
            {t('noSeat')}
          </p>
        )}
        {can(user, 'manage_members') && <SeatsSection />}
      </div>
    </ScreenIntro>
  );
}

function ApplicationsSection() {
  const t = useMessages(committeeMessages);
  const list = useCommitteeApplications();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="committee-applications">
      <h2 id="committee-applications" className="text-lg font-semibold">
        {t('applications')}
      </h2>
      {list.isPending ? (
        <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Inbox} title={t('noApplications')}>
          <p>{t('noApplicationsHint')}</p>
        </EmptyState>
      ) : (
        list.data.items.map((a) => <ApplicationCard key={a.userId} application={a} />)
      )}
    </section>
  );
}

function ReviewsSection() {
  const t = useMessages(committeeMessages);
  const list = useRenewalReviews();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="committee-reviews">
      <h2 id="committee-reviews" className="text-lg font-semibold">
        {t('reviews')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('reviewsIntro')}</p>
      {list.isPending ? (
        <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={CalendarCheck} title={t('noReviews')} />
      ) : (
        list.data.items.map((r) => <ReviewCard key={r.userId} item={r} />)
      )}
    </section>
  );
}
