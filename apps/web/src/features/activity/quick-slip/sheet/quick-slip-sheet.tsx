import { ACTIVITY_TYPES, type ActivityType } from '@chapter/shared/activity.labels';
import type { RosterMember } from '@chapter/shared/members.schemas';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useGroupMembers } from '../../../../lib/members-query.ts';
import { activityMessages } from '../../messages.ts';
import { closeQuickSlip } from '../quick-slip-open.ts';
import { usePartners } from './api/partners.ts';
import { EssentialsStep } from './essentials-step.tsx';
import { MemberStep } from './member-step.tsx';
import { slipSheetMessages } from './messages.ts';

/**
 * The quick slip (docs/quick-slip.md): tap 1 opened it (home's card or the phone's bottom bar), tap 2 picks the
 * kind, tap 3 the member, tap 4 sends the essentials. A training credit is one's own: it skips the member (leaders
 * award credits to others from the Training page). Loaded only when first opened (quick-slip-host.tsx).
 */
export function QuickSlipSheet() {
  const t = useMessages(activityMessages);
  const q = useMessages(slipSheetMessages);
  const [type, setType] = useState<ActivityType | null>(null);
  const [member, setMember] = useState<RosterMember | null>(null);
  // Asked for as the sheet opens, so the list is there by the time the kind is chosen (and kept for offline).
  useGroupMembers();
  usePartners();

  const needsMember = type !== null && type !== 'training_credit';
  const step = type === null ? 'kind' : needsMember && member === null ? 'member' : 'essentials';
  const title = type === null ? q('newSlip') : step === 'member' ? t('who', { type }) : t('formTitle', { type });

  return (
    <Dialog open onOpenChange={(open) => !open && closeQuickSlip()} title={title}>
      {step === 'kind' && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{q('chooseKind')}</p>
          <ul className="flex flex-col gap-2">
            {ACTIVITY_TYPES.map((kind) => (
              <li key={kind}>
                <Button variant="secondary" size="lg" className="w-full justify-start" onClick={() => setType(kind)}>
                  {t('newLabel', { type: kind })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {step === 'member' && (
        <div className="flex flex-col gap-4">
          <MemberStep onPick={setMember} />
          <Button variant="ghost" onClick={() => setType(null)}>
            {t('back')}
          </Button>
        </div>
      )}
      {step === 'essentials' && type !== null && (
        <EssentialsStep type={type} member={member} onChangeMember={() => setMember(null)} onDone={closeQuickSlip} />
      )}
    </Dialog>
  );
}
