import { type CommitteeNote, noteRequest } from '@chapter/shared/committee.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { formatDateTime } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { committeeMessages } from '../messages.ts';

/** Notes or a discussion, oldest first: who wrote what, when. */
export function NoteList({ notes, label, empty }: { notes: CommitteeNote[]; label: string; empty: string }) {
  const t = useMessages(committeeMessages);
  const timeZone = useGroupTimeZone();
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {notes.map((n) => (
        <li key={n.id} className="rounded-lg bg-muted px-3 py-2 text-sm">
          <p className="whitespace-pre-wrap">{n.body}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('wroteOn', { name: n.authorName ?? t('formerMember'), date: formatDateTime(n.createdAt, timeZone) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One text box and a button: a comment on an application, or a confidential note. */
export function NoteForm({
  label,
  hint,
  submitLabel,
  done,
  send,
  pending,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  done: string;
  send: (body: string) => Promise<{ message: string }>;
  pending: boolean;
}) {
  const t = useMessages(committeeMessages);
  const form = useSchemaForm(noteRequest, { body: '' });
  const field = fieldBinder(form.register, form.formState.errors);
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await send(body);
      notifyDone(done);
      form.reset();
    } catch (err) {
      notifyFailed(t('notSaved'), err, t('tryAgain'));
    }
  });
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={submit}>
      <TextArea label={label} hint={hint} rows={3} maxLength={4000} {...field('body')} />
      <Button type="submit" size="sm" className="self-end" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
