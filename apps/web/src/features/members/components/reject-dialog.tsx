import { type MemberApplication, rejectMemberRequest } from '@chapter/shared/lifecycle.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useRejectMember } from '../api/reject-member.ts';

interface Props {
  application: MemberApplication | null;
  onClose: () => void;
}

/** Rejecting needs a reason: the applicant reads it in the e-mail they get. */
export function RejectDialog({ application, onClose }: Props) {
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
      notifyDone('Application rejected', res.message);
      close();
    } catch (err) {
      notifyFailed('Not rejected', err);
    }
  });
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && close()}
      title={`Reject ${application?.name ?? ''}?`}
      description="The applicant is e-mailed this reason. Their account stays, so they may apply again later."
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <TextArea
          label="Reason"
          rows={4}
          maxLength={1000}
          placeholder="For example: the Florist classification is already held in our chapter."
          {...field('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" loading={reject.isPending}>
            Reject application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
