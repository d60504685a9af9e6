import type { LanguageCode } from '@chapter/shared/languages';
import { fillVisitorTemplate, type VisitorTemplate } from '@chapter/shared/visitor-follow-up.schemas';
import type { Db } from '../../db/kysely.ts';
import type { AppContext } from '../../lib/context.ts';
import { emailParts } from '../../lib/email-html.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { addLocalDays, localParts, zonedToUtc } from '../../lib/zoned-time.ts';
import { formatMeetingTime } from '../meetings/meeting-emails.ts';
import { visitorsText } from './messages.ts';
import { claimFollowUpEmail, findMeetingAfter, findTemplate, selectVisitsToThank } from './thank-you.repository.ts';

const DAY_MS = 86_400_000;
/** The thank-you goes from this local time on the day after the visit… */
const SEND_FROM = '09:00';
/** …for this many days; a visit found later (a server down for a week) is not thanked weeks late. */
const SEND_DAYS = 3;

/** The default thank-you in a language, its placeholders left in (the values are the placeholders themselves). */
function defaultThankYou(language: LanguageCode): { subject: string; body: string } {
  const keep = Object.fromEntries(
    ['visitorName', 'chapterName', 'hostName', 'inviterName', 'nextMeeting'].map((p) => [p, `{${p}}`]),
  );
  return {
    subject: visitorsText(language, 'thankYouSubject', keep),
    body: visitorsText(language, 'thankYouBody', keep),
  };
}

/** The chapter's own template, or the default in its language. */
export async function chapterTemplate(db: Db, groupId: number, language: LanguageCode): Promise<VisitorTemplate> {
  const own = await findTemplate(db, groupId);
  if (own) return { subject: own.subject, body: own.body, isDefault: false, updatedAt: own.updated_at };
  return { ...defaultThankYou(language), isDefault: true, updatedAt: null };
}

/** Whether a visit at `startsAt` is thanked now: from 09:00 on the next local day, for three days. */
function thankYouDue(startsAt: string, timezone: string, now: Date): boolean {
  const visitDay = localParts(new Date(startsAt), timezone).date;
  const from = zonedToUtc(addLocalDays(visitDay, 1), SEND_FROM, timezone);
  const until = zonedToUtc(addLocalDays(visitDay, 1 + SEND_DAYS), '00:00', timezone);
  return now >= from && now < until;
}

type Visit = Awaited<ReturnType<typeof selectVisitsToThank>>[number];

/**
 * The thank-you e-mail the day after a visit (docs/visitors.md "Thank-you e-mail"): each visitor checked in at a
 * meeting gets the chapter's template, filled in, once per meeting, in their own language where they chose one
 * (else the chapter's) when the chapter kept the default words. Every process runs this job; the claim row per
 * visitor, meeting and kind, inserted in the transaction that writes the e-mail to the outbox, makes each e-mail
 * once (the pattern of modules/meetings/reminder-emails.ts).
 */
export class VisitorThankYouEmails {
  constructor(private readonly ctx: AppContext) {}

  /** Writes the thank-you e-mails due now to the outbox; returns how many. */
  async sendDue(): Promise<number> {
    const { db, clock, mail } = this.ctx;
    const now = clock.now();
    const since = new Date(now.getTime() - (SEND_DAYS + 2) * DAY_MS);
    const visits = (await selectVisitsToThank(db, since, now, 'thank-you')).filter((v) =>
      thankYouDue(v.starts_at, v.timezone, now),
    );
    const templates = new Map<number, Awaited<ReturnType<typeof findTemplate>>>();
    const nextMeetings = new Map<number, Awaited<ReturnType<typeof findMeetingAfter>>>();
    let sent = 0;
    for (const visit of visits) {
      if (!templates.has(visit.group_id)) templates.set(visit.group_id, await findTemplate(db, visit.group_id));
      if (!nextMeetings.has(visit.group_id)) {
        nextMeetings.set(visit.group_id, await findMeetingAfter(db, visit.group_id, now));
      }
      const message = this.thankYou(visit, templates.get(visit.group_id), nextMeetings.get(visit.group_id));
      await db.transaction().execute(async (trx) => {
        const claim = { visitorId: visit.visitor_id, meetingId: visit.meeting_id, kind: 'thank-you' as const };
        if (!(await claimFollowUpEmail(trx, claim, now))) return;
        await mail.enqueue(trx, { to: visit.email, ...message });
        sent++;
      });
    }
    if (sent > 0) mail.flush();
    return sent;
  }

  private thankYou(
    v: Visit,
    own: Awaited<ReturnType<typeof findTemplate>>,
    next: Awaited<ReturnType<typeof findMeetingAfter>>,
  ) {
    const language = textLanguage(v.preferred_language, v.group_language);
    const template = own ?? defaultThankYou(language);
    const nextMeeting = next
      ? visitorsText(language, 'nextMeetingLine', {
          title: next.title,
          when: formatMeetingTime(next.starts_at, next.timezone, formatLocaleOf(language)),
        })
      : visitorsText(language, 'nextMeetingSoon');
    const values = {
      visitorName: v.visitor_name,
      chapterName: v.group_name,
      hostName: v.host_name ?? v.inviter_name ?? v.group_name,
      inviterName: v.inviter_name ?? v.group_name,
      nextMeeting,
    };
    const subject = fillVisitorTemplate(template.subject, values);
    const paragraphs = fillVisitorTemplate(template.body, values)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    return {
      subject,
      ...emailParts(
        subject,
        paragraphs.map((paragraph) => ({ paragraph })),
      ),
    };
  }
}
