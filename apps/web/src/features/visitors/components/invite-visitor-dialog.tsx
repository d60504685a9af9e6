import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteVisitor } from '../api/invite-visitor.ts';
import { useUpcomingMeetings } from '../api/upcoming-meetings.ts';

const EMPTY = { name: '', email: '', phone: '', company: '', classification: '', meetingId: '', message: '' };

/** Invite a guest to one of the coming meetings; the guest gets an e-mail with accept and decline links. */
export function InviteVisitorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const meetings = useUpcomingMeetings(open);
  const invite = useInviteVisitor();
  const [f, setF] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setF({ ...f, [k]: e.target.value });
  const meetingId = f.meetingId || String(meetings.data?.[0]?.id ?? '');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    invite.mutate(
      { ...f, meetingId: Number(meetingId) },
      {
        onSuccess: (v) => {
          toast({ title: `Invitation sent to ${v.email}`, variant: 'success' });
          setF(EMPTY);
          onOpenChange(false);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.details.length) {
            setErrors(Object.fromEntries(err.details.map((d) => [d.field, d.message])));
          } else setErrors({ form: err.message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a visitor"
      description="They get an e-mail with links to accept or decline."
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field label="Name" value={f.name} onChange={set('name')} required maxLength={120} error={errors.name} />
        <Field label="E-mail" type="email" value={f.email} onChange={set('email')} required error={errors.email} />
        <Field
          label="Phone"
          labelNote="(optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={f.phone}
          onChange={set('phone')}
          maxLength={40}
        />
        <Field label="Company" labelNote="(optional)" value={f.company} onChange={set('company')} maxLength={160} />
        <Field
          label="Classification"
          labelNote="(optional)"
          value={f.classification}
          onChange={set('classification')}
          maxLength={120}
        />
        <SelectField
          label="Meeting"
          value={meetingId}
          onChange={set('meetingId')}
          error={errors.meetingId}
          options={(meetings.data ?? []).map((m) => ({
            value: String(m.id),
            // The meeting's own zone: the hour it starts where it is held.
            label: `${formatDateTime(m.startsAt, m.timezone)} · ${m.title}`,
          }))}
        />
        <Field
          label="Personal message"
          labelNote="(optional)"
          value={f.message}
          onChange={set('message')}
          maxLength={1000}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        )}
        <Button type="submit" loading={invite.isPending} disabled={!meetingId}>
          Send invitation
        </Button>
      </form>
    </Dialog>
  );
}
