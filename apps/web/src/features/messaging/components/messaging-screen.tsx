import { BROADCAST_CHANNELS, SMS_MAX_LENGTH } from '@chapter/shared/messaging.labels';
import { type BroadcastPreview, type BroadcastRequest, broadcastRequest } from '@chapter/shared/messaging.schemas';
import { ROLES } from '@chapter/shared/roles';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { usePreviewBroadcast, useQuota, useSendBroadcast } from '../api/broadcasts.ts';
import { useMemberSearch } from '../api/group-members.ts';
import { messagingMessages } from '../messages.ts';
import { BroadcastHistory } from './broadcast-history.tsx';
import { ConfirmBroadcastDialog } from './confirm-broadcast-dialog.tsx';

interface Props {
  /** For platform admins: the groups to choose from. */
  groups?: Array<{ id: number; name: string }>;
}

/**
 * The message as the form holds it, sent as the shared broadcast request: its rules (a message, an SMS's length, an
 * e-mail's subject, at least one role or member) and their words are the server's.
 */
const broadcastForm = z
  .object({
    channel: z.enum(BROADCAST_CHANNELS),
    kind: z.enum(['all', 'roles', 'members']),
    roles: z.array(z.enum(ROLES)),
    members: z.array(z.object({ id: z.number(), name: z.string() })),
    subject: z.string(),
    body: z.string(),
    postToChannel: z.boolean(),
  })
  .transform(
    ({ channel, kind, roles, members, subject, body, postToChannel }): BroadcastRequest => ({
      channel,
      audience:
        kind === 'all'
          ? { type: 'all' }
          : kind === 'roles'
            ? { type: 'roles', roles }
            : { type: 'members', userIds: members.map((m) => m.id) },
      body,
      ...(channel === 'email' && { subject }),
      ...(kind === 'all' && { postToChannel }),
    }),
  )
  .pipe(broadcastRequest);

const EMPTY = {
  channel: 'sms' as const,
  kind: 'all' as const,
  roles: [],
  members: [],
  subject: '',
  body: '',
  postToChannel: true,
};

