import { LANGUAGES } from '@chapter/shared/languages';
import { profileUpdateRequest } from '@chapter/shared/profile.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { switchLocale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useUpdateProfile } from '../../../lib/update-profile.ts';
import { settingsMessages } from '../messages.ts';

const schema = profileUpdateRequest.pick({ preferredLanguage: true });

/**
 * The member's preferred language, kept on their profile so it follows them to every device. Saving switches the
 * app to it at once (docs/i18n.md "Choosing the language"); each language is named in itself.
 */
export function LanguageForm() {
  const t = useMessages(settingsMessages);
  // The empty choice saves null: the chapter's language, then the browser's.
  const options = [
    { value: '', label: t('languageAutomatic') },
    ...LANGUAGES.map(({ code, name }) => ({ value: code, label: name })),
  ];
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
      await switchLocale(profile.preferredLanguage ?? profile.group?.language ?? null);
      // Said in the language just chosen.
      const { text } = settingsMessages;
      const chosen = LANGUAGES.find((l) => l.code === profile.preferredLanguage);
      notifyDone(
        text('languageSaved'),
        chosen ? text('languageChosen', { language: chosen.name }) : text('languageAutomaticChosen'),
      );
    } catch (err) {
      if (!showServerErrors(setError, err)) notifyFailed(t('languageNotSaved'), err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4 sm:flex-row sm:items-end">
      <SelectField
        label={t('language')}
        options={options}
        className="min-w-0 flex-1"
        error={formState.errors.preferredLanguage?.message}
        {...register('preferredLanguage')}
      />
      <Button type="submit" loading={formState.isSubmitting} className="self-start sm:self-auto">
        {t('saveLanguage')}
      </Button>
    </form>
  );
}
