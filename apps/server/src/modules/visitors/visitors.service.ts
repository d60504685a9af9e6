import { LOGIN_LINK_TTL_MS } from '@chapter/shared/constants';
import { hasPermission } from '@chapter/shared/permissions';
import {
  INVITATION_TTL_DAYS,
  type InvitationAnswer,
  type InvitationAnswerResult,
  type InviteVisitor,
  type MyVisit,
  type UpdateVisitor,
  type Visitor,
  type VisitorsPage,
} from '@chapter/shared/visitors.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, scopeGroup } from '../../kernel/group-scope.ts';
import { findUserByEmail, findUserName } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { issueLoginLink } from '../auth/login-links.repository.ts';
import { insertVisitor } from '../meetings/attendance.repository.ts';
import { meetingIcsAttachment } from '../meetings/ics.ts';
import { findMeeting, rsvpSummaries, upsertRsvp } from '../meetings/meetings.repository.ts';
import { updateMembership } from '../members/members.repository.ts';
import { InvitationBudget } from './invitation-budget.ts';
import { invitationMail } from './invitation-mail.ts';
import { createVisitorAccount } from './visitor-account.ts';
import { existingAccountEmail, meetingLines, visitorWelcomeEmail } from './visitor-emails.ts';
import {
  findInvitation,
  findNextGroupMeeting,
  findOpenVisitor,
  findOwnVisit,
  findVisitor,
  insertInvitation,
  markVisitorApplied,
  selectVisitorsPage,
  updateVisitorRow,
  useInvitation,
  type VisitorListRow,
} from './visitors.repository.ts';

type InvitationAction = InvitationAnswer['action'];

/** The device that answered, as a session records it. */
interface AnsweringClient {
  ip: string;
  userAgent: string | null;
}
/** Starts a session for a user (the auth module's, passed in: modules share through repositories only). */
type StartSession = (userId: number, client: AnsweringClient) => Promise<string>;

const LINK_HOURS = LOGIN_LINK_TTL_MS / 3_600_000;

/** Not answered yet and not expired: the only state in which a link still counts. */
const isOpen = (
  inv: { used_at: string | null; expires_at: string } | undefined,
  now: string,
): inv is NonNullable<typeof inv> => inv !== undefined && !inv.used_at && inv.expires_at > now;

/**
 * Accepting an invitation is the visitor's yes to the meeting it names, so hosts see them among those coming;
 * a meeting cancelled or over since the invitation gets no answer.
 */
async function rsvpInvitedMeeting(
  db: Db,
  meeting: { id: number; status: string; ends_at: string },
  userId: number,
  stamp: string,
): Promise<void> {
  if (meeting.status !== 'scheduled' || Date.parse(meeting.ends_at) < Date.parse(stamp)) return;
  await upsertRsvp(db, meeting.id, userId, 'attending', stamp);
}

/** Visitors: invitations with single-use links, follow-up, and applying for membership. */
export class VisitorsService {
  private readonly budget: InvitationBudget;

  constructor(
    private readonly ctx: AppContext,
    private readonly startSession: StartSession,
  ) {
    this.budget = new InvitationBudget(ctx);
  }

  private canEdit(caller: Principal, row: { invited_by: number | null; group_id: number }): boolean {
    if (row.invited_by === caller.userId) return true;
    return (
      inCallersGroup(caller, row.group_id) &&
      (hasPermission(caller, 'record_attendance') || hasPermission(caller, 'manage_members'))
    );
  }

  private present(caller: Principal, r: VisitorListRow): Visitor {
    // Approval happens in the member approvals queue; a visitor whose application was approved has joined.
    const joined = r.status === 'applied' && r.membership_status === 'active' && r.membership_role !== 'Visitor';
    return {
      id: r.id,
      groupId: r.group_id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      classification: r.classification,
      status: joined ? 'joined' : r.status,
      notes: r.notes,
      invitedById: r.invited_by,
      invitedByName: r.invited_by_name,
      meetingId: r.meeting_id,
      meetingTitle: r.meeting_title,
      meetingStartsAt: r.meeting_starts_at,
      firstVisitAt: r.first_visit_at,
      createdAt: r.created_at,
      canEdit: this.canEdit(caller, r),
    };
  }

  async list(
    caller: Principal,
    q: { scope: 'mine' | 'group'; status?: Visitor['status']; groupId?: number; cursor?: string; limit: number },
  ): Promise<VisitorsPage> {
    const filter =
      q.scope === 'mine'
        ? { invitedBy: caller.userId, status: q.status }
        : { groupId: scopeGroup(caller, q.groupId), status: q.status };
    const rows = await selectVisitorsPage(this.ctx.db, filter, decodeCursor(q.cursor), q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => this.present(caller, r)),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }

