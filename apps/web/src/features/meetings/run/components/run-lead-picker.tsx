import { SelectField } from '../../../../components/ui/select-field.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../../lib/notify.ts';
import { useMemberOptions } from '../../member-options.ts';
import { useNameRunLead } from '../api/run.ts';
import { runMessages } from '../messages.ts';
import type { HeldRun } from '../run-clock.ts';

/** A leader names the member who runs this meeting (docs/meeting-mode.md "Who leads"); saved as it is chosen. */
export function RunLeadPicker({ run }: { run: HeldRun }) {
  const t = useMessages(runMessages);
  const members = useMemberOptions();
  const name = useNameRunLead(run.meetingId);
  const options = [{ value: '', label: t('leadNobody') }, ...members.options];
  // The named member stays in the list while the roster loads, or after they left it.
  if (run.lead && !options.some((o) => o.value === String(run.lead?.userId))) {
    options.push({ value: String(run.lead.userId), label: run.lead.name });
  }
  return (
    <section className="flex flex-col gap-1 rounded-xl border bg-card p-4">
      <SelectField
        label={t('lead')}
        options={options}
        value={run.lead ? String(run.lead.userId) : ''}
        disabled={name.isPending}
        onChange={(e) => {
          const userId = e.target.value === '' ? null : Number(e.target.value);
          name.mutate(userId, {
            onSuccess: (saved) => notifyDone(saved.lead ? t('leadSaved', { name: saved.lead.name }) : t('leadCleared')),
            onError: (err) => notifyFailed(t('leadFailed'), err),
          });
        }}
      />
      <p className="text-sm text-muted-foreground">{t('leadNote')}</p>
    </section>
  );
}
