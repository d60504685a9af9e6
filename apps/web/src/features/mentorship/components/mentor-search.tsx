import { GraduationCap, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { MentorFilters } from '../api/keys.ts';
import { useMentorSearch } from '../api/search-mentors.ts';
import { mentorshipMessages } from '../messages.ts';
import { MentorCard } from './mentor-card.tsx';

const NONE: MentorFilters = { q: '', classification: '', expertise: '' };

/** Mentors of the group by name, classification or expertise, with their free places. */
export function MentorSearch({ myId }: { myId: number }) {
  const t = useMessages(mentorshipMessages);
  const [filters, setFilters] = useState(NONE);
  const settled = useDebouncedValue(filters);
  const search = useMentorSearch(settled);
  const mentors = search.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.values(settled).some((v) => v.trim());
  const set = (key: keyof MentorFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));
  return (
    <section aria-labelledby="mentor-search" className="flex flex-col gap-4">
      <h2 id="mentor-search" className="text-lg font-semibold">
        {t('mentors')}
      </h2>
      <search className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label={t('name')} type="search" value={filters.q} onChange={set('q')} placeholder={t('searchByName')} />
        <Field
          label={t('classification')}
          type="search"
          value={filters.classification}
          onChange={set('classification')}
        />
        <Field label={t('expertise')} type="search" value={filters.expertise} onChange={set('expertise')} />
      </search>
      {search.isPending ? (
        <LoadingCards count={3} />
      ) : search.isError ? (
        <ErrorState message={search.error.message} onRetry={() => void search.refetch()} />
      ) : mentors.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} title={t('noMatch')}>
            <p>{t('noMatchHint')}</p>
            <Button variant="link" className="mt-2" onClick={() => setFilters(NONE)}>
              {t('clearSearch')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={GraduationCap} title={t('noMentors')}>
            <p>{t('noMentorsHint')}</p>
          </EmptyState>
        )
      ) : (
        <>
          <ul
            className={`grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 ${search.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {mentors.map((m) => (
              <li key={m.userId}>
                <MentorCard mentor={m} myId={myId} />
              </li>
            ))}
          </ul>
          <ShowMore list={search} />
        </>
      )}
    </section>
  );
}
