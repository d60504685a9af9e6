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
import { formatCount, formatDateTime } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useOutbox, useSendTestEmail } from '../api/outbox.ts';
import { BackupCard } from './backup-card.tsx';
import { OutboxMessageView } from './outbox-message-view.tsx';

/** The test e-mail's address as typed; left empty, it goes to the signed-in admin. */
const testEmailForm = z
  .object({ to: z.string() })
  .transform(({ to }) => (to.trim() ? { to } : {}))
  .pipe(testEmailRequest);

/** /admin/tools: the outbox (e-mail and SMS), a test e-mail, a database backup and the font showcase. */
export function ToolsScreen() {
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
    <ScreenIntro
      title="Tools"
      description="Maintenance tools for administrators: the e-mail outbox, test e-mails, backups and the font showcase."
    >
      <div className="grid gap-3 lg:grid-cols-3">
        <section className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
          <h2 className="flex items-center gap-2 font-semibold">
            <Send className="size-4 text-primary" aria-hidden="true" /> Test e-mail
          </h2>
          <form
            className="flex flex-col gap-2"
            noValidate
            onSubmit={testForm.handleSubmit(({ to }) =>
              test
                .mutateAsync(to ?? '')
                .then((r) => notifyDone('Test e-mail queued', r.message))
                .catch((err: unknown) => notifyFailed('Not sent', err)),
            )}
          >
            <Field
              label="Send to"
              labelNote="(empty: to you)"
              type="email"
              error={testForm.formState.errors.to?.message}
              {...testForm.register('to')}
            />
            <Button type="submit" variant="secondary" loading={test.isPending}>
              Send test e-mail
            </Button>
          </form>
        </section>
        <BackupCard />
        <section className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
          <h2 className="flex items-center gap-2 font-semibold">
            <Type className="size-4 text-primary" aria-hidden="true" /> Fonts
          </h2>
          <p className="text-sm text-muted-foreground">Preview the typefaces members can choose in Settings.</p>
          <Link to={webPaths.adminFontShowcase} className={buttonClasses('secondary')}>
            Font showcase
          </Link>
        </section>
      </div>
      <section aria-labelledby="outbox-heading" className="flex flex-col gap-3">
        <h2 id="outbox-heading" className="text-lg font-semibold">
          Outbox
        </h2>
        {first && (
          <p className="text-sm text-muted-foreground">
            E-mail:{' '}
            {first.smtpConfigured
              ? 'sent through the SMTP server'
              : 'no SMTP server configured, messages are held here'}
            . SMS:{' '}
            {first.smsConfigured
              ? 'sent through the SMS provider'
              : 'no SMS provider configured, messages are held here'}
            .
          </p>
        )}
        <div className="grid grid-cols-2 gap-2 sm:w-max">
          <SelectField
            label="Channel"
            hideLabel
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={[
              { value: '', label: 'E-mail and SMS' },
              { value: 'email', label: 'E-mail' },
              { value: 'sms', label: 'SMS' },
            ]}
          />
          <SelectField
            label="Status"
            hideLabel
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: '', label: 'Any status' },
              ...['held', 'pending', 'sent', 'failed'].map((s) => ({ value: s, label: s })),
            ]}
          />
        </div>
        {outbox.isPending ? (
          <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />
        ) : outbox.isError ? (
          <ErrorState message={outbox.error.message} onRetry={() => void outbox.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Inbox} title="The outbox is empty">
            <p>Nothing matches these filters.</p>
          </EmptyState>
        ) : (
          <ul className="divide-y rounded-2xl border bg-card shadow-xs" aria-label="Outbox">
            {items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setOpen(m)}
                  className="flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-accent"
                >
                  <span className="w-12 shrink-0 text-xs font-semibold uppercase text-muted-foreground">
                    {m.kind === 'sms' ? 'SMS' : 'Mail'}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{m.subject ?? m.body}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {m.recipient} · {formatDateTime(m.createdAt, timeZone)}
                      {m.attempts > 0 && ` · ${formatCount(m.attempts, 'attempt')}`}
                      {m.attachments.length > 0 && ` · ${formatCount(m.attachments.length, 'attachment')}`}
                    </p>
                  </div>
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">{m.status}</span>
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
        title={open?.subject ?? 'SMS'}
        description={open ? `To ${open.recipient} · ${open.status}` : undefined}
        wide
      >
        {open && <OutboxMessageView item={open} />}
      </Dialog>
    </ScreenIntro>
  );
}
