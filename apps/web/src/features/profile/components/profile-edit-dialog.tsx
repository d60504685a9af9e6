import { profileUpdateRequest } from '@chapter/shared/profile.schemas';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../../../lib/update-profile.ts';

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
      notifyDone('Profile saved');
      onOpenChange(false);
    } catch (err) {
      const placed = showServerErrors(setError, err);
      // A classification another member holds is said in the banner too: the member must choose another one.
      if (!placed || apiErrorOf(err)?.code === 'CLASSIFICATION_TAKEN')
        setFailure(failureReason(err, 'The profile could not be saved.'));
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
      title={userId ? `Edit ${profile.name}'s profile` : 'Edit your profile'}
      description="Other members see these details on the roster and your profile."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <Banner variant="destructive" title="Not saved" onDismiss={() => setFailure(null)}>
            <p>{failure}</p>
          </Banner>
        )}
        <Field label="Full name" autoComplete="name" required maxLength={120} {...field('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Company" autoComplete="organization" maxLength={160} {...field('companyName')} />
          <Field
            label="Classification"
            hint="Your profession; one member per classification in a group."
            maxLength={120}
            {...field('classification')}
          />
          <Field label="Phone" type="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
          <Field
            label="Website"
            type="url"
            autoComplete="url"
            maxLength={300}
            placeholder="https://"
            {...field('website')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-bio" className="text-sm font-medium">
            About
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
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save profile
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
