import { hasAnyPermission } from '@chapter/shared/permissions';
import {
  VISITOR_LEADER_PERMISSIONS,
  type VisitorFollowUp,
  type VisitorTask,
  type VisitorTasksFilter,
  type VisitorTasksPage,
  type VisitorTemplate,
  type VisitorTemplateRequest,
} from '@chapter/shared/visitor-follow-up.schemas';
import { INVITATION_TTL_DAYS } from '@chapter/shared/visitors.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, scopeGroup, targetGroup } from '../../kernel/group-scope.ts';
import { findUserName } from '../../kernel/users.repository.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { findMeeting } from '../meetings/meetings.repository.ts';
import {
  completeOpenTask,
  findGroupMember,
  findTask,
  selectTasksPage,
  selectVisitorTasks,
  setHost,
  setTaskDone,
  type TaskRow,
} from './follow-up.repository.ts';
import { InvitationBudget } from './invitation-budget.ts';
import { invitationMail } from './invitation-mail.ts';
import { deleteTemplate, findGroupBasics, saveTemplate } from './thank-you.repository.ts';
import { chapterTemplate } from './thank-you-emails.ts';
import { visitorTimeline } from './visitor-timeline.ts';
import { findVisitor, insertInvitation, updateVisitorRow } from './visitors.repository.ts';

/**
 * The visitor's journey after the meeting (docs/visitors.md): the chapter's thank-you template, the host and their
 * tasks, and the visitor's timeline. Leaders are the holders of record_attendance or manage_members; a host sees and
 * completes their own visitors' tasks.
 */
export class VisitorFollowUpService {
  private readonly budget: InvitationBudget;

  constructor(private readonly ctx: AppContext) {
    this.budget = new InvitationBudget(ctx);
  }

  private isLeader(caller: Principal, groupId: number): boolean {
    return inCallersGroup(caller, groupId) && hasAnyPermission(caller, VISITOR_LEADER_PERMISSIONS);
  }

  private async group(caller: Principal, groupId: number | undefined) {
    const group = await findGroupBasics(this.ctx.db, targetGroup(caller, groupId));
    if (!group) throw notFound('Group');
    return group;
  }

  async template(caller: Principal, groupId: number | undefined): Promise<VisitorTemplate> {
    const group = await this.group(caller, groupId);
    return chapterTemplate(this.ctx.db, group.id, group.language);
  }