/** /admin/messaging: SMS (≤480 characters, daily cap, opt-outs) and e-mail to all, roles or chosen members. */
export function MessagingScreen({ groups }: Props) {
  const t = useMessages(messagingMessages);
  const roleName = useRoleName();
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const needsGroup = groups !== undefined && groupId === undefined;
  const form = useSchemaForm(broadcastForm, EMPTY);
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const { register } = form;
  const [channel, kind, chosen, body] = form.watch(['channel', 'kind', 'members', 'body']);
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const quota = useQuota(groupId, !needsGroup);
  const search = useMemberSearch(q.trim(), groupId);
  const preview = usePreviewBroadcast();
  const send = useSendBroadcast();
  const [pending, setPending] = useState<{ request: BroadcastRequest; preview: BroadcastPreview } | null>(null);
  const bodyId = useId();
  const tooLong = channel === 'sms' && body.length > SMS_MAX_LENGTH;
  // The shared rule names the request's audience; its problems show beside the role and member choices.
  const audience = (errors as { audience?: { roles?: { message?: string }; userIds?: { message?: string } } }).audience;
  const audienceError = audience?.roles?.message ?? audience?.userIds?.message;

  const submit = form.handleSubmit(async (parsed) => {
    setFailure(null);
    if (needsGroup) return setFailure(t('chooseGroupFirst'));
    const request: BroadcastRequest = { ...parsed, ...(groupId && { groupId }) };
    try {
      // Nothing is sent yet: the leader first sees the message, its recipients and the head count.
      setPending({ request, preview: await preview.mutateAsync(request) });
    } catch (err) {
      setFailure(failureReason(err));
    }
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const res = await send.mutateAsync(pending.request);
      const title = pending.preview.waitsForProvider
        ? t('waitingToast')
        : t('sentToast', { channel: pending.request.channel });
      notifyDone(title, res.message);
      form.setValue('body', '');
      form.setValue('subject', '');
    } catch (err) {
      setFailure(failureReason(err));
    }
    setPending(null);
  };

  return (
    <ScreenIntro title={t('title')} description={t('description')}>
      {groups && (
        <SelectField
          label={t('group')}
          value={groupId ? String(groupId) : ''}
          onChange={(e) => setGroupId(e.target.value ? Number(e.target.value) : undefined)}
          options={[
            { value: '', label: t('chooseGroup') },
            ...groups.map((g) => ({ value: String(g.id), label: g.name })),
          ]}
          className="max-w-sm"
        />
      )}
      {quota.data && (
        <Banner
          variant={quota.data.smsConfigured ? 'info' : 'warning'}
          title={t('smsLeft', {
            remaining: formatNumber(quota.data.remaining),
            cap: formatNumber(quota.data.dailyCap),
          })}
          urgent={false}
        >
          {quota.data.smsConfigured ? t('smsConfigured') : t('smsNotConfigured')}
        </Banner>
      )}
      <form noValidate className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-xs" onSubmit={submit}>
        {failure && (
          <Banner variant="destructive" title={t('notSent')} onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        )}
        <div
          role="radiogroup"
          aria-label={t('channel')}
          className="flex w-full gap-1 rounded-xl border bg-muted/60 p-1 sm:w-max"
        >
          {(['sms', 'email'] as const).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={channel === c}
              onClick={() => form.setValue('channel', c)}
              className={cn(
                'flex-1 rounded-lg px-4 py-2 text-sm font-medium',
                channel === c ? 'bg-card shadow-xs' : 'text-muted-foreground',
              )}
            >
              {t('channelName', { channel: c })}
            </button>
          ))}
        </div>
        <SelectField
          label={t('sendTo')}
          {...register('kind')}
          options={[
            { value: 'all', label: t('audienceAll') },
            { value: 'roles', label: t('audienceRoles') },
            { value: 'members', label: t('audienceMembers') },
          ]}
        />
        {kind === 'roles' && (
          <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <legend className="mb-1 text-sm font-medium">{t('roles')}</legend>
            {ROLES.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" value={r} {...register('roles')} />
                {roleName(r)}
              </label>
            ))}
          </fieldset>
        )}
        {kind === 'all' && (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4" {...register('postToChannel')} />
            <span>
              {t('postToChannel')}
              <span className="block text-xs text-muted-foreground">{t('postToChannelHint')}</span>
            </span>
          </label>
        )}
        {audienceError && kind !== 'all' && (
          <p role="alert" className="text-xs font-medium text-destructive-strong">
            {audienceError}
          </p>
        )}
        {kind === 'members' && (
          <div className="flex flex-col gap-2">
            <Field
              label={t('findMembers')}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('findPlaceholder')}
            />
            {chosen.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={t('chosenMembers')}>
                {chosen.map((c) => (
                  <li key={c.id} className="flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm">
                    {c.name}
                    <button
                      type="button"
                      aria-label={t('remove', { name: c.name })}
                      onClick={() =>
                        form.setValue(
                          'members',
                          chosen.filter((x) => x.id !== c.id),
                        )
                      }
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ul className="max-h-48 divide-y overflow-y-auto rounded-xl border" aria-label={t('matchingMembers')}>
              {(search.data?.items ?? [])
                .filter((m) => !chosen.some((c) => c.id === m.id))
                .map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className="flex w-full items-center justify-between px-3 py-2 text-start text-sm hover:bg-accent"
                      onClick={() => form.setValue('members', [...chosen, { id: m.id, name: m.name }])}
                    >
                      <span>{m.name}</span>
                      <span className="text-muted-foreground">{roleName(m.role)}</span>
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        )}
        {channel === 'email' && <Field label={t('subject')} maxLength={200} {...field('subject')} />}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={bodyId} className="text-sm font-medium">
            {t('message')}
          </label>
          <textarea
            id={bodyId}
            rows={5}
            {...register('body')}
            aria-invalid={tooLong || Boolean(errors.body) || undefined}
            aria-describedby={`${bodyId}-count`}
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs aria-invalid:border-destructive sm:text-sm"
          />
          <p
            id={`${bodyId}-count`}
            aria-live="polite"
            className={cn(
              'text-end text-xs tabular-nums',
              tooLong ? 'font-semibold text-destructive-strong' : 'text-muted-foreground',
            )}
          >
            {channel === 'sms'
              ? t('smsCount', { count: body.length, max: SMS_MAX_LENGTH })
              : t('characters', { count: body.length })}
          </p>
          {errors.body && <p className="text-xs font-medium text-destructive-strong">{errors.body.message}</p>}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={preview.isPending} disabled={tooLong}>
            {t('sendButton', { channel })}
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
