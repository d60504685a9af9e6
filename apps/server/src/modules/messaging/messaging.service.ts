import type { LanguageCode } from '@chapter/shared/languages';
import {
  type Audience,
  type BroadcastDetail,
  type BroadcastPage,
  type BroadcastPreview,
  type BroadcastRecipient,
  type BroadcastSent,
  type BroadcastSummary,
  type broadcastRequest,
  NOT_IN_ALL_MEMBERS,
  type Quota,
  SMS_MAX_LENGTH,
} from '@chapter/shared/messaging.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { z } from 'zod';
import { toStamp } from '../../db/sql-values.ts';
import { scopeGroup, targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { normalisePhone } from '../../lib/sms.ts';
import { postAnnouncement, publishAnnouncement } from '../chapter-channel/channel-post.ts';
import { findGroup } from '../groups/groups.repository.ts';
import { textLanguagesOf } from '../notifications/text-languages.ts';
import { messagingText } from './messages.ts';
import {
  type BroadcastRow,
  countSmsSince,
  findBroadcast,
  insertBroadcast,
  insertRecipients,
  selectAudience,
  selectBroadcastPage,
  selectRecipients,
} from './messaging.repository.ts';

type SendInput = z.output<typeof broadcastRequest>;
type Skip = 'opted_out' | 'no_phone' | 'no_email';

const OPT_OUT_KEY = { sms: 'notifications.smsAnnouncements', email: 'notifications.emailAnnouncements' } as const;
const SKIP_TEXT: Record<Skip, string> = {
  opted_out: 'Opted out of announcements',
  no_phone: 'No valid phone number',
  no_email: 'No e-mail address',
};

const startOfUtcDay = (d: Date) => toStamp(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())));

/**
 * A message to all members is the leadership speaking to the chapter: it also goes into the chapter channel,
 * pinned, unless the leader says not to. A message to some roles or chosen members never does, since the
 * channel is read by everyone (docs/chapter-channel.md "Announcements").
 */
const postsToChannel = (input: SendInput) => input.audience.type === 'all' && input.postToChannel !== false;

/** The announcement as the channel shows it: an e-mail's subject on its own line above the text. */
const channelText = (input: SendInput) =>
  input.channel === 'email' && input.subject ? `${input.subject}\n\n${input.body}` : input.body;

function describeAudience(a: Audience): string {
  if (a.type === 'all') return 'All members';
  if (a.type === 'roles') return `Roles: ${a.roles.join(', ')}`;
  return `${a.userIds.length} chosen member${a.userIds.length === 1 ? '' : 's'}`;
}

/** SMS and e-mail broadcasts to a group's members (send_sms), with opt-outs, a daily SMS cap and delivery status. */
export class MessagingService {
  constructor(private readonly ctx: AppContext) {}

  async quota(caller: Principal, requested: number | undefined): Promise<Quota> {
    const groupId = targetGroup(caller, requested);
    const used = await countSmsSince(this.ctx.db, groupId, startOfUtcDay(this.ctx.clock.now()));
    const cap = this.ctx.config.smsDailyCap;
    return {
      smsConfigured: this.ctx.mail.smsConfigured,
      dailyCap: cap,
      usedToday: used,
      remaining: Math.max(0, cap - used),
    };
  }

  /** What a send with this input would do — recipients, skips and the exact text — without sending anything. */
  async preview(caller: Principal, input: SendInput): Promise<BroadcastPreview> {
    const plan = await this.plan(caller, input);
    return {
      audience: describeAudience(input.audience),
      recipientCount: plan.deliverable.length,
      skipped: plan.planned.flatMap((p) => (p.skip ? [{ name: p.member.name, reason: SKIP_TEXT[p.skip] }] : [])),
      subject: plan.subject,
      text: plan.text,
      waitsForProvider: this.waitsForProvider(input.channel),
      postsToChannel: postsToChannel(input),
    };
  }

