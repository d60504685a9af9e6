import { MENTOR_CAPACITY_MAX } from '@chapter/shared/mentorship.labels';
import { type MentorCard, mentorProfileRequest } from '@chapter/shared/mentorship.schemas';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { numberField, showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useSaveMentorProfile } from '../api/save-mentor-profile.ts';
import { mentorshipMessages } from '../messages.ts';

interface Props {
  open: boolean;
  profile: MentorCard | null;
  onClose: () => void;
}

/** The profile as the form holds it: the number of mentees is the field's text until it is sent. */
const profileForm = mentorProfileRequest.extend({ capacity: numberField(mentorProfileRequest.shape.capacity) });

const valuesOf = (profile: MentorCard | null) => ({
  expertise: profile?.expertise ?? '',
  capacity: String(profile?.capacity ?? 2),
  bio: profile?.bio ?? '',
  accepting: profile?.accepting ?? true,
});

/** Opt in as a mentor, or edit: expertise, how many mentees at once, a short bio, and a pause switch. */
export function MentorProfileDialog({ open, profile, onClose }: Props) {
  const t = useMessages(mentorshipMessages);
  const save = useSaveMentorProfile();
  const form = useSchemaForm(profileForm, valuesOf(profile));
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(profile));
  }, [open, profile, reset]);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...body, bio: body.bio ?? null });
      notifyDone(profile ? t('profileSaved') : t('nowMentor'), t('findableInSearch'));
      onClose();
    } catch (err) {
      showServerErrors(form.setError, err);
      notifyFailed(t('notSaved'), err);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={profile ? t('editProfile') : t('becomeMentor')}
      description={t('profileIntro')}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <Field label={t('expertise')} maxLength={300} placeholder={t('expertisePlaceholder')} {...field('expertise')} />
        <Field
          label={t('menteesAtATime')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MENTOR_CAPACITY_MAX}
          {...field('capacity')}
        />
        <TextArea label={t('aboutYou')} labelNote={t('optional')} maxLength={2000} {...field('bio')} />
        <SwitchRow
          label={t('takingMentees')}
          description={t('takingMenteesHint')}
          checked={form.watch('accepting') ?? true}
          onChange={(on) => form.setValue('accepting', on)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {profile ? t('save') : t('becomeMentor')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
