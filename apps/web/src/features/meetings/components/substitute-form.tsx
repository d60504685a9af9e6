import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useNameSubstitute, useSubstituteAccounts } from '../api/substitutions.ts';

/** "I can't come": name one of the group's Substitute accounts, or anyone by name and e-mail. */
export function SubstituteForm({ meetingId }: { meetingId: number }) {
  const [open, setOpen] = useState(false);
  const accounts = useSubstituteAccounts(open);
  const save = useNameSubstitute(meetingId);
  const [accountId, setAccountId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        I can't attend: name a substitute
      </Button>
    );
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = accountId
      ? { substituteUserId: Number(accountId), content }
      : { substituteName: name, substituteEmail: email, content };
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Substitute sent for approval', variant: 'success' });
        setOpen(false);
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : 'Could not save'),
    });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      aria-label="Name a substitute"
    >
      <SelectField
        label="Substitute"
        value={accountId}
        onChange={(e) => setAccountId(e.target.value)}
        options={[
          { value: '', label: 'Someone else (enter name and e-mail)' },
          ...(accounts.data?.items ?? []).map((a) => ({ value: String(a.userId), label: a.name })),
        ]}
      />
      {!accountId && (
        <>
          <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
          <Field label="E-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </>
      )}
      <Field
        label="Note for the leaders"
        labelNote="(optional)"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={1000}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Send for approval
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
