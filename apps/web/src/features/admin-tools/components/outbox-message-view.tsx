import type { OutboxItem, OutboxMessage } from '@chapter/shared/admin-tools.schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { fileSize } from '../../../components/chat/chat-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { cn } from '../../../lib/cn.ts';
import { saveFile } from '../../../lib/download.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useOutboxMessage } from '../api/outbox.ts';
import { adminToolsMessages } from '../messages.ts';

/** "text/calendar" for "text/calendar; charset=utf-8": the parameters say nothing to a reader. */
const mediaType = (contentType: string) => contentType.split(';')[0]?.trim() || contentType;

/**
 * One outbox message in the Tools screen's dialog: the HTML version, when there is one, in a sandboxed frame
 * (docs/web-conventions.md "HTML from elsewhere"), the plain-text part, and the attachments to download.
 */
export function OutboxMessageView({ item }: { item: OutboxItem }) {
  const t = useMessages(adminToolsMessages);
  const whole = item.hasHtml || item.attachments.length > 0;
  const message = useOutboxMessage(item.id, whole);
  const [view, setView] = useState<'html' | 'text'>(item.hasHtml ? 'html' : 'text');
  return (
    <div className="flex flex-col gap-3 text-sm">
      {item.lastError && <p className="text-destructive-strong">{t('lastError', { error: item.lastError })}</p>}
      {item.hasHtml && (
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('show')}</legend>
          {(['html', 'text'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'min-h-9 rounded-lg border px-3 text-sm font-medium',
                view === v ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
              )}
            >
              {t('viewName', { view: v })}
            </button>
          ))}
        </fieldset>
      )}
      {view === 'text' ? (
        <pre className="rounded-lg bg-muted p-3 whitespace-pre-wrap break-words font-sans">{item.body}</pre>
      ) : message.isError ? (
        <ErrorState message={message.error.message} onRetry={() => void message.refetch()} />
      ) : message.data ? (
        <HtmlFrame html={message.data.html ?? ''} />
      ) : (
        <p className="text-muted-foreground">{t('loadingHtml')}</p>
      )}
      {item.attachments.length > 0 && <Attachments item={item} message={message.data} />}
    </div>
  );
}

/**
 * The e-mail's own HTML, isolated: `sandbox=""` runs no script, gives the frame an origin of its own (no cookies,
 * storage or app DOM), submits no form and navigates nothing outside it. The page's CSP applies inside too.
 */
function HtmlFrame({ html }: { html: string }) {
  const t = useMessages(adminToolsMessages);
  return (
    <iframe
      title={t('htmlFrame')}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="h-96 w-full rounded-lg border bg-white"
    />
  );
}

function Attachments({ item, message }: { item: OutboxItem; message: OutboxMessage | undefined }) {
  const t = useMessages(adminToolsMessages);
  return (
    <section aria-labelledby="outbox-attachments" className="flex flex-col gap-2">
      <h3 id="outbox-attachments" className="font-medium">
        {t('attachments')}
      </h3>
      <ul aria-label={t('attachments')} className="divide-y rounded-lg border">
        {item.attachments.map((a, i) => {
          const file = message?.attachments[i];
          return (
            <li key={a.filename} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{a.filename}</p>
                <p className="text-xs text-muted-foreground">
                  {mediaType(a.contentType)} · {fileSize(a.size)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('downloadFile', { file: a.filename })}
                disabled={!file}
                onClick={() => file && saveFile(new Blob([file.content], { type: file.contentType }), file.filename)}
              >
                <Download className="size-4" aria-hidden="true" /> {t('download')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
