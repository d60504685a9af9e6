import { type Mentorship, mentorshipDeclineRequest } from '@chapter/shared/mentorship.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useDecideMentorship } from '../api/decide-mentorship.ts';

/** Declining with an optional reason the applicant reads in their e-mail. */
export function DeclineDialog({ mentorship, onClose }: { mentorship: Mentorship | null; onClose: () => void }) {
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
      notifyDone('Application declined', res.message);
      close();
    } catch (err) {
      notifyFailed('Not declined', err);
    }
  });
  return (
    <Dialog
      open={mentorship !== null}
      onOpenChange={(open) => !open && close()}
      title={`Decline ${mentorship?.mentee.name ?? ''}?`}
      description="They are e-mailed, with your reason if you give one, and can look for another mentor."
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <TextArea
          label="Reason"
          labelNote="(optional)"
          maxLength={1000}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
          placeholder="For example: my places are taken this quarter."
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" loading={decide.isPending}>
            Decline application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
