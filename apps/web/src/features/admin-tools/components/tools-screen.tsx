import { type OutboxItem, testEmailRequest } from '@chapter/shared/admin-tools.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { Inbox, Send, Type } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDateTime } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useOutbox, useSendTestEmail } from '../api/outbox.ts';
import { adminToolsMessages } from '../messages.ts';
import { BackupCard } from './backup-card.tsx';
import { OutboxMessageView } from './outbox-message-view.tsx';

/** The test e-mail's address as typed; left empty, it goes to the signed-in admin. */
const testEmailForm = z
  .object({ to: z.string() })
  .transform(({ to }) => (to.trim() ? { to } : {}))
  .pipe(testEmailRequest);

/** /admin/tools: the outbox (e-mail and SMS), a test e-mail, a database backup and the font showcase. */
export function ToolsScreen() {
  const t = useMessages(adminToolsMessages);
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const testForm = useSchemaForm(testEmailForm, { to: '' });
  const [open, setOpen] = useState<OutboxItem | null>(null);
  const outbox = useOutbox(kind, status);
  const timeZone = useGroupTimeZone();
  const test = useSendTestEmail();
  const first = outbox.data?.pages[0];
  const items = outbox.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ScreenIntro title={t('toolsTitle')} description={t('toolsIntro')}>
      <div className="grid gap-3 lg:grid-cols-3">
        <section className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
          <h2 className="flex items-center gap-2 font-semibold">
            <Send className="size-4 text-primary" aria-hidden="true" /> {t('testEmail')}
          </h2>
          <form
            className="flex flex-col gap-2"
            noValidate
            onSubmit={testForm.handleSubmit(({ to }) =>
              test
                .mutateAsync(to ?? '')
                .then((r) => notifyDone(adminToolsMessages.text('testEmailQueued'), r.message))
                .catch((err: unknown) => notifyFailed(adminToolsMessages.text('notSent'), err)),
            )}
          >
            <Field
              label={t('sendTo')}
              labelNote={t('sendToNote')}
              type="email"
              error={testForm.formState.errors.to?.message}
              {...testForm.register('to')}
            />
            <Button type="submit" variant="secondary" loading={test.isPending}>
              {t('sendTestEmail')}
            </Button>
          </form>
        </section>
        <BackupCard />
        <section className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
          <h2 className="flex items-center gap-2 font-semibold">
            <Type className="size-4 text-primary" aria-hidden="true" /> {t('fonts')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('fontsIntro')}</p>
          <Link to={webPaths.adminFontShowcase} className={buttonClasses('secondary')}>
            {t('fontShowcase')}
          </Link>
        </section>
      </div>
      <section aria-labelledby="outbox-heading" className="flex flex-col gap-3">
        <h2 id="outbox-heading" className="text-lg font-semibold">
          {t('outbox')}
        </h2>
        {first && (
          <p className="text-sm text-muted-foreground">
            {t('emailDelivery', { configured: first.smtpConfigured ? 'yes' : 'no' })}{' '}
            {t('smsDelivery', { configured: first.smsConfigured ? 'yes' : 'no' })}
          </p>
        )}
        <div className="grid grid-cols-2 gap-2 sm:w-max">
          <SelectField
            label={t('channel')}
            hideLabel
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={['', 'email', 'sms'].map((value) => ({ value, label: t('channelName', { kind: value }) }))}
          />
          <SelectField
            label={t('status')}
            hideLabel
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: '', label: t('anyStatus') },
              ...['held', 'pending', 'sent', 'failed'].map((s) => ({
                value: s,
                label: t('statusName', { status: s }),
              })),
            ]}
          />
        </div>
        {outbox.isPending ? (
          <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />
        ) : outbox.isError ? (
          <ErrorState message={outbox.error.message} onRetry={() => void outbox.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Inbox} title={t('outboxEmpty')}>
            <p>{t('nothingMatches')}</p>
          </EmptyState>
        ) : (
          <ul className="divide-y rounded-2xl border bg-card shadow-xs" aria-label={t('outbox')}>
            {items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setOpen(m)}
                  className="flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-accent"
                >
                  <span className="w-12 shrink-0 text-xs font-semibold uppercase text-muted-foreground">
                    {t('kindShort', { kind: m.kind })}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{m.subject ?? m.body}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {m.recipient} · {formatDateTime(m.createdAt, timeZone)}
                      {m.attempts > 0 && ` · ${t('attempts', { count: m.attempts })}`}
                      {m.attachments.length > 0 && ` · ${t('attachmentCount', { count: m.attachments.length })}`}
                    </p>
                  </div>
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                    {t('statusName', { status: m.status })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <ShowMore list={outbox} />
      </section>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.subject ?? t('sms')}
        description={
          open
            ? t('messageTo', { recipient: open.recipient, status: t('statusName', { status: open.status }) })
            : undefined
        }
        wide
      >
        {open && <OutboxMessageView item={open} />}
      </Dialog>
    </ScreenIntro>
  );
}
