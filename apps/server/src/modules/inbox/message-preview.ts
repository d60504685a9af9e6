import type { LanguageCode } from '@chapter/shared/languages';
import { inboxText } from './messages.ts';

/**
 * What a push shows of a message, in the recipient's language: its text, else what it carries ("Photo",
 * "3 attachments"), as the web app's list shows it (`messagePreview` in apps/web's components/chat/chat-text.ts).
 */
export function messagePreviewIn(
  content: string,
  attachments: readonly { kind: string }[] | undefined,
  language: LanguageCode,
): string {
  if (content.trim() || !attachments || attachments.length === 0) return content;
  return inboxText(language, 'preview', { count: attachments.length, kind: attachments[0]?.kind ?? 'pdf' });
}