  /**
   * Sends one message to the chosen active members of the group. Opted-out members and those without a usable
   * address are recorded as skipped; an SMS broadcast that would pass the group's daily cap is refused whole.
   */
  async send(caller: Principal, input: SendInput): Promise<BroadcastSent> {
    const { groupId, planned, deliverable, subject, textFor } = await this.plan(caller, input);
    const a = input.audience;
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    let announcementId: number | undefined;
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      if (input.channel === 'sms') {
        const used = await countSmsSince(trx, groupId, startOfUtcDay(now), this.ctx.dialect === 'postgres');
        const cap = this.ctx.config.smsDailyCap;
        if (used + deliverable.length > cap) {
          throw new AppError(
            'DAILY_CAP_REACHED',
            `This would send ${deliverable.length} SMS, but only ${Math.max(0, cap - used)} of today's ${cap} are left. Send to fewer members or wait until tomorrow (UTC).`,
          );
        }
      }
      const broadcastId = await insertBroadcast(trx, {
        group_id: groupId,
        sender_id: caller.userId,
        channel: input.channel,
        audience: describeAudience(a),
        subject: input.channel === 'email' ? (input.subject ?? null) : null,
        body: input.body,
        recipient_count: deliverable.length,
        skipped_count: planned.length - deliverable.length,
        created_at: stamp,
      });
      // Every copy in one insert: the transaction's length does not grow with the chapter.
      const sent = planned.filter((p) => p.skip === null && p.address);
      const outboxIds = await this.ctx.mail.enqueueBroadcast(
        trx,
        input.channel,
        sent.map((p) => ({
          to: p.address as string,
          subject: input.channel === 'email' ? (subject ?? '') : null,
          text: textFor(p.member.id),
        })),
      );
      const outboxOf = new Map(sent.map((p, i) => [p, outboxIds[i] ?? null]));
      const rows = planned.map((p) => ({
        broadcast_id: broadcastId,
        user_id: p.member.id,
        address: p.address,
        outbox_id: outboxOf.get(p) ?? null,
        skipped_reason: p.skip,
      }));
      await insertRecipients(trx, rows);
      if (postsToChannel(input)) {
        announcementId = await postAnnouncement(trx, this.ctx.dialect, {
          groupId,
          senderId: caller.userId,
          content: channelText(input),
          now: stamp,
        });
      }
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId,
        action: input.channel === 'sms' ? 'messaging.sms_sent' : 'messaging.email_sent',
        targetType: 'broadcast',
        targetId: broadcastId,
        summary: `${input.channel === 'sms' ? 'SMS' : `E-mail "${input.subject ?? ''}"`} to ${describeAudience(a)}: ${deliverable.length} queued, ${planned.length - deliverable.length} skipped`,
        at: stamp,
      });
      return broadcastId;
    });
    this.ctx.mail.flush();
    if (announcementId !== undefined) await publishAnnouncement(this.ctx, announcementId);
    const broadcast = await this.detail(caller, id);
    const outcome = outcomeMessage(
      input.channel,
      deliverable.length,
      planned.length - deliverable.length,
      this.waitsForProvider(input.channel),
    );
    return {
      broadcast,
      message: announcementId === undefined ? outcome : `${outcome} Also posted and pinned in the chapter channel.`,
    };
  }

  /** Without a provider for the channel, messages are kept ("held") in the outbox until one is configured. */
  private waitsForProvider(channel: SendInput['channel']): boolean {
    return channel === 'sms' ? !this.ctx.mail.smsConfigured : !this.ctx.config.smtpUrl;
  }

  /** The chosen members, who of them can be reached on the channel, and the text as they will get it. */
  private async plan(caller: Principal, input: SendInput) {
    const groupId = targetGroup(caller, input.groupId);
    const group = await findGroup(this.ctx.db, groupId);
    if (!group) throw notFound('Group');
    const everyone = await selectAudience(this.ctx.db, groupId, OPT_OUT_KEY[input.channel]);
    const a = input.audience;
    const chosen =
      a.type === 'all'
        ? everyone.filter((m) => !(NOT_IN_ALL_MEMBERS as readonly string[]).includes(m.role))
        : a.type === 'roles'
          ? everyone.filter((m) => (a.roles as string[]).includes(m.role))
          : everyone.filter((m) => a.userIds.includes(m.id));
    if (a.type === 'members' && chosen.length !== new Set(a.userIds).size) {
      throw notFound('Member');
    }
    if (chosen.length === 0) {
      throw new AppError('VALIDATION_ERROR', 'No active member matches this audience', {
        details: [{ field: 'audience', message: 'No active member matches' }],
      });
    }
    const planned = chosen.map((m) => {
      const address = input.channel === 'sms' ? normalisePhone(m.phone) : m.email;
      const skip: Skip | null =
        m.opt_in === 'false' ? 'opted_out' : address ? null : input.channel === 'sms' ? 'no_phone' : 'no_email';
      return { member: m, address, skip };
    });
    const deliverable = planned.filter((p) => p.skip === null);
    const sms = input.channel === 'sms';
    // An e-mail ends with why the member gets it and where to turn it off, in each member's language (their own,
    // else the chapter's); the preview shows the chapter's.
    const settingsUrl = `${this.ctx.config.appUrl}${webPath(webPaths.settings, { category: 'notifications' })}`;
    const textIn = (language: LanguageCode) =>
      sms
        ? `${group.name}: ${input.body}`.slice(0, SMS_MAX_LENGTH)
        : `${input.body}\n\n${messagingText(language, 'emailFooter', { group: group.name, url: settingsUrl })}`;
    const text = textIn(textLanguage(null, group.language));
    const languages = sms
      ? new Map<number, LanguageCode>()
      : await textLanguagesOf(
          this.ctx.db,
          deliverable.map((p) => p.member.id),
        );
    const textFor = (memberId: number) => (sms ? text : textIn(languages.get(memberId) ?? 'en'));
    const subject = sms ? null : `${group.name}: ${input.subject ?? ''}`;
    return { groupId, planned, deliverable, subject, text, textFor };
  }

  async list(caller: Principal, params: { groupId?: number; cursor?: string; limit: number }): Promise<BroadcastPage> {
    const groupId = scopeGroup(caller, params.groupId);
    const before = decodeCursor(params.cursor);
    const rows = await selectBroadcastPage(this.ctx.db, groupId, before, params.limit + 1);
    const page = rows.slice(0, params.limit);
    const recipients = await selectRecipients(
      this.ctx.db,
      page.map((r) => r.id),
    );
    const last = page.at(-1);
    return {
      items: page.map((r) => this.summary(r, recipients.filter((x) => x.broadcast_id === r.id).map(presentRecipient))),
      nextCursor: rows.length > params.limit && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }

  async detail(caller: Principal, broadcastId: number): Promise<BroadcastDetail> {
    const row = await findBroadcast(this.ctx.db, broadcastId);
    if (!row || (!caller.isAdmin && row.group_id !== caller.groupId)) throw notFound('Message');
    const recipients = (await selectRecipients(this.ctx.db, [row.id])).map(presentRecipient);
    return { ...this.summary(row, recipients), recipients };
  }

  private summary(r: BroadcastRow, recipients: BroadcastRecipient[]): BroadcastSummary {
    const statusCounts: Record<string, number> = {};
    for (const x of recipients) statusCounts[x.status] = (statusCounts[x.status] ?? 0) + 1;
    return {
      id: r.id,
      channel: r.channel,
      audience: r.audience,
      subject: r.subject,
      body: r.body,
      senderName: r.sender_name,
      groupId: r.group_id,
      recipientCount: r.recipient_count,
      skippedCount: r.skipped_count,
      statusCounts,
      createdAt: r.created_at,
    };
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The result of a send in a leader's words: how many went out or wait for a provider, and who was skipped. */
function outcomeMessage(channel: SendInput['channel'], queued: number, skipped: number, waiting: boolean): string {
  const what = channel === 'sms' ? plural(queued, 'SMS', 'SMS') : plural(queued, 'e-mail', 'e-mails');
  const first = waiting
    ? `${what} ${queued === 1 ? 'is' : 'are'} waiting to send: no ${channel === 'sms' ? 'SMS provider' : 'e-mail server'} is set up yet, so they go out once one is.`
    : `Sending ${what} now.`;
  if (!skipped) return first;
  const why = channel === 'sms' ? 'no phone number or opted out' : 'no e-mail address or opted out';
  return `${first} ${plural(skipped, 'person was', 'people were')} skipped (${why}).`;
}

function presentRecipient(r: Awaited<ReturnType<typeof selectRecipients>>[number]): BroadcastRecipient {
  const skipped = r.skipped_reason as Skip | null;
  return {
    userId: r.user_id,
    name: r.name,
    address: r.address,
    status: skipped ? 'skipped' : (r.status ?? 'pending'),
    detail: skipped ? SKIP_TEXT[skipped] : r.last_error,
    sentAt: r.sent_at,
  };
}
