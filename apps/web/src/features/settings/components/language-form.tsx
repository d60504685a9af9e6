import { LANGUAGES } from '@chapter/shared/languages';
import { profileUpdateRequest } from '@chapter/shared/profile.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useUpdateProfile } from '../../../lib/update-profile.ts';

const schema = profileUpdateRequest.pick({ preferredLanguage: true });

// The empty choice saves null: the chapter's language, then the browser's.
const OPTIONS = [
  { value: '', label: 'Automatic (chapter or browser)' },
  ...LANGUAGES.map(({ code, name }) => ({ value: code, label: name })),
];

/** The member's preferred language, kept on their profile so it follows them to every device. */
export function LanguageForm() {
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, formState } = useSchemaForm(
    schema,
    { preferredLanguage: user.preferredLanguage ?? '' },
    { follow: true },
  );

  const onSubmit = handleSubmit(async (changes) => {
    try {
      const profile = await update.mutateAsync({ changes });
      const chosen = LANGUAGES.find((l) => l.code === profile.preferredLanguage);
      notifyDone(
        'Language saved',
        chosen ? `${chosen.name} is your language.` : 'Automatic: your chapter’s language, then your browser’s.',
      );
    } catch (err) {
      if (!showServerErrors(setError, err)) notifyFailed('Language not saved', err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4 sm:flex-row sm:items-end">
      <SelectField
        label="Language"
        options={OPTIONS}
        className="min-w-0 flex-1"
        error={formState.errors.preferredLanguage?.message}
        {...register('preferredLanguage')}
      />
      <Button type="submit" loading={formState.isSubmitting} className="self-start sm:self-auto">
        Save language
      </Button>
    </form>
  );
}
