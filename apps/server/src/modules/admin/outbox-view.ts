import type { OutboxItem, OutboxMessage } from '@chapter/shared/admin-tools.schemas';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/app-error.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import { findOutboxRow } from './admin.repository.ts';

/**
 * The outbox as the Tools screen shows it: the list names each e-mail's parts (text, whether there is HTML, the
 * files by name, type and size), and one message carries its HTML and the files' content. The web shows the HTML
 * in a sandboxed frame (docs/web-conventions.md "HTML from elsewhere").
 */

type OutboxRow = NonNullable<Awaited<ReturnType<typeof findOutboxRow>>>;

/** The stored attachments (lib/outbox.ts writes them as JSON); an unreadable list reads as none. */
function readAttachments(json: string | null): MailAttachment[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list as MailAttachment[]) : [];
  } catch {
    return [];
  }
}

const describeFile = (a: MailAttachment) => ({
  filename: a.filename,
  contentType: a.contentType,
  size: Buffer.byteLength(a.content ?? ''),
});

/** A row as the outbox list shows it. */
export function outboxItem(r: OutboxRow): OutboxItem {
  return {
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body_text,
    hasHtml: Boolean(r.body_html),
    attachments: readAttachments(r.attachments).map(describeFile),
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  };
}

/** One message whole; 404 when there is none. */
export async function outboxMessage(db: Db, id: number): Promise<OutboxMessage> {
  const row = await findOutboxRow(db, id);
  if (!row) throw notFound('Message');
  return {
    ...outboxItem(row),
    html: row.body_html,
    attachments: readAttachments(row.attachments).map((a) => ({ ...describeFile(a), content: a.content })),
  };
}
