import { applyMembershipRequest } from '@chapter/shared/visitors.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useApplyMembership } from '../api/apply-membership.ts';
import { visitorsMessages } from '../messages.ts';

/** A visitor asks to join; leaders decide in the member approvals queue. */
export function ApplyCard() {
  const t = useMessages(visitorsMessages);
  const user = useCurrentUser();
  const apply = useApplyMembership();
  const form = useSchemaForm(applyMembershipRequest, { classification: user.classification ?? '' });
  if (user.membership?.status === 'pending') {
    return <p className="rounded-xl border bg-card p-4 text-sm">{t('applicationWaiting')}</p>;
  }
  if (user.role !== 'Visitor') {
    return <p className="rounded-xl border bg-card p-4 text-sm">{t('invitedAppearHere')}</p>;
  }
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      onSubmit={form.handleSubmit(({ classification }) =>
        apply.mutate(classification ?? '', { onSuccess: (r) => notifyDone(r.message) }),
      )}
    >
      <h2 className="font-semibold">{t('applyForMembership')}</h2>
      <p className="text-sm text-muted-foreground">{t('onePerProfession')}</p>
      <Field
        label={t('yourClassification')}
        maxLength={120}
        error={form.formState.errors.classification?.message}
        required
        {...form.register('classification')}
      />
      <Button type="submit" loading={apply.isPending} className="self-start">
        {t('apply')}
      </Button>
    </form>
  );
}
