import { mentorshipAssignRequest } from '@chapter/shared/mentorship.schemas';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useGroupMembers } from '../../../lib/members-query.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useAssignMentorship } from '../api/assign-mentorship.ts';

/** The two pickers hold member ids as text until the shared request is sent; one member cannot be both. */
const assignForm = mentorshipAssignRequest
  .extend({
    mentorId: z.coerce.number<string>().int().positive('Choose the mentor'),
    menteeId: z.coerce.number<string>().int().positive('Choose the mentee'),
  })
  .refine((v) => v.menteeId !== v.mentorId, { message: 'Choose someone other than the mentor', path: ['menteeId'] });

const EMPTY = { mentorId: '', menteeId: '', goals: '' };

/** Leaders pair two members directly: the mentorship starts active and both are e-mailed. */
export function AssignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    { value: '', label: 'Choose a member' },
    ...(members.data?.items ?? []).map((m) => ({
      value: String(m.id),
      label: m.classification ? `${m.name} (${m.classification})` : m.name,
    })),
  ];
  const submit = form.handleSubmit(async (body) => {
    try {
      const res = await assign.mutateAsync(body);
      notifyDone('Mentor assigned', res.message);
      onClose();
    } catch (err) {
      notifyFailed('Not assigned', err);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Assign a mentor"
      description="The mentorship starts at once; both members are e-mailed."
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        {members.isError && <p className="text-sm text-destructive-strong">Could not load the members.</p>}
        <SelectField label="Mentor" options={options} {...field('mentorId')} disabled={members.isPending} />
        <SelectField label="Mentee" options={options} {...field('menteeId')} disabled={members.isPending} />
        <TextArea label="Goals" maxLength={2000} {...field('goals')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={assign.isPending}>
            Assign
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
