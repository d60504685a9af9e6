import { profileUpdateRequest } from '@chapter/shared/profile.schemas';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../../../lib/update-profile.ts';
import { profileMessages } from '../messages.ts';

interface EditableProfile {
  name: string;
  companyName: string | null;
  classification: string | null;
  phone: string | null;
  website: string | null;
  bio: string | null;
}

const FIELDS = ['name', 'companyName', 'classification', 'phone', 'website', 'bio'] as const;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: EditableProfile;
  /** Another member's profile (managers); undefined for one's own. */
  userId?: number;
}

/** Edits the profile fields; server field errors (a classification already taken…) show on their field. */
export function ProfileEditDialog({ open, onOpenChange, profile, userId }: Props) {
  const t = useMessages(profileMessages);
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = Object.fromEntries(FIELDS.map((f) => [f, profile[f] ?? '']));
  // Checked by the server's own rules before sending: a required name, an http(s) website, the lengths.
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(profileUpdateRequest, defaults, {
    follow: true,
  });

  const onSubmit = handleSubmit(async (changes) => {
    setFailure(null);
    try {
      await update.mutateAsync({ userId, changes });
      notifyDone(t('profileSaved'));
      onOpenChange(false);
    } catch (err) {
      const placed = showServerErrors(setError, err);
      // A classification another member holds is said in the banner too: the member must choose another one.
      if (!placed || apiErrorOf(err)?.code === 'CLASSIFICATION_TAKEN')
        setFailure(failureReason(err, t('profileNotSaved')));
    }
  });

  const { errors } = formState;

  const field = fieldBinder(register, errors);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(defaults);
        setFailure(null);
        onOpenChange(next);
      }}
      title={userId ? t('editMemberTitle', { name: profile.name }) : t('editOwnTitle')}
      description={t('editIntro')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <Banner variant="destructive" title={t('notSaved')} onDismiss={() => setFailure(null)}>
            <p>{failure}</p>
          </Banner>
        )}
        <Field label={t('fullName')} autoComplete="name" required maxLength={120} {...field('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('company')} autoComplete="organization" maxLength={160} {...field('companyName')} />
          <Field
            label={t('classification')}
            hint={t('classificationHint')}
            maxLength={120}
            {...field('classification')}
          />
          <Field label={t('phone')} type="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
          <Field
            label={t('website')}
            type="url"
            autoComplete="url"
            maxLength={300}
            placeholder="https://"
            {...field('website')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-bio" className="text-sm font-medium">
            {t('about')}
          </label>
          <textarea
            id="profile-bio"
            rows={4}
            maxLength={4000}
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
            {...register('bio')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('saveProfile')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