  /** Invites a visitor to an upcoming meeting of the caller's group and e-mails the single-use links. */
  async invite(caller: Principal, body: InviteVisitor): Promise<Visitor> {
    const meeting = await findMeeting(this.ctx.db, body.meetingId);
    if (!meeting || !inCallersGroup(caller, meeting.group_id)) throw notFound('Meeting');
    const now = this.ctx.clock.now();
    if (meeting.status === 'cancelled' || Date.parse(meeting.ends_at) < now.getTime()) {
      throw new AppError('CONFLICT', 'Choose an upcoming meeting', {
        details: [{ field: 'meetingId', message: 'This meeting is over or cancelled' }],
      });
    }
    const email = body.email.toLowerCase();
    if (await findOpenVisitor(this.ctx.db, meeting.group_id, email)) {
      throw new AppError('CONFLICT', `${email} has already been invited`, {
        details: [{ field: 'email', message: 'Already invited' }],
      });
    }
    // Spent once the invitation is known to be sendable: a refused duplicate or past meeting costs nothing.
    await this.budget.spend(caller.userId, meeting.group_id);
    const stamp = toStamp(now);
    const token = randomToken();
    const inviterName = await findUserName(this.ctx.db, caller.userId);
    if (inviterName === undefined) throw notFound('User');
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await insertVisitor(trx, {
        group_id: meeting.group_id,
        invited_by: caller.userId,
        meeting_id: meeting.id,
        user_id: null,
        name: body.name,
        email,
        phone: body.phone ?? null,
        company: body.company ?? null,
        classification: body.classification ?? null,
        status: 'invited',
        notes: null,
        first_visit_meeting_id: null,
        first_visit_at: null,
        created_at: stamp,
        updated_at: stamp,
      });
      await insertInvitation(trx, row.id, hashToken(token), stamp, toStamp(addDays(now, INVITATION_TTL_DAYS)));
      await this.ctx.mail.enqueue(
        trx,
        invitationMail({
          appUrl: this.ctx.config.appUrl,
          token,
          meeting,
          visitor: { name: body.name, email },
          inviterName,
          message: body.message ?? null,
          now,
        }),
      );
      return row.id;
    });
    this.ctx.mail.flush();
    return this.get(caller, id);
  }

  private async get(caller: Principal, id: number): Promise<Visitor> {
    const row = await findVisitor(this.ctx.db, id);
    if (!row || (row.invited_by !== caller.userId && !inCallersGroup(caller, row.group_id))) {
      throw notFound('Visitor');
    }
    return this.present(caller, row);
  }

  async update(caller: Principal, id: number, body: UpdateVisitor): Promise<Visitor> {
    const row = await findVisitor(this.ctx.db, id);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Visitor');
    if (!this.canEdit(caller, row)) throw new AppError('PERMISSION_DENIED', 'Only the inviter or a leader can edit');
    if (body.meetingId) {
      const meeting = await findMeeting(this.ctx.db, body.meetingId);
      if (meeting?.group_id !== row.group_id) throw notFound('Meeting');
    }
    await updateVisitorRow(this.ctx.db, id, {
      ...(body.status && { status: body.status }),
      ...(body.notes !== undefined && { notes: body.notes }),
      ...(body.meetingId !== undefined && { meeting_id: body.meetingId }),
      updated_at: toStamp(this.ctx.clock.now()),
    });
    return this.get(caller, id);
  }

  /**
   * Where the e-mailed link lands: the confirm screen while the invitation is open, else "already processed".
   * Changes nothing, so a mail scanner that follows the link cannot answer for the visitor.
   */
  async landing(token: string, action: InvitationAction): Promise<string> {
    const inv = await findInvitation(this.ctx.db, hashToken(token));
    const open = isOpen(inv, toStamp(this.ctx.clock.now()));
    const answer = open ? { action, token } : { action, alreadyProcessed: true };
    return `${this.ctx.config.appUrl}${webPath(webPaths.visitorResponse, answer)}`;
  }

  /**
   * The visitor's confirmed answer; single use, so a second answer (either way) is "already processed".
   * Accepting records their RSVP and e-mails a confirmation with the meeting's .ics and a one-time sign-in link
   * (for another device). Someone new gets a Visitor account with no password and is signed in on this device at
   * once: the invitation reached their address, which is all a one-time link proves. An existing account is not
   * signed in by an invitation (it may be forwarded, and lives 14 days); it gets the e-mailed link, as before.
   */
  async respond(token: string, action: InvitationAction, client: AnsweringClient): Promise<InvitationAnswerResult> {
    const inv = await findInvitation(this.ctx.db, hashToken(token));
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    if (!isOpen(inv, stamp)) return { outcome: 'alreadyProcessed' };
    const answered = await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await useInvitation(trx, inv.id, action, stamp))) return null;
      if (action === 'decline') {
        // A second-visit invitation declined leaves the visitor where their first visit put them.
        if (inv.status === 'invited') {
          await updateVisitorRow(trx, inv.visitor_id, { status: 'declined', updated_at: stamp });
        }
        return { newUserId: null, meetingId: null };
      }
      const appUrl = this.ctx.config.appUrl;
      const loginUrl = `${appUrl}${webPaths.login}`;
      const meeting = inv.meeting_id === null ? undefined : await findMeeting(trx, inv.meeting_id);
      const existing = await findUserByEmail(trx, inv.email);
      const userId = existing?.id ?? (await createVisitorAccount(trx, inv, now));
      const signIn = { signInUrl: await this.signInUrl(trx, userId, meeting?.id ?? null, now), linkHours: LINK_HOURS };
      // The chapter's language, or the one an existing account chose.
      const language = textLanguage(existing?.preferred_language, inv.group_language);
      const common = {
        groupName: inv.group_name,
        meeting: meeting ? meetingLines(meeting, language) : null,
        loginUrl,
        language,
      };
      const content = existing
        ? existingAccountEmail({ ...common, ...signIn, name: existing.name })
        : visitorWelcomeEmail({ ...common, ...signIn, name: inv.name });
      await this.ctx.mail.enqueue(trx, {
        to: inv.email,
        ...content,
        attachments: meeting ? [meetingIcsAttachment(meeting, appUrl, now, language)] : null,
      });
      await updateVisitorRow(trx, inv.visitor_id, {
        ...(['invited', 'declined', 'no-show'].includes(inv.status) && { status: 'accepted' as const }),
        user_id: userId,
        updated_at: stamp,
      });
      if (meeting) await rsvpInvitedMeeting(trx, meeting, userId, stamp);
      return { newUserId: existing ? null : userId, meetingId: meeting?.id ?? null };
    });
    this.ctx.mail.flush();
    if (!answered) return { outcome: 'alreadyProcessed' };
    if (action === 'decline') return { outcome: 'declined' };
    if (answered.newUserId === null) return { outcome: 'accepted' };
    const session = await this.startSession(answered.newUserId, client);
    const next =
      answered.meetingId === null ? webPaths.home : webPath(webPaths.meeting, { meetingId: answered.meetingId });
    return { outcome: 'accepted', signIn: { token: session, next } };
  }

  /** The web page that redeems a one-time link: opening it changes nothing until the visitor taps to sign in. */
  private async signInUrl(db: Db, userId: number, meetingId: number | null, now: Date): Promise<string> {
    return `${this.ctx.config.appUrl}${webPath(webPaths.welcome, { token: await issueLoginLink(db, userId, meetingId, now) })}`;
  }

  /**
   * What a signed-in visitor's home shows: who invited them and the meeting they are coming to, or the group's
   * next one once theirs is over or cancelled. 404 for an account that was never invited.
   */
  async mine(caller: Principal): Promise<MyVisit> {
    const visit = await findOwnVisit(this.ctx.db, caller.userId);
    if (!visit) throw notFound('Visit');
    const now = toStamp(this.ctx.clock.now());
    const own =
      visit.meeting_id !== null && visit.meeting_status === 'scheduled' && (visit.meeting_ends_at ?? '') > now;
    const meetingId = own
      ? visit.meeting_id
      : ((await findNextGroupMeeting(this.ctx.db, visit.group_id, now))?.id ?? null);
    const meeting = meetingId === null ? undefined : await findMeeting(this.ctx.db, meetingId);
    const rsvp = meeting ? (await rsvpSummaries(this.ctx.db, [meeting.id], caller.userId)).mine.get(meeting.id) : null;
    return {
      groupName: visit.group_name,
      invitedByName: visit.invited_by_name ?? null,
      meeting: meeting
        ? {
            id: meeting.id,
            title: meeting.title,
            startsAt: meeting.starts_at,
            endsAt: meeting.ends_at,
            timezone: meeting.timezone,
            location: meeting.location,
            onlineLink: meeting.online_link,
          }
        : null,
      rsvp: rsvp ?? null,
    };
  }

  /** A signed-in Visitor applies: the membership becomes a pending Member application in the approvals queue. */
  async apply(caller: Principal, classification: string | null | undefined): Promise<{ message: string }> {
    if (caller.role !== 'Visitor' || caller.groupId === null) {
      throw new AppError('CONFLICT', 'Only a visitor of a group can apply to join it');
    }
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateMembership(trx, caller.userId, {
        role: 'Member',
        status: 'pending',
        classification: classification ?? null,
        updated_at: stamp,
      });
      await markVisitorApplied(trx, caller.userId, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: caller.groupId,
        action: 'visitor.applied',
        targetType: 'user',
        targetId: caller.userId,
        summary: `Visitor applied for membership${classification ? ` as ${classification}` : ''}`,
        at: stamp,
      });
    });
    return { message: 'Your application was sent to the group’s leadership' };
  }
}
