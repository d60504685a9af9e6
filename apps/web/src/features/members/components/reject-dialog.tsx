import type { MemberApplication } from '@chapter/shared/lifecycle.schemas';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useRejectMember } from '../api/reject-member.ts';

interface Props {
  application: MemberApplication | null;
  onClose: () => void;
}

/** Rejecting needs a reason: the applicant reads it in the e-mail they get. */
export function RejectDialog({ application, onClose }: Props) {
  const reject = useRejectMember();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!application) return;
    if (!reason.trim()) return setError('Give the applicant a reason');
    try {
      const res = await reject.mutateAsync({ userId: application.userId, reason });
      notifyDone('Application rejected', res.message);
      close();
    } catch (err) {
      notifyFailed('Not rejected', err);
    }
  };
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && close()}
      title={`Reject ${application?.name ?? ''}?`}
      description="The applicant is e-mailed this reason. Their account stays, so they may apply again later."
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Reason
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder="For example: the Florist classification is already held in our chapter."
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
          />
          {error && (
            <p id={`${id}-error`} className="text-xs font-medium text-destructive-strong">
              {error}
            </p>
          )}
        </div>
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
