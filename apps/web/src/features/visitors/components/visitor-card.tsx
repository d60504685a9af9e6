import { VISITOR_STATUSES, type VisitorStatus } from '@chapter/shared/visitors.labels';
import { updateVisitorRequest, type Visitor } from '@chapter/shared/visitors.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDate } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useUpdateVisitor } from '../api/update-visitor.ts';
import { followUpMessages } from '../follow-up/messages.ts';
import { VisitorFollowUpDialog } from '../follow-up/visitor-follow-up-dialog.tsx';
import { visitorsMessages } from '../messages.ts';
import { statusChoice } from '../status-choice.ts';

/** Follow-up notes, checked by the shared update schema. */
const notesRequest = updateVisitorRequest.pick({ notes: true });

/** One visitor: contact, invitation, status and follow-up notes (editable by the inviter and leaders). */
export function VisitorCard({ visitor: v }: { visitor: Visitor }) {
  const t = useMessages(visitorsMessages);
  const f = useMessages(followUpMessages);
  const [following, setFollowing] = useState(false);
  const update = useUpdateVisitor();
  const timeZone = useGroupTimeZone();
  const notesForm = useSchemaForm(notesRequest, { notes: v.notes ?? '' });
  return (
    <article className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{v.name}</h3>
          <p className="text-muted-foreground">{[v.company, v.classification].filter(Boolean).join(' · ')}</p>
          <p className="break-all text-muted-foreground">{[v.email, v.phone].filter(Boolean).join(' · ')}</p>
        </div>
        {v.canEdit ? (
          <SelectField
            label={t('statusOf', { name: v.name })}
            hideLabel
            value={v.status}
            onChange={(e) => update.mutate({ id: v.id, body: { status: e.target.value as VisitorStatus } })}
            options={VISITOR_STATUSES.map((s) => ({ value: s, label: t('statusName', { status: statusChoice(s) }) }))}
          />
        ) : (
          <span className="rounded-full bg-muted px-2 py-1 text-xs font-medium">
            {t('statusName', { status: statusChoice(v.status) })}
          </span>
        )}
      </div>
      {/* Who invited whom: leaders follow up with the member who brought the visitor. */}
      {v.invitedByName && <p className="font-medium">{t('invitedBy', { name: v.invitedByName })}</p>}
      <p className="text-muted-foreground">
        {v.meetingTitle ? t('invitedTo', { meeting: v.meetingTitle }) : t('noMeetingChosen')}
        {v.firstVisitAt && ` · ${t('firstVisit', { date: formatDate(v.firstVisitAt, timeZone) })}`}
      </p>
      {v.canEdit && (
        <form
          className="flex flex-col gap-2 sm:flex-row"
          noValidate
          onSubmit={notesForm.handleSubmit(({ notes }) => update.mutate({ id: v.id, body: { notes: notes ?? null } }))}
        >
          <label className="sr-only" htmlFor={`notes-${v.id}`}>
            {t('notesFor', { name: v.name })}
          </label>
          <input
            id={`notes-${v.id}`}
            {...notesForm.register('notes')}
            placeholder={t('notes')}
            maxLength={4000}
            className="min-w-0 flex-1 rounded-lg border bg-background px-3 py-2"
          />
          <Button
            type="submit"
            variant="secondary"
            loading={update.isPending && update.variables?.body.notes !== undefined}
          >
            {t('saveNotes')}
          </Button>
        </form>
      )}
      {v.canEdit && (
        <>
          <Button variant="link" className="self-start" onClick={() => setFollowing(true)}>
            {f('followUp')}
          </Button>
          {following && <VisitorFollowUpDialog visitor={v} open={following} onOpenChange={setFollowing} />}
        </>
      )}
    </article>
  );
}
