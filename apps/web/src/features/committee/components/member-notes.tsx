import { ErrorState } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useAddNote } from '../api/mutations.ts';
import { useCommitteeNotes } from '../api/queries.ts';
import { committeeMessages } from '../messages.ts';
import { NoteForm, NoteList } from './note-form.tsx';

/** A member's confidential notes: only the committee's seat holders read or add them. */
export function MemberNotes({ userId, name }: { userId: number; name: string }) {
  const t = useMessages(committeeMessages);
  const notes = useCommitteeNotes(userId);
  const add = useAddNote();
  return (
    <section className="flex flex-col gap-2" aria-label={t('notesAbout', { name })}>
      <h4 className="text-sm font-semibold">{t('confidentialNotes')}</h4>
      {notes.isPending ? (
        <Spinner />
      ) : notes.isError ? (
        <ErrorState message={notes.error.message} onRetry={() => void notes.refetch()} />
      ) : (
        <NoteList notes={notes.data.items} label={t('notesAbout', { name })} empty={t('noNotes')} />
      )}
      <NoteForm
        label={t('newNote')}
        hint={t('notesHint')}
        submitLabel={t('addNote')}
        done={t('noteAdded')}
        pending={add.isPending}
        send={(body) => add.mutateAsync({ userId, body })}
      />
    </section>
  );
}
