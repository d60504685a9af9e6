import { SMS_MAX_LENGTH } from '@chapter/shared/messaging.labels';
import type { Audience, BroadcastPreview, BroadcastRequest } from '@chapter/shared/messaging.schemas';
import { ROLES } from '@chapter/shared/roles';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { usePreviewBroadcast, useQuota, useSendBroadcast } from '../api/broadcasts.ts';
import { useMemberSearch } from '../api/group-members.ts';
import { BroadcastHistory } from './broadcast-history.tsx';
import { ConfirmBroadcastDialog } from './confirm-broadcast-dialog.tsx';

interface Props {
  /** For platform admins: the groups to choose from. */
  groups?: Array<{ id: number; name: string }>;
}

/** /admin/messaging: SMS (≤480 characters, daily cap, opt-outs) and e-mail to all, roles or chosen members. */
export function MessagingScreen({ groups }: Props) {
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const needsGroup = groups !== undefined && groupId === undefined;
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const [kind, setKind] = useState<Audience['type']>('all');
  const [roles, setRoles] = useState<string[]>([]);
  const [chosen, setChosen] = useState<Array<{ id: number; name: string }>>([]);
  const [q, setQ] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const quota = useQuota(groupId, !needsGroup);
  const search = useMemberSearch(q.trim(), groupId);
  const preview = usePreviewBroadcast();
  const send = useSendBroadcast();
  const [pending, setPending] = useState<{ request: BroadcastRequest; preview: BroadcastPreview } | null>(null);
  const bodyId = useId();
  const tooLong = channel === 'sms' && body.length > SMS_MAX_LENGTH;

  const submit = async () => {
    setFailure(null);
    if (needsGroup) return setFailure('Choose a group first.');
    if (!body.trim()) return setFailure('Write a message.');
    if (tooLong) return setFailure(`An SMS has at most ${SMS_MAX_LENGTH} characters.`);
    if (channel === 'email' && !subject.trim()) return setFailure('An e-mail needs a subject.');
    const audience: Audience =
      kind === 'all'
        ? { type: 'all' }
        : kind === 'roles'
          ? { type: 'roles', roles: roles as Array<(typeof ROLES)[number]> }
          : { type: 'members', userIds: chosen.map((c) => c.id) };
    if (audience.type === 'roles' && roles.length === 0) return setFailure('Choose at least one role.');
    if (audience.type === 'members' && chosen.length === 0) return setFailure('Choose at least one member.');
    const request: BroadcastRequest = {
      channel,
      audience,
      body,
      ...(channel === 'email' && { subject }),
      ...(groupId && { groupId }),
    };
    try {
      // Nothing is sent yet: the leader first sees the message, its recipients and the head count.
      setPending({ request, preview: await preview.mutateAsync(request) });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Please try again.');
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const res = await send.mutateAsync(pending.request);
      const sent = pending.request.channel === 'sms' ? 'SMS sent' : 'E-mail sent';
      const title = pending.preview.waitsForProvider ? 'Waiting to send' : sent;
      toast({ title, description: res.message, variant: 'success' });
      setBody('');
      setSubject('');
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Please try again.');
    }
    setPending(null);
  };

  return (
    <ScreenIntro title="Messaging" description="Send an SMS or e-mail to all members, to roles, or to chosen members.">
      {groups && (
        <SelectField
          label="Group"
          value={groupId ? String(groupId) : ''}
          onChange={(e) => setGroupId(e.target.value ? Number(e.target.value) : undefined)}
          options={[
            { value: '', label: 'Choose a group' },
            ...groups.map((g) => ({ value: String(g.id), label: g.name })),
          ]}
          className="max-w-sm"
        />
      )}
      {quota.data && (
        <Banner
          variant={quota.data.smsConfigured ? 'info' : 'warning'}
          title={`${quota.data.remaining} of ${quota.data.dailyCap} SMS left today`}
          urgent={false}
        >
          {quota.data.smsConfigured
            ? 'SMS go out through the configured SMS provider. Members who turned announcements off are skipped.'
            : 'No SMS provider is configured: SMS stay in the outbox (Admin → Tools) until one is. Members who turned announcements off are skipped.'}
        </Banner>
      )}
      <form
        noValidate
        className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-xs"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure && (
          <Banner variant="destructive" title="Not sent" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        )}
        <div
          role="radiogroup"
          aria-label="Channel"
          className="flex w-full gap-1 rounded-xl border bg-muted/60 p-1 sm:w-max"
        >
          {(['sms', 'email'] as const).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={channel === c}
              onClick={() => setChannel(c)}
              className={cn(
                'flex-1 rounded-lg px-4 py-2 text-sm font-medium',
                channel === c ? 'bg-card shadow-xs' : 'text-muted-foreground',
              )}
            >
              {c === 'sms' ? 'SMS' : 'E-mail'}
            </button>
          ))}
        </div>
        <SelectField
          label="Send to"
          value={kind}
          onChange={(e) => setKind(e.target.value as Audience['type'])}
          options={[
            { value: 'all', label: 'All members (not visitors or substitutes)' },
            { value: 'roles', label: 'Members with these roles' },
            { value: 'members', label: 'Chosen members' },
          ]}
        />
        {kind === 'roles' && (
          <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <legend className="mb-1 text-sm font-medium">Roles</legend>
            {ROLES.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={roles.includes(r)}
                  onChange={() => setRoles(roles.includes(r) ? roles.filter((x) => x !== r) : [...roles, r])}
                />
                {r}
              </label>
            ))}
          </fieldset>
        )}
        {kind === 'members' && (
          <div className="flex flex-col gap-2">
            <Field
              label="Find members"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Name, company or classification"
            />
            {chosen.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Chosen members">
                {chosen.map((c) => (
                  <li key={c.id} className="flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm">
                    {c.name}
                    <button
                      type="button"
                      aria-label={`Remove ${c.name}`}
                      onClick={() => setChosen(chosen.filter((x) => x.id !== c.id))}
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ul className="max-h-48 divide-y overflow-y-auto rounded-xl border" aria-label="Matching members">
              {(search.data?.items ?? [])
                .filter((m) => !chosen.some((c) => c.id === m.id))
                .map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className="flex w-full items-center justify-between px-3 py-2 text-left text-sm hover:bg-accent"
                      onClick={() => setChosen([...chosen, { id: m.id, name: m.name }])}
                    >
                      <span>{m.name}</span>
                      <span className="text-muted-foreground">{m.role}</span>
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        )}
        {channel === 'email' && (
          <Field label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={bodyId} className="text-sm font-medium">
            Message
          </label>
          <textarea
            id={bodyId}
            rows={5}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${bodyId}-count`}
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs aria-invalid:border-destructive sm:text-sm"
          />
          <p
            id={`${bodyId}-count`}
            aria-live="polite"
            className={cn(
              'text-right text-xs tabular-nums',
              tooLong ? 'font-semibold text-destructive-strong' : 'text-muted-foreground',
            )}
          >
            {channel === 'sms' ? `${body.length} / ${SMS_MAX_LENGTH} characters` : `${body.length} characters`}
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={preview.isPending} disabled={tooLong}>
            {channel === 'sms' ? 'Send SMS' : 'Send e-mail'}
          </Button>
        </div>
      </form>
      <ConfirmBroadcastDialog
        preview={pending?.preview ?? null}
        channel={pending?.request.channel ?? channel}
        sending={send.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
      {!needsGroup && <BroadcastHistory groupId={groupId} />}
    </ScreenIntro>
  );
}
