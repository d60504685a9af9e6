import type { ActivityType } from '@chapter/shared/activity.labels';
import type { CreateActivityRequest } from '@chapter/shared/activity.schemas';
import type { RosterMember } from '@chapter/shared/members.schemas';
import { useEffect, useState } from 'react';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useSchemaForm } from '../../../../lib/forms.ts';
import { useGroupToday } from '../../../../lib/group-today.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyInfo } from '../../../../lib/notify.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { activityForm, emptyValues, type FormValues } from '../../activity-form-values.ts';
import { createdToast } from '../../activity-words.ts';
import { ActivityFormFields } from '../../components/activity-form-fields.tsx';
import { activityMessages } from '../../messages.ts';
import { slipSheetMessages } from './messages.ts';
import { sendSlip } from './send-slip.ts';
import { queueSlip } from './slip-queue.ts';

/** The field the keyboard starts in, so typing needs no tap (docs/quick-slip.md "Four taps"). */
const FIRST_FIELD: Record<ActivityType, keyof FormValues> = {
  referral: 'prospectName',
  closed_business: 'amount',
  one_to_one: 'proposedAt',
  testimonial: 'text',
  training_credit: 'title',
};

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * The essentials and tap 4 (docs/quick-slip.md): the create form's own fields for the kind, with its defaults (the
 * group's today, the chapter's currency, a warm referral) and its checks (activityForm), then Send. Without a
 * connection, or without an answer in time, the slip is kept on this device and sent later under the same request
 * id; a refusal the server would repeat is shown on the fields, as the create form does.
 */
export function EssentialsStep({
  type,
  member,
  onChangeMember,
  onDone,
}: {
  type: ActivityType;
  /** null: a training credit, recorded for oneself. */
  member: RosterMember | null;
  onChangeMember: () => void;
  onDone: () => void;
}) {
  const t = useMessages(activityMessages);
  const q = useMessages(slipSheetMessages);
  const user = useCurrentUser();
  const today = useGroupToday();
  const [requestId] = useState(newId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(activityForm(type), {
    ...emptyValues(type, today(), user.group?.currency ?? null),
    receiverId: member ? String(member.id) : '',
  });
  const { handleSubmit, setError, setFocus, formState } = form;
  useEffect(() => setFocus(FIRST_FIELD[type]), [setFocus, type]);

  const onSubmit = handleSubmit(async (draft) => {
    setFailure(null);
    const slip = {
      request: { ...draft, clientRequestId: requestId } as CreateActivityRequest,
      receiverName: member?.name ?? user.name,
    };
    const outcome = await sendSlip(slip);
    if ('refused' in outcome) {
      const fieldMap: Record<string, keyof FormValues> = { amountCents: 'amount' };
      for (const d of outcome.refused.details) {
        setError((fieldMap[d.field] ?? d.field) as keyof FormValues, { type: 'server', message: d.message });
      }
      if (!outcome.refused.details.length) setFailure(outcome.refused.message);
      return;
    }
    if ('kept' in outcome) {
      queueSlip(slip);
      notifyInfo(q('keptTitle'), q('keptText'));
    } else {
      const done = createdToast(outcome.sent);
      notifyDone(done.title, done.message);
    }
    onDone();
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(ev) => void onSubmit(ev)}>
      {failure && (
        <Banner variant="destructive" title={t('notSaved')}>
          {failure}
        </Banner>
      )}
      {member && (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2">
            <span className="min-w-0 flex-1 font-medium">{t('toName', { name: member.name })}</span>
            <Button size="sm" variant="ghost" onClick={onChangeMember}>
              {q('changeMember')}
            </Button>
          </div>
          {/* The server's word on the member (one who left the group meanwhile): choose another with Change. */}
          {formState.errors.receiverId?.message && (
            <p role="alert" className="text-sm text-destructive">
              {formState.errors.receiverId.message}
            </p>
          )}
        </div>
      )}
      <ActivityFormFields type={type} form={form} />
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        {q('send')}
      </Button>
    </form>
  );
}
