import type { LanguageCode } from '@chapter/shared/languages';
import * as webPaths from '@chapter/shared/web-paths';
import type { AppContext } from '../../lib/context.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { readSettings } from '../settings/settings.repository.ts';
import { inboxText } from './messages.ts';
import { claimNotice, selectUnreadForEmail } from './unread-email.repository.ts';

/** A member not seen for this long, with messages unread this long, is sent the summary. */
const AWAY_MS = 30 * 60_000;
const BATCH = 500;

interface Unread {
  recipient_id: number;
  email: string;
  name: string;
  conversation_id: number;
  sender_name: string;
  content: string;
  preferred_language: LanguageCode | null;
  group_language: LanguageCode | null;
}

/** The summary in the member's language, else their chapter's (docs/i18n.md "The server's texts"). */
function summaryEmail(appUrl: string, messages: Unread[], language: LanguageCode) {
  const senders = [...new Set(messages.map((m) => m.sender_name))];
  const lines = messages.map((m) => `${m.sender_name}: ${m.content.split('\n')[0]?.slice(0, 140) ?? ''}`);
  const count = messages.length;
  return {
    subject: inboxText(language, 'unreadSubject', { count, senders: senders.join(', ') }),
    text: inboxText(language, 'unreadBody', { count, lines: lines.join('\n'), link: `${appUrl}${webPaths.inbox}` }),
  };
}

/**
 * The unread-messages e-mail (docs/installable-app.md): a member who has not been seen for 30 minutes and has
 * messages unread for 30 minutes gets one e-mail summarising them, through the outbox, unless their "New messages"
 * e-mail setting is off; each conversation at most once a UTC day. Every process runs it every few minutes; the
 * claim per member, conversation and day makes each summary once.
 */
export class UnreadMessagesEmail {
  constructor(private readonly ctx: AppContext) {}

  /** Sends what is due; returns how many e-mails went to the outbox. */
  async sendDue(): Promise<number> {
    const { db, clock, config, mail } = this.ctx;
    const now = clock.now();
    const since = new Date(now.getTime() - AWAY_MS);
    const day = now.toISOString().slice(0, 10);
    const byMember = new Map<number, Unread[]>();
    for (const m of await selectUnreadForEmail(db, since, since, BATCH)) {
      byMember.set(m.recipient_id, [...(byMember.get(m.recipient_id) ?? []), m]);
    }
    let sent = 0;
    for (const [userId, messages] of byMember) {
      if ((await readSettings(db, userId)).notifications?.emailMessages === false) continue;
      const included: Unread[] = [];
      await db.transaction().execute(async (trx) => {
        for (const conversationId of new Set(messages.map((m) => m.conversation_id))) {
          if (await claimNotice(trx, userId, conversationId, day, now)) {
            included.push(...messages.filter((m) => m.conversation_id === conversationId));
          }
        }
        const first = messages[0];
        if (included.length === 0 || !first) return;
        const language = textLanguage(first.preferred_language, first.group_language);
        await mail.enqueue(trx, { to: first.email, ...summaryEmail(config.appUrl, included, language) });
        sent++;
      });
    }
    if (sent > 0) mail.flush();
    return sent;
  }
}
