import type { AttendanceSheet } from '@chapter/shared/meetings.schemas';
import { UserCheck, UserPlus, UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyFailed } from '../../../lib/notify.ts';
import { useRecordAttendance } from '../api/attendance-sheet.ts';
import { meetingsMessages } from '../messages.ts';
import { DoorSubstituteDialog } from './door-substitute-dialog.tsx';
import { WalkInDialog } from './walk-in-dialog.tsx';

/**
 * Who arrives at the door besides members: the sheet's visitors (those invited to this meeting to check in, and
 * walk-ins added there), and substitutes covering for a member.
 */
export function VisitorCheckins({ sheet }: { sheet: AttendanceSheet }) {
  const t = useMessages(meetingsMessages);
  const record = useRecordAttendance(sheet.meetingId);
  const [adding, setAdding] = useState(false);
  const [substituting, setSubstituting] = useState(false);
  const { visitors } = sheet;
  return (
    <section aria-labelledby="visitors-in" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="visitors-in" className="font-semibold">
          {t('visitors')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="lg" onClick={() => setSubstituting(true)}>
            <UserRoundCog aria-hidden="true" />
            {t('recordSubstitute')}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            {t('addWalkIn')}
          </Button>
        </div>
      </div>
      {visitors.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noVisitors')}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card" aria-label={t('visitors')}>
          {visitors.map((v) => (
            <li key={v.visitorId} className="flex items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{v.name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {[v.company, v.invitedByName && t('guestOf', { name: v.invitedByName })].filter(Boolean).join(' · ')}
                </p>
              </div>
              <button
                type="button"
                aria-pressed={v.checkedIn}
                aria-label={v.checkedIn ? t('checkedInName', { name: v.name }) : t('checkInName', { name: v.name })}
                onClick={() =>
                  record.mutate(
                    { visitors: [{ visitorId: v.visitorId, checkedIn: !v.checkedIn }] },
                    { onError: (err) => notifyFailed(t('checkInNotSaved'), err) },
                  )
                }
                className={cn(
                  'flex h-11 items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                  v.checkedIn ? 'border-emerald-600 bg-emerald-600 text-white' : 'bg-background hover:bg-muted',
                )}
              >
                <UserCheck className="size-4" aria-hidden="true" />
                {v.checkedIn ? t('checkedIn') : t('checkIn')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <WalkInDialog meetingId={sheet.meetingId} members={sheet.members} open={adding} onOpenChange={setAdding} />
      <DoorSubstituteDialog
        meetingId={sheet.meetingId}
        members={sheet.members}
        open={substituting}
        onOpenChange={setSubstituting}
      />
    </section>
  );
}