  async saveTemplate(
    caller: Principal,
    groupId: number | undefined,
    body: VisitorTemplateRequest,
  ): Promise<VisitorTemplate> {
    const group = await this.group(caller, groupId);
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      const row = { group_id: group.id, subject: body.subject, body: body.body, updated_by: caller.userId };
      await saveTemplate(trx, { ...row, updated_at: stamp });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: group.id,
        action: 'visitor.template_saved',
        targetType: 'group',
        targetId: group.id,
        summary: 'Changed the visitor thank-you e-mail',
        at: stamp,
      });
    });
    return chapterTemplate(this.ctx.db, group.id, group.language);
  }

  /** Back to the default words in the chapter's language. */
  async resetTemplate(caller: Principal, groupId: number | undefined): Promise<VisitorTemplate> {
    const group = await this.group(caller, groupId);
    await deleteTemplate(this.ctx.db, group.id);
    return chapterTemplate(this.ctx.db, group.id, group.language);
  }

  private presentTask(r: TaskRow, now: string): VisitorTask {
    return {
      id: r.id,
      visitorId: r.visitor_id,
      visitorName: r.visitor_name,
      kind: r.kind as VisitorTask['kind'],
      assigneeId: r.assignee_id,
      assigneeName: r.assignee_name,
      dueAt: r.due_at,
      doneAt: r.done_at,
      overdue: r.done_at === null && r.due_at < now,
    };
  }

  /** Mine: the tasks given to me. Group: every task of the group (leaders). */
  async tasks(caller: Principal, q: VisitorTasksFilter): Promise<VisitorTasksPage> {
    const filter =
      q.scope === 'mine'
        ? { assigneeId: caller.userId, done: q.state === 'done' }
        : { groupId: this.leaderGroup(caller, q.groupId), done: q.state === 'done' };
    const rows = await selectTasksPage(this.ctx.db, filter, decodeCursor(q.cursor), q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    const now = toStamp(this.ctx.clock.now());
    return {
      items: page.map((r) => this.presentTask(r, now)),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.due_at, last.id]) : null,
    };
  }

  private leaderGroup(caller: Principal, groupId: number | undefined): number | undefined {
    const group = scopeGroup(caller, groupId);
    if (!hasAnyPermission(caller, VISITOR_LEADER_PERMISSIONS)) {
      throw new AppError('PERMISSION_DENIED', 'Only a leader sees every visitor task');
    }
    return group;
  }

  /** The host marks a task done (or open again); a leader may do it for them. */
  async updateTask(caller: Principal, taskId: number, done: boolean): Promise<VisitorTask> {
    const task = await findTask(this.ctx.db, taskId);
    if (!task || !inCallersGroup(caller, task.group_id)) throw notFound('Task');
    if (task.assignee_id !== caller.userId && !this.isLeader(caller, task.group_id)) {
      throw new AppError('PERMISSION_DENIED', 'Only the host or a leader can change this task');
    }
    const now = toStamp(this.ctx.clock.now());
    await setTaskDone(this.ctx.db, taskId, done ? now : null, done ? caller.userId : null);
    const updated = await findTask(this.ctx.db, taskId);
    if (!updated) throw notFound('Task');
    return this.presentTask(updated, now);
  }

  /** The visitor's host, tasks and timeline: for the inviter, the host and leaders. */
  async followUp(caller: Principal, visitorId: number): Promise<VisitorFollowUp> {
    const visitor = await findVisitor(this.ctx.db, visitorId);
    if (!visitor || !inCallersGroup(caller, visitor.group_id)) throw notFound('Visitor');
    const hostId = visitor.host_id ?? visitor.invited_by;
    if (caller.userId !== hostId && caller.userId !== visitor.invited_by && !this.isLeader(caller, visitor.group_id)) {
      throw notFound('Visitor');
    }
    const host = hostId === null ? undefined : await findGroupMember(this.ctx.db, visitor.group_id, hostId);
    const tasks = await selectVisitorTasks(this.ctx.db, visitorId);
    const now = toStamp(this.ctx.clock.now());
    return {
      visitorId,
      hostId,
      hostName: host?.name ?? (hostId === visitor.invited_by ? visitor.invited_by_name : null),
      timeline: await visitorTimeline(this.ctx.db, visitor, tasks),
      tasks: tasks.map((t) => this.presentTask(t, now)),
    };
  }

  /** A leader gives the visitor to another member, who takes over the open tasks. */
  async setHost(caller: Principal, visitorId: number, hostId: number): Promise<VisitorFollowUp> {
    const visitor = await findVisitor(this.ctx.db, visitorId);
    if (!visitor || !inCallersGroup(caller, visitor.group_id)) throw notFound('Visitor');
    const host = await findGroupMember(this.ctx.db, visitor.group_id, hostId);
    if (!host) {
      throw validationError('Choose an active member of the chapter', [
        { field: 'hostId', message: 'Choose an active member of the chapter' },
      ]);
    }
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await setHost(trx, visitorId, hostId, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: visitor.group_id,
        action: 'visitor.host_changed',
        targetType: 'visitor',
        targetId: visitorId,
        summary: `${host.name} hosts the visitor ${visitor.name}`,
        at: stamp,
      });
    });
    return this.followUp(caller, visitorId);
  }

  /**
   * The second-visit invitation: a new pair of single-use links to a coming meeting, e-mailed as the first invitation
   * was (from the member who sends it), by the host, the inviter or a leader. It completes the host's
   * "invite to a second visit" task and shows in the timeline.
   */
  async secondVisit(
    caller: Principal,
    visitorId: number,
    body: { meetingId: number; message?: string | null | undefined },
  ): Promise<VisitorFollowUp> {
    const visitor = await findVisitor(this.ctx.db, visitorId);
    if (!visitor || !inCallersGroup(caller, visitor.group_id)) throw notFound('Visitor');
    const hostId = visitor.host_id ?? visitor.invited_by;
    if (caller.userId !== hostId && caller.userId !== visitor.invited_by && !this.isLeader(caller, visitor.group_id)) {
      throw new AppError('PERMISSION_DENIED', 'Only the host or a leader can invite this visitor again');
    }
    if (!visitor.email) throw new AppError('CONFLICT', 'This visitor left no e-mail address');
    const meeting = await findMeeting(this.ctx.db, body.meetingId);
    if (meeting?.group_id !== visitor.group_id) throw notFound('Meeting');
    const now = this.ctx.clock.now();
    if (meeting.status === 'cancelled' || Date.parse(meeting.starts_at) < now.getTime()) {
      throw new AppError('CONFLICT', 'Choose an upcoming meeting', {
        details: [{ field: 'meetingId', message: 'This meeting is over or cancelled' }],
      });
    }
    await this.budget.spend(caller.userId, visitor.group_id);
    const inviterName = await findUserName(this.ctx.db, caller.userId);
    if (inviterName === undefined) throw notFound('User');
    const stamp = toStamp(now);
    const token = randomToken();
    await this.ctx.db.transaction().execute(async (trx) => {
      await insertInvitation(trx, visitorId, hashToken(token), stamp, toStamp(addDays(now, INVITATION_TTL_DAYS)));
      await updateVisitorRow(trx, visitorId, { meeting_id: meeting.id, updated_at: stamp });
      await completeOpenTask(trx, visitorId, 'second-visit', stamp, caller.userId);
      await this.ctx.mail.enqueue(
        trx,
        invitationMail({
          appUrl: this.ctx.config.appUrl,
          token,
          meeting,
          visitor,
          inviterName,
          message: body.message ?? null,
          now,
        }),
      );
    });
    this.ctx.mail.flush();
    return this.followUp(caller, visitorId);
  }
}
