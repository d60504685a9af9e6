import { type MemberApplication, rejectMemberRequest } from '@chapter/shared/lifecycle.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useRejectMember } from '../api/reject-member.ts';
import { membersMessages } from '../messages.ts';

interface Props {
  application: MemberApplication | null;
  onClose: () => void;
}

/** Rejecting needs a reason: the applicant reads it in the e-mail they get. */
export function RejectDialog({ application, onClose }: Props) {
  const t = useMessages(membersMessages);
  const reject = useRejectMember();
  const form = useSchemaForm(rejectMemberRequest, { reason: '' });
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!application) return;
    try {
      const res = await reject.mutateAsync({ userId: application.userId, reason });
      notifyDone(t('applicationRejected'), res.message);
      close();
    } catch (err) {
      notifyFailed(t('notRejected'), err, t('tryAgain'));
    }
  });
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && close()}
      title={t('rejectTitle', { name: application?.name ?? '' })}
      description={t('rejectIntro')}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <TextArea
          label={t('reason')}
          rows={4}
          maxLength={1000}
          placeholder={t('rejectPlaceholder')}
          {...field('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="destructive" loading={reject.isPending}>
            {t('rejectApplication')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
