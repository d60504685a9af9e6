import type { Mentorship } from '@chapter/shared/mentorship.schemas';
import { Handshake } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type MentorshipScope, useMentorships } from '../api/list-mentorships.ts';
import { mentorshipMessages } from '../messages.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { MentorshipRow } from './mentorship-row.tsx';

interface Props {
  scope: MentorshipScope;
  myId: number;
  title: string;
  empty: ReactNode;
}

/** A titled list of mentorships (mine, or the group's for leaders) with their actions. */
export function MentorshipList({ scope, myId, title, empty }: Props) {
  const t = useMessages(mentorshipMessages);
  const list = useMentorships(scope);
  const [declining, setDeclining] = useState<Mentorship | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const headingId = `mentorships-${scope}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {list.isPending ? (
        <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Handshake} title={t('noMentorships')}>
          {empty}
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((m) => (
              <MentorshipRow key={m.id} mentorship={m} myId={scope === 'mine' ? myId : null} onDecline={setDeclining} />
            ))}
          </ul>
          <ShowMore list={list} />
        </>
      )}
      <DeclineDialog mentorship={declining} onClose={() => setDeclining(null)} />
    </section>
  );
}
