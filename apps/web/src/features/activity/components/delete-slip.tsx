import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useDeleteActivity } from '../api/delete-activity.ts';
import { activityMessages } from '../messages.ts';

/**
 * Deleting a slip, asked twice (docs/palms-weeks.md "Changing a slip"): its giver while its PALMS week is a draft, a
 * leader who keeps the PALMS at any time. The server decides who may; this shows only when it said so.
 */
export function DeleteSlip({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const t = useMessages(activityMessages);
  const remove = useDeleteActivity();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('deleteSlip')}
      </Button>
    );
  }
  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      notifyDone(t('slipDeleted'));
      onDeleted();
    } catch (err) {
      notifyFailed(t('notDone'), err);
    }
  };
  return (
    <fieldset aria-label={t('deleteSlip')} className="flex w-full flex-wrap items-center gap-2">
      <p className="w-full text-sm">{t('deleteSlipQuestion')}</p>
      <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
        {t('deleteSlipConfirm')}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        {t('keepSlip')}
      </Button>
    </fieldset>
  );
}
