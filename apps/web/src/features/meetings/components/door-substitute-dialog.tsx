import { doorSubstituteRequest } from '@chapter/shared/meetings.schemas';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useRecordDoorSubstitute } from '../api/door-substitute.ts';
import { meetingsMessages } from '../messages.ts';
import { useDoorDialogForm } from './use-door-dialog-form.ts';

/** The form's view: the member is the select's text until sent, and an empty e-mail box is "not given". */
const doorSubstituteForm = doorSubstituteRequest.extend({
  memberId: z
    .string()
    // Worded in the active language when the form is checked.
    .min(1, { error: () => meetingsMessages.text('chooseMemberCovered') })
    .transform((v) => Number(v)),
  email: z.union([z.literal(''), doorSubstituteRequest.shape.email.unwrap()]).transform((v) => v || undefined),
});

const EMPTY = { memberId: '', name: '', company: '', phone: '', email: '' };

interface Props {
  meetingId: number;
  /** Whom they could be covering: the members on the sheet. */
  members: { userId: number; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A substitute who turned up for a member: recorded by name, company and phone, the member counted as S. The
 * phone is asked for because it is how the same person is recognised next time, so their visits stay together.
 */
export function DoorSubstituteDialog({ meetingId, members, open, onOpenChange }: Props) {
  const t = useMessages(meetingsMessages);
  const record = useRecordDoorSubstitute(meetingId);
  const { form, field, submit } = useDoorDialogForm(
    doorSubstituteForm,
    EMPTY,
    record,
    (values) => {
      const member = members.find((m) => m.userId === values.memberId)?.name;
      return member
        ? meetingsMessages.text('substituteRecorded', { name: values.name, member })
        : meetingsMessages.text('substituteRecordedFallback', { name: values.name });
    },
    () => onOpenChange(false),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('recordSubstitute')}
      description={t('doorSubstituteIntro')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <SelectField
          label={t('coveringFor')}
          required
          {...field('memberId')}
          options={[
            { value: '', label: t('chooseMember') },
            ...members.map((m) => ({ value: String(m.userId), label: m.name })),
          ]}
        />
        <Field label={t('substitutesName')} required maxLength={120} autoComplete="off" {...field('name')} />
        <Field
          label={t('company')}
          labelNote={t('optional')}
          maxLength={160}
          autoComplete="off"
          {...field('company')}
        />
        <Field
          label={t('phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('phone')}
        />
        <Field label={t('email')} labelNote={t('optional')} type="email" autoComplete="off" {...field('email')} />
        <FormFailure
          title={t('substituteNotRecorded')}
          message={form.formState.errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
        />
        <Button type="submit" loading={record.isPending}>
          {t('recordSubstituteButton')}
        </Button>
      </form>
    </Dialog>
  );
}
