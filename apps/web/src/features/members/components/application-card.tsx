import type { MemberApplication } from '@chapter/shared/lifecycle.schemas';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format/index.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useApproveMember } from '../api/approve-member.ts';

/** One applicant: who they are, the classification to approve them with, and the decision buttons. */
export function ApplicationCard({ application, onReject }: { application: MemberApplication; onReject: () => void }) {
  const approve = useApproveMember();
  const timeZone = useGroupTimeZone();
  const [classification, setClassification] = useState(application.classification ?? '');
  const [conflict, setConflict] = useState<string | null>(null);
  const id = useId();
  const submit = async () => {
    setConflict(null);
    try {
      const res = await approve.mutateAsync({
        userId: application.userId,
        classification: classification.trim() || null,
      });
      notifyDone('Member approved', res.message);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CLASSIFICATION_TAKEN') setConflict(err.message);
      else notifyFailed('Not approved', err);
    }
  };
  return (
    <article className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <Avatar name={application.name} src={null} className="size-11" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{application.name}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {[application.companyName, application.email].filter(Boolean).join(' · ')}
          </p>
          <p className="text-xs text-muted-foreground">
            Applied {formatDate(application.appliedAt, timeZone)}
            {application.phone && ` · ${application.phone}`}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-72">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          Classification
        </label>
        <input
          id={id}
          value={classification}
          onChange={(e) => setClassification(e.target.value)}
          maxLength={120}
          placeholder="Their profession"
          aria-invalid={conflict ? true : undefined}
          aria-describedby={conflict ? `${id}-conflict` : undefined}
          className="h-9 rounded-lg border border-input bg-card px-3 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
        />
        {conflict && (
          <p id={`${id}-conflict`} role="alert" className="text-xs font-medium text-destructive-strong">
            {conflict}
          </p>
        )}
        <div className="flex gap-2">
          <Button size="sm" className="flex-1" loading={approve.isPending} onClick={() => void submit()}>
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button size="sm" variant="secondary" className="flex-1" onClick={onReject} disabled={approve.isPending}>
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      </div>
    </article>
  );
}
