import { formatNumber } from '@chapter/shared/format';
import { answerOf } from '../../lib/api-error.ts';
import { formatLocale } from '../../lib/i18n/catalogue.ts';
import { chatMessages } from './messages.ts';

/**
 * Words the conversation screens compute rather than show as written: a file's size, the line that stands for a
 * message of files alone, and why a message was not sent. Each reads the active language when it is called.
 */

/** "220 bytes", "47 KB", "1.5 MB" ("1,5 MB" in German): a file's size, as the composer and the thread show it. */
export function fileSize(bytes: number): string {
  const digits = (n: number, fraction = 0) =>
    formatNumber(n, formatLocale(), {
      useGrouping: false,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
  if (bytes < 1024) return chatMessages.text('fileSize', { unit: 'bytes', size: digits(bytes) });
  if (bytes < 1024 * 1024) return chatMessages.text('fileSize', { unit: 'kb', size: digits(Math.round(bytes / 1024)) });
  const mb = bytes / 1024 / 1024;
  return chatMessages.text('fileSize', { unit: 'mb', size: mb < 10 ? digits(mb, 1) : digits(Math.round(mb)) });
}

/** The text of a message, or for one of files alone what they are: "Photo", "Contact card", "PDF", "3 attachments". */
export function messagePreview(content: string, attachments: readonly { kind: string }[] | undefined): string {
  if (content.trim() || !attachments || attachments.length === 0) return content;
  return chatMessages.text('preview', { count: attachments.length, kind: attachments[0]?.kind });
}

/**
 * Why a change was not made, for the line under what was not sent: the server's reason when it answered, else
 * "Not sent: no connection" (or not saved, not uploaded).
 */
export function unsentReason(err: unknown, action: 'sent' | 'saved' | 'uploaded' = 'sent'): string {
  return answerOf(err)?.message ?? chatMessages.text('noConnection', { action });
}
