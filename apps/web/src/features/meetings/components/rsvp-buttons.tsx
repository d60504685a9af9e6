import { RSVP_RESPONSES, type RsvpResponse } from '@chapter/shared/meetings.labels';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useRsvp } from '../api/rsvp.ts';
import { rsvpMessages } from '../rsvp/messages.ts';

/**
 * The four answers as one segmented control; the current one is pressed. No Response is pressed until the member
 * answers, and choosing it takes an answer back (docs/decisions/0008-rsvp-no-response.md).
 */
export function RsvpButtons({
  meetingId,
  value,
  disabled,
}: {
  meetingId: number;
  value: RsvpResponse;
  disabled?: boolean;
}) {
  const t = useMessages(rsvpMessages);
  const rsvp = useRsvp();
  const current = rsvp.isPending && rsvp.variables ? rsvp.variables.response : value;
  return (
    <fieldset className="flex flex-wrap gap-1" disabled={disabled}>
      <legend className="sr-only">{t('yourRsvp')}</legend>
      {RSVP_RESPONSES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={current === choice}
          onClick={() => rsvp.mutate({ meetingId, response: choice })}
          className={cn(
            'min-h-9 rounded-lg border px-3 text-sm font-medium transition-colors disabled:opacity-60',
            current === choice ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
          )}
        >
          {t('rsvpName', { response: choice })}
        </button>
      ))}
    </fieldset>
  );
}
