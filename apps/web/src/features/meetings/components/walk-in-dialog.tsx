import { walkInRequest } from '@chapter/shared/meetings.schemas';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useAddWalkIn } from '../api/walk-in.ts';
import { meetingsMessages } from '../messages.ts';
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
  const t = useMessages(meetingsMessages);
  const add = useAddWalkIn(meetingId);
  const { form, field, submit } = useDoorDialogForm(
    walkInForm,
    EMPTY,
    add,
    (values) => meetingsMessages.text('walkInCheckedIn', { name: values.name }),
    () => onOpenChange(false),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('walkInTitle')} description={t('walkInIntro')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label={t('name')} required maxLength={120} autoComplete="off" {...field('name')} />
        <Field
          label={t('company')}
          labelNote={t('optional')}
          maxLength={160}
          autoComplete="off"
          {...field('company')}
        />
        <Field
          label={t('classification')}
          labelNote={t('optional')}
          maxLength={120}
          autoComplete="off"
          {...field('classification')}
        />
        <Field label={t('email')} labelNote={t('optional')} type="email" autoComplete="off" {...field('email')} />
        <Field
          label={t('phone')}
          labelNote={t('optional')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('phone')}
        />
        <SelectField
          label={t('invitedBy')}
          {...field('invitedBy')}
          options={[
            { value: '', label: t('cameOnOwn') },
            ...members.map((m) => ({ value: String(m.userId), label: m.name })),
          ]}
        />
        <FormFailure
          title={t('visitorNotAdded')}
          message={form.formState.errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
        />
        <Button type="submit" loading={add.isPending}>
          {t('checkIn')}
        </Button>
      </form>
    </Dialog>
  );
}
