import { approveMemberRequest, type MemberApplication } from '@chapter/shared/lifecycle.schemas';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useApproveMember } from '../api/approve-member.ts';
import { membersMessages } from '../messages.ts';

/** The field's rule, from the approve request's contract: the server refuses the same. */
const classificationRule = approveMemberRequest.shape.classification;

/**
 * One applicant: who they are, the classification to approve them with (required; prefilled with the one they
 * gave), and the decision buttons. When an active member holds that classification the card names them, and the
 * approver chooses another: a group seats one member per profession (docs/product-rules.md "Joining").
 */
export function ApplicationCard({ application, onReject }: { application: MemberApplication; onReject: () => void }) {
  const t = useMessages(membersMessages);
  const approve = useApproveMember();
  const timeZone = useGroupTimeZone();
  const [classification, setClassification] = useState(application.classification ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  /** The server's warning, for the classification it was given; editing the field withdraws it. */
  const [heldBy, setHeldBy] = useState<{ classification: string; message: string } | null>(null);
  const id = useId();
  const warned = heldBy !== null && heldBy.classification === classification.trim();
  const submit = async () => {
    const checked = classificationRule.safeParse(classification);
    if (!checked.success) return setInvalid(checked.error.issues[0]?.message ?? t('classificationNeeded'));
    setInvalid(null);
    try {
      const res = await approve.mutateAsync({
        userId: application.userId,
        classification: checked.data,
      });
      notifyDone(t('memberApproved'), res.message);
    } catch (err) {
      const taken = apiErrorOf(err);
      if (taken?.code === 'CLASSIFICATION_TAKEN') setHeldBy({ classification: checked.data, message: taken.message });
      else notifyFailed(t('notApproved'), err, t('tryAgain'));
    }
  };
  const describedBy = invalid ? `${id}-invalid` : warned ? `${id}-held` : undefined;
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
            {t('applied', { date: formatDate(application.appliedAt, timeZone) })}
            {application.phone && ` · ${application.phone}`}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-72">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {t('classification')}
        </label>
        <input
          id={id}
          value={classification}
          onChange={(e) => setClassification(e.target.value)}
          maxLength={120}
          required
          placeholder={t('theirProfession')}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className="h-9 rounded-lg border border-input bg-card px-3 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
        />
        {invalid && (
          <p id={`${id}-invalid`} role="alert" className="text-xs font-medium text-destructive-strong">
            {invalid}
          </p>
        )}
        {warned && (
          <p
            id={`${id}-held`}
            role="alert"
            className="rounded-lg border border-warning/50 bg-warning-soft px-3 py-2 text-xs font-medium text-warning-strong"
          >
            {heldBy.message}
          </p>
        )}
        <div className="flex gap-2">
          <Button size="sm" className="flex-1" loading={approve.isPending} onClick={() => void submit()}>
            <Check aria-hidden="true" />
            {t('approve')}
          </Button>
          <Button size="sm" variant="secondary" className="flex-1" onClick={onReject} disabled={approve.isPending}>
            <X aria-hidden="true" />
            {t('reject')}
          </Button>
        </div>
      </div>
    </article>
  );
}
