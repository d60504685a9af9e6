import type {
  CreateSubstitution,
  Substitution,
  SubstitutionNote,
  SubstitutionsPage,
} from '@chapter/shared/meetings.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, scopeGroup } from '../../kernel/group-scope.ts';
import { findUserName } from '../../kernel/users.repository.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Notifier } from '../../lib/notifier.ts';
import type { Principal } from '../../lib/principal.ts';
import { selectGroupHolders } from '../../lib/principal.ts';
import { tellingsInLanguages } from '../notifications/text-languages.ts';
import { upsertAttendance } from './attendance.repository.ts';
import { substituteEmail, substitutionDecidedEmail } from './meeting-emails.ts';
import { presentSubstitution } from './meetings.presenter.ts';
import { upsertRsvp } from './meetings.repository.ts';
import type { MeetingsService } from './meetings.service.ts';
import { meetingsText } from './messages.ts';
import {
  decideSubstitution,
  deletePendingSubstitution,
  deleteRejectedSubstitution,
  findSubstitution,
  insertSubstitution,
  selectPendingPage,
  selectSubstituteAccounts,
} from './substitutions.repository.ts';

const note = (n: SubstitutionNote): string => JSON.stringify(n);

/** A member who cannot attend names a substitute; approve_substitutes decides. */
export class SubstitutionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly meetings: MeetingsService,
    private readonly notifier?: Notifier,
  ) {}

  async accounts(caller: Principal) {
    if (caller.groupId === null) return { items: [] };
    const rows = await selectSubstituteAccounts(this.ctx.db, caller.groupId);
    return { items: rows.map((r) => ({ userId: r.id, name: r.name, email: r.email })) };
  }

  /** Only members of the meeting's group (not visitors or substitutes) name a substitute, before it ends. */
  async create(caller: Principal, meetingId: number, body: CreateSubstitution): Promise<Substitution> {
    const m = await this.meetings.visible(caller, meetingId);
    if (caller.groupId !== m.group_id || caller.role === 'Visitor' || caller.role === 'Substitute') {
      throw new AppError('PERMISSION_DENIED', 'Only members of the group can name a substitute');
    }
    const now = this.ctx.clock.now();
    if (m.status === 'cancelled' || Date.parse(m.ends_at) < now.getTime()) {
      throw new AppError('CONFLICT', 'This meeting is over or cancelled');
    }
    let substituteId: number | null = null;
    let name = body.substituteName ?? '';
    let email: string | null = body.substituteEmail ?? null;
    if (body.substituteUserId !== undefined) {
      const account = (await selectSubstituteAccounts(this.ctx.db, m.group_id)).find(
        (a) => a.id === body.substituteUserId,
      );
      if (!account) {
        throw validationError('Choose one of the group’s substitutes', [
          { field: 'substituteUserId', message: 'Not a substitute of this group' },
        ]);
      }
      substituteId = account.id;
      name = account.name;
      email = account.email;
    }
    const stamp = toStamp(now);
    const content = body.content ?? '';
    let id: number;
    try {
      id = await this.ctx.db.transaction().execute(async (trx) => {
        await deleteRejectedSubstitution(trx, meetingId, caller.userId);
        const row = await insertSubstitution(trx, {
          meeting_id: meetingId,
          group_id: m.group_id,
          member_id: caller.userId,
          substitute_user_id: substituteId,
          substitute_name: name,
          substitute_email: email,
          door_substitute_id: null,
          note: note({ substituteId, substituteName: name, substitutionStatus: 'pending', content }),
          status: 'pending',
          decided_by: null,
          decided_at: null,
          decision_reason: null,
          created_at: stamp,
          updated_at: stamp,
        });
        // Naming a substitute means the member will not come.
        await upsertRsvp(trx, meetingId, caller.userId, 'not_attending', stamp);
        return row.id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'You already named a substitute for this meeting');
      throw err;
    }
    // The leaders who approve substitutes hear that one waits (the member naming them does not decide).
    if (this.notifier) {
      const memberName = await findUserName(this.ctx.db, caller.userId);
      const approvers = await selectGroupHolders(this.ctx.db, m.group_id, 'approve_substitutes');
      const tellings = await tellingsInLanguages(
        this.ctx.db,
        approvers.map((a) => a.id).filter((approverId) => approverId !== caller.userId),
        (language) => ({
          kind: 'approval',
          title: meetingsText(language, 'substituteWaiting'),
          body: meetingsText(language, 'substituteNamedFor', {
            member: memberName ?? meetingsText(language, 'aMember'),
            substitute: name,
            title: m.title,
          }),
          link: webPaths.adminApprovals,
          tag: `substitution-${id}`,
        }),
      );
      await this.notifier.notifyEach(tellings);
    }
    return this.get(id);
  }

  private async get(id: number): Promise<Substitution> {
    const row = await findSubstitution(this.ctx.db, id);
    if (!row) throw notFound('Substitution');
    return presentSubstitution(row);
  }

  /** A pending substitution of the caller's group that someone else asked for: nobody decides on their own. */
  private async decidable(caller: Principal, id: number) {
    const row = await findSubstitution(this.ctx.db, id);
    if (row?.status !== 'pending' || !inCallersGroup(caller, row.group_id)) throw notFound('Substitution');
    if (row.member_id === caller.userId) {
      throw new AppError('PERMISSION_DENIED', 'Another leader decides on your own substitution');
    }
    return row;
  }

  async withdraw(caller: Principal, id: number): Promise<{ message: string }> {
    if (!(await deletePendingSubstitution(this.ctx.db, id, caller.userId))) throw notFound('Substitution');
    return { message: 'Substitution withdrawn' };
  }

  async pending(
    caller: Principal,
    q: { groupId?: number; cursor?: string; limit: number },
  ): Promise<SubstitutionsPage> {
    const rows = await selectPendingPage(
      this.ctx.db,
      scopeGroup(caller, q.groupId),
      decodeCursor(q.cursor),
      q.limit + 1,
      caller.userId,
    );
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map(presentSubstitution),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }

  /** Approves: the member is recorded as S for the meeting and the substitute gets the meeting's details. */
  async approve(caller: Principal, id: number): Promise<{ message: string }> {
    const row = await this.decidable(caller, id);
    const stamp = toStamp(this.ctx.clock.now());
    const meeting = {
      title: row.meeting_title,
      starts_at: row.meeting_starts_at,
      timezone: row.meeting_timezone,
      location: row.meeting_location,
      online_link: row.meeting_online_link,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      const n = note({
        substituteId: row.substitute_user_id,
        substituteName: row.substitute_name,
        substitutionStatus: 'approved',
        content: presentSubstitution(row).content,
      });
      const decided = await decideSubstitution(trx, id, {
        status: 'approved',
        note: n,
        decided_by: caller.userId,
        decision_reason: null,
        at: stamp,
      });
      if (!decided) throw notFound('Substitution');
      await upsertAttendance(trx, {
        meeting_id: row.meeting_id,
        user_id: row.member_id,
        group_id: row.group_id,
        meeting_starts_at: row.meeting_starts_at,
        status: 'substitute',
        recorded_by: caller.userId,
        recorded_at: stamp,
      });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'substitution.approved',
        targetType: 'substitution',
        targetId: id,
        summary: `${row.substitute_name} substitutes for ${row.member_name} at ${row.meeting_title} (${row.meeting_starts_at.slice(0, 10)})`,
        at: stamp,
      });
      if (row.substitute_email) {
        const language = textLanguage(row.substitute_language, row.group_language);
        await this.ctx.mail.enqueue(trx, {
          to: row.substitute_email,
          ...substituteEmail(meeting, row.member_name, row.substitute_name, this.ctx.config.appUrl, language),
        });
      }
      await this.ctx.mail.enqueue(trx, {
        to: row.member_email,
        ...substitutionDecidedEmail(
          meeting,
          row.substitute_name,
          { approved: true },
          textLanguage(row.member_language, row.group_language),
        ),
      });
    });
    this.ctx.mail.flush();
    return { message: `${row.substitute_name} approved as substitute for ${row.member_name}` };
  }

  async reject(caller: Principal, id: number, reason: string): Promise<{ message: string }> {
    const row = await this.decidable(caller, id);
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      const n = note({
        substituteId: row.substitute_user_id,
        substituteName: row.substitute_name,
        substitutionStatus: 'rejected',
        content: presentSubstitution(row).content,
      });
      const decided = await decideSubstitution(trx, id, {
        status: 'rejected',
        note: n,
        decided_by: caller.userId,
        decision_reason: reason,
        at: stamp,
      });
      if (!decided) throw notFound('Substitution');
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'substitution.rejected',
        targetType: 'substitution',
        targetId: id,
        summary: `${row.substitute_name} for ${row.member_name} at ${row.meeting_title} rejected: ${reason}`,
        at: stamp,
      });
      await this.ctx.mail.enqueue(trx, {
        to: row.member_email,
        ...substitutionDecidedEmail(
          { title: row.meeting_title, starts_at: row.meeting_starts_at, timezone: row.meeting_timezone },
          row.substitute_name,
          { approved: false, reason },
          textLanguage(row.member_language, row.group_language),
        ),
      });
    });
    this.ctx.mail.flush();
    return { message: 'Substitution rejected' };
  }
}
