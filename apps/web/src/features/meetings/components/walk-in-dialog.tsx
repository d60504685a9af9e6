import { walkInRequest } from '@chapter/shared/meetings.schemas';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useAddWalkIn } from '../api/walk-in.ts';
import { useDoorDialogForm } from './use-door-dialog-form.ts';

/** The form's view of a walk-in: empty boxes are "not given", and the member is the select's text until sent. */
const walkInForm = walkInRequest.extend({
  email: z.union([z.literal(''), walkInRequest.shape.email.unwrap()]).transform((v) => v || undefined),
  invitedBy: z
    .string()
    .transform((v) => (v ? Number(v) : null))
    .optional(),
});

const EMPTY = { name: '', company: '', classification: '', email: '', phone: '', invitedBy: '' };

interface Props {
  meetingId: number;
  /** Who could have brought them: the members on the sheet. */
  members: { userId: number; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A visitor at the door: checked in at once, and kept as a visitor record for the follow-up. */
export function WalkInDialog({ meetingId, members, open, onOpenChange }: Props) {
  const add = useAddWalkIn(meetingId);
  const { form, field, submit } = useDoorDialogForm(
    walkInForm,
    EMPTY,
    add,
    (values) => `${values.name} checked in`,
    () => onOpenChange(false),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a walk-in visitor"
      description="They are checked in at this meeting and kept with the group's visitors."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label="Name" required maxLength={120} autoComplete="off" {...field('name')} />
        <Field label="Company" labelNote="(optional)" maxLength={160} autoComplete="off" {...field('company')} />
        <Field
          label="Classification"
          labelNote="(optional)"
          maxLength={120}
          autoComplete="off"
          {...field('classification')}
        />
        <Field label="E-mail" labelNote="(optional)" type="email" autoComplete="off" {...field('email')} />
        <Field
          label="Phone"
          labelNote="(optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('phone')}
        />
        <SelectField
          label="Invited by"
          {...field('invitedBy')}
          options={[
            { value: '', label: 'Came on their own' },
            ...members.map((m) => ({ value: String(m.userId), label: m.name })),
          ]}
        />
        <FormFailure
          title="Visitor not added"
          message={form.formState.errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
        />
        <Button type="submit" loading={add.isPending}>
          Check in
        </Button>
      </form>
    </Dialog>
  );
}
