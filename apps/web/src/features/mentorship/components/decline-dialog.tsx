import { type Mentorship, mentorshipDeclineRequest } from '@chapter/shared/mentorship.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useDecideMentorship } from '../api/decide-mentorship.ts';
import { mentorshipMessages } from '../messages.ts';

/** Declining with an optional reason the applicant reads in their e-mail. */
export function DeclineDialog({ mentorship, onClose }: { mentorship: Mentorship | null; onClose: () => void }) {
  const t = useMessages(mentorshipMessages);
  const decide = useDecideMentorship();
  const form = useSchemaForm(mentorshipDeclineRequest, { reason: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!mentorship) return;
    try {
      const res = await decide.mutateAsync({ id: mentorship.id, action: 'decline', reason: reason ?? null });
      notifyDone(t('declined'), res.message);
      close();
    } catch (err) {
      notifyFailed(t('notDeclined'), err);
    }
  });
  return (
    <Dialog
      open={mentorship !== null}
      onOpenChange={(open) => !open && close()}
      title={t('declineTitle', { name: mentorship?.mentee.name ?? '' })}
      description={t('declineIntro')}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <TextArea
          label={t('reasonLabel')}
          labelNote={t('optional')}
          maxLength={1000}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
          placeholder={t('reasonPlaceholder')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="destructive" loading={decide.isPending}>
            {t('declineApplication')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
