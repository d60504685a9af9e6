import { COMMITTEE_VOTES, type CommitteeApplication, type CommitteeVote } from '@chapter/shared/committee.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useDiscuss, useVote } from '../api/mutations.ts';
import { useCommitteeApplication } from '../api/queries.ts';
import { committeeMessages } from '../messages.ts';
import { ConflictNotice, DecisionForm } from './decision-form.tsx';
import { MemberNotes } from './member-notes.tsx';
import { NoteForm, NoteList } from './note-form.tsx';

/** One application before the committee: who, the seat check, the tally and the caller's vote; open for the rest. */
export function ApplicationCard({ application }: { application: CommitteeApplication }) {
  const t = useMessages(committeeMessages);
  const timeZone = useGroupTimeZone();
  const vote = useVote();
  const [open, setOpen] = useState(false);
  const cast = async (v: CommitteeVote) => {
    try {
      await vote.mutateAsync({ userId: application.userId, vote: v });
      notifyDone(t('voteRecorded'));
    } catch (err) {
      notifyFailed(t('notSaved'), err, t('tryAgain'));
    }
  };
  const { tally } = application;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <header>
        <h3 className="font-semibold">{application.name}</h3>
        <p className="text-sm text-muted-foreground">
          {[application.classification ?? t('noClassification'), application.companyName].filter(Boolean).join(' · ')}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('applied', { date: formatDate(application.appliedAt, timeZone) })}
        </p>
      </header>
      {application.conflict && <ConflictNotice conflict={application.conflict} />}
      <p className="text-sm">{t('tally', tally)}</p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('yourVote')}</legend>
        {COMMITTEE_VOTES.map((v) => (
          <Button
            key={v}
            size="sm"
            variant={application.myVote === v ? 'primary' : 'secondary'}
            aria-pressed={application.myVote === v}
            disabled={vote.isPending}
            onClick={() => void cast(v)}
          >
            {t('vote', { vote: v })}
          </Button>
        ))}
      </fieldset>
      <Button size="sm" variant="ghost" className="self-start" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('close') : t('openApplication')}
      </Button>
      {open && <ApplicationDetails application={application} />}
    </article>
  );
}

/** The votes by name, the discussion, the confidential notes and the decision. */
function ApplicationDetails({ application }: { application: CommitteeApplication }) {
  const t = useMessages(committeeMessages);
  const detail = useCommitteeApplication(application.userId);
  const discuss = useDiscuss();
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <div className="flex flex-col gap-4 border-t pt-3">
      <section aria-label={t('votes')}>
        <h4 className="text-sm font-semibold">{t('votesOf', { voted: d.votes.length, seats: d.seats })}</h4>
        <ul className="mt-1 text-sm">
          {d.votes.map((v) => (
            <li key={v.voterName}>{t('votedAs', { name: v.voterName, vote: v.vote })}</li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-2" aria-label={t('discussion')}>
        <h4 className="text-sm font-semibold">{t('discussion')}</h4>
        <NoteList notes={d.discussion} label={t('discussion')} empty={t('noDiscussion')} />
        <NoteForm
          label={t('newComment')}
          submitLabel={t('addComment')}
          done={t('commentAdded')}
          pending={discuss.isPending}
          send={(body) => discuss.mutateAsync({ userId: application.userId, body })}
        />
      </section>
      <MemberNotes userId={application.userId} name={application.name} />
      <DecisionForm application={application} />
    </div>
  );
}
