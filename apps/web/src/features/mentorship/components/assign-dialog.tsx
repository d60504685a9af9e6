import { mentorshipAssignRequest } from '@chapter/shared/mentorship.schemas';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupMembers } from '../../../lib/members-query.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useAssignMentorship } from '../api/assign-mentorship.ts';
import { mentorshipMessages } from '../messages.ts';

const { text } = mentorshipMessages;

/**
 * The two pickers hold member ids as text until the shared request is sent; one member cannot be both. The messages
 * are read when a check fails, so they are in the language active then.
 */
const assignForm = mentorshipAssignRequest
  .extend({
    mentorId: z.coerce
      .number<string>()
      .int()
      .positive({ error: () => text('chooseTheMentor') }),
    menteeId: z.coerce
      .number<string>()
      .int()
      .positive({ error: () => text('chooseTheMentee') }),
  })
  .refine((v) => v.menteeId !== v.mentorId, { error: () => text('chooseOther'), path: ['menteeId'] });

const EMPTY = { mentorId: '', menteeId: '', goals: '' };

/** Leaders pair two members directly: the mentorship starts active and both are e-mailed. */
export function AssignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(mentorshipMessages);
  const members = useGroupMembers(open);
  const assign = useAssignMentorship();
  const form = useSchemaForm(assignForm, EMPTY);
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const { reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const options = [
    { value: '', label: t('chooseMember') },
    ...(members.data?.items ?? []).map((m) => ({
      value: String(m.id),
      label: m.classification ? `${m.name} (${m.classification})` : m.name,
    })),
  ];
  const submit = form.handleSubmit(async (body) => {
    try {
      const res = await assign.mutateAsync(body);
      notifyDone(t('mentorAssigned'), res.message);
      onClose();
    } catch (err) {
      notifyFailed(t('notAssigned'), err);
    }
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('assignMentor')} description={t('assignIntro')}>
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        {members.isError && <p className="text-sm text-destructive-strong">{t('membersNotLoaded')}</p>}
        <SelectField label={t('mentor')} options={options} {...field('mentorId')} disabled={members.isPending} />
        <SelectField label={t('mentee')} options={options} {...field('menteeId')} disabled={members.isPending} />
        <TextArea label={t('goals')} maxLength={2000} {...field('goals')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={assign.isPending}>
            {t('assign')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
