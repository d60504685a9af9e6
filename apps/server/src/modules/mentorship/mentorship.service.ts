import type {
  MentorCard,
  MentorProfileInput,
  MentorSearchFilter,
  MentorSearchPage,
  Mentorship,
  MentorshipActionResult,
  MentorshipApply,
  MentorshipAssign,
  MentorshipEvent,
  MentorshipsFilter,
  MentorshipsPage,
  MyMentorProfile,
} from '@chapter/shared/mentorship.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Db } from '../../db/kysely.ts';
import { flag, isSet, toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, scopeGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import { textLanguageOf, textLanguagesOf } from '../notifications/text-languages.ts';
import { presentMentor, presentMentorship } from './mentorship.presenter.ts';
import {
  countMentorships,
  countPendingFor,
  deleteMentorProfile,
  findActiveMember,
  findMentor,
  findMentorship,
  findUserName,
  insertMentorship,
  lockMentorProfile,
  type MentorshipRow,
  selectMentorshipsPage,
  selectMentorsPage,
  transitionMentorship,
  upsertMentorProfile,
} from './mentorship.repository.ts';
import { acceptedEmail, appliedEmail, assignedEmail, completedEmail, declinedEmail } from './mentorship-emails.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);
const mentorFull = (name: string) => conflict(`${name} has no free mentee place at the moment.`);

/** Mentor profiles, search, applications, the mentor's decision, leaders' direct assignment and completion. */
export class MentorshipService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Db {
    return this.ctx.db;
  }

  /** The caller's own group: mentoring happens between members of one group. */
  private ownGroup(caller: Principal): number {
    if (caller.groupId === null)
      throw new AppError('PERMISSION_DENIED', 'Only members of a group take part in mentorship');
    return caller.groupId;
  }

  async myProfile(caller: Principal): Promise<MyMentorProfile> {
    const row = await findMentor(this.db, caller.userId);
    return { profile: row ? presentMentor(row) : null };
  }

  /** Opts in as a mentor, or changes the profile; a capacity below the active mentees is refused. */
  async saveProfile(caller: Principal, body: MentorProfileInput): Promise<MyMentorProfile> {
    const groupId = this.ownGroup(caller);
    const active = await countMentorships(this.db, caller.userId, 'active');
    if (body.capacity < active) {
      throw new AppError('VALIDATION_ERROR', `You mentor ${active} members now; the capacity cannot be lower.`, {
        details: [{ field: 'capacity', message: `At least ${active} (your active mentees)` }],
      });
    }
    await upsertMentorProfile(
      this.db,
      {
        user_id: caller.userId,
        group_id: groupId,
        expertise: body.expertise,
        bio: body.bio ?? null,
        capacity: body.capacity,
        accepting: flag(body.accepting ?? true),
      },
      toStamp(this.ctx.clock.now()),
    );
    return this.myProfile(caller);
  }

  /** Opts out; applications still waiting must be answered first so no mentee is left hanging. */
  async removeProfile(caller: Principal): Promise<{ message: string }> {
    if ((await countPendingFor(this.db, caller.userId)) > 0) {
      throw conflict('Answer your pending mentorship applications before you stop mentoring.');
    }
    if (!(await deleteMentorProfile(this.db, caller.userId))) throw notFound('Mentor profile');
    return { message: 'You are no longer listed as a mentor' };
  }

  async search(caller: Principal, q: MentorSearchFilter): Promise<MentorSearchPage> {
    const groupId = scopeGroup(caller, q.groupId);
    const rows = await selectMentorsPage(this.db, { ...q, groupId }, decodeCursor(q.cursor), q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map(presentMentor),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.name, last.user_id]) : null,
    };
  }

  async mentor(caller: Principal, userId: number): Promise<MentorCard> {
    const row = await findMentor(this.db, userId);
    if (row?.membership_status !== 'active' || !inCallersGroup(caller, row.group_id)) throw notFound('Mentor');
    return presentMentor(row);
  }

  async list(caller: Principal, q: MentorshipsFilter): Promise<MentorshipsPage> {
    let filter: { userId?: number; groupId?: number; status?: Mentorship['status'] };
    if (q.scope === 'group') {
      if (!hasPermission(caller, 'manage_members')) throw new AppError('PERMISSION_DENIED', 'Permission denied');
      filter = { groupId: scopeGroup(caller, q.groupId), status: q.status };
    } else {
      filter = { userId: caller.userId, status: q.status };
    }
    const rows = await selectMentorshipsPage(this.db, filter, decodeCursor(q.cursor), q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => presentMentorship(caller, r)),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.updated_at, last.id]) : null,
    };
  }

  /** A mentee applies: the mentor is e-mailed and both sides get a live update. */
  async apply(caller: Principal, body: MentorshipApply): Promise<MentorshipActionResult> {
    const groupId = this.ownGroup(caller);
    const mentor = await findMentor(this.db, body.mentorId);
    if (mentor?.membership_status !== 'active' || mentor.group_id !== groupId) throw notFound('Mentor');
    if (mentor.user_id === caller.userId) throw conflict('You cannot be your own mentor.');
    if (!isSet(mentor.accepting)) throw conflict(`${mentor.name} is not taking new mentees at the moment.`);
    if (Number(mentor.active_count) >= mentor.capacity) throw mentorFull(mentor.name);
    const mentee = await findActiveMember(this.db, caller.userId);
    if (!mentee) throw new AppError('PERMISSION_DENIED', 'Only members of a group take part in mentorship');
    const stamp = toStamp(this.ctx.clock.now());
    const id = await this.insertOpen(mentor.name, async (trx) => {
      const newId = await insertMentorship(trx, {
        group_id: groupId,
        mentor_id: mentor.user_id,
        mentee_id: caller.userId,
        status: 'pending',
        goals: body.goals,
        message: body.message ?? null,
        assigned_by: null,
        created_at: stamp,
        updated_at: stamp,
        started_at: null,
      });
      const to = await findUserName(trx, mentor.user_id);
      if (to)
        await this.ctx.mail.enqueue(trx, {
          to: to.email,
          ...appliedEmail(this.ctx.config.appUrl, mentee.name, body.goals, await textLanguageOf(trx, mentor.user_id)),
        });
      return newId;
    });
    return this.done(caller, id, `Your application was sent to ${mentor.name}`);
  }

  /** A leader (manage_members) pairs two active members of a group directly; it starts active. */
  async assign(caller: Principal, body: MentorshipAssign): Promise<MentorshipActionResult> {
    if (body.mentorId === body.menteeId) throw conflict('A member cannot mentor themself.');
    const [mentor, mentee] = await Promise.all([
      findActiveMember(this.db, body.mentorId),
      findActiveMember(this.db, body.menteeId),
    ]);
    if (!mentor || !inCallersGroup(caller, mentor.group_id)) throw notFound('Mentor');
    if (!mentee || mentee.group_id !== mentor.group_id) throw notFound('Mentee');
    const profile = await findMentor(this.db, mentor.id);
    if (profile && Number(profile.active_count) >= profile.capacity) throw mentorFull(mentor.name);
    const leader = (await findUserName(this.db, caller.userId))?.name;
    // Both members' languages in one query.
    const languages = await textLanguagesOf(this.db, [mentor.id, mentee.id]);
    const stamp = toStamp(this.ctx.clock.now());
    const id = await this.insertOpen(mentor.name, async (trx) => {
      const newId = await insertMentorship(trx, {
        group_id: mentor.group_id,
        mentor_id: mentor.id,
        mentee_id: mentee.id,
        status: 'active',
        goals: body.goals,
        message: null,
        assigned_by: caller.userId,
        created_at: stamp,
        updated_at: stamp,
        started_at: stamp,
      });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: mentor.group_id,
        action: 'mentorship.assigned',
        targetType: 'mentorship',
        targetId: newId,
        summary: `${mentor.name} assigned as mentor of ${mentee.name}`,
        at: stamp,
      });
      const url = this.ctx.config.appUrl;
      await this.ctx.mail.enqueue(trx, {
        to: mentor.email,
        ...assignedEmail(url, mentee.name, true, leader, languages.get(mentor.id) ?? 'en'),
      });
      await this.ctx.mail.enqueue(trx, {
        to: mentee.email,
        ...assignedEmail(url, mentor.name, false, leader, languages.get(mentee.id) ?? 'en'),
      });
      return newId;
    });
    return this.done(caller, id, `${mentor.name} now mentors ${mentee.name}`);
  }

  /** The mentor accepts a pending application while a place is free. */
  async accept(caller: Principal, id: number): Promise<MentorshipActionResult> {
    const row = await this.visible(caller, id);
    if (row.mentor_id !== caller.userId) throw new AppError('PERMISSION_DENIED', 'Only the mentor can accept');
    const stamp = toStamp(this.ctx.clock.now());
    const language = await textLanguageOf(this.db, row.mentee_id);
    await this.db.transaction().execute(async (trx) => {
      await lockMentorProfile(trx, this.ctx.dialect, row.mentor_id);
      const profile = await findMentor(trx, row.mentor_id);
      if (profile && Number(profile.active_count) >= profile.capacity) throw mentorFull('You');
      const moved = await transitionMentorship(trx, id, 'pending', {
        status: 'active',
        started_at: stamp,
        updated_at: stamp,
      });
      if (!moved) throw conflict('This application was already answered.');
      await this.ctx.mail.enqueue(trx, {
        to: row.mentee_email,
        ...acceptedEmail(this.ctx.config.appUrl, row.mentor_name, language),
      });
    });
    return this.done(caller, id, `You now mentor ${row.mentee_name}`);
  }

  async decline(caller: Principal, id: number, reason: string | null): Promise<MentorshipActionResult> {
    const row = await this.visible(caller, id);
    if (row.mentor_id !== caller.userId) throw new AppError('PERMISSION_DENIED', 'Only the mentor can decline');
    const stamp = toStamp(this.ctx.clock.now());
    const language = await textLanguageOf(this.db, row.mentee_id);
    await this.db.transaction().execute(async (trx) => {
      const moved = await transitionMentorship(trx, id, 'pending', {
        status: 'declined',
        decline_reason: reason,
        ended_at: stamp,
        updated_at: stamp,
      });
      if (!moved) throw conflict('This application was already answered.');
      await this.ctx.mail.enqueue(trx, {
        to: row.mentee_email,
        ...declinedEmail(this.ctx.config.appUrl, row.mentor_name, reason, language),
      });
    });
    return this.done(caller, id, `You declined ${row.mentee_name}'s application`);
  }

  /** Either side, or a leader of the group, marks an active mentorship completed. */
  async complete(caller: Principal, id: number): Promise<MentorshipActionResult> {
    const row = await this.visible(caller, id);
    const party = row.mentor_id === caller.userId || row.mentee_id === caller.userId;
    const stamp = toStamp(this.ctx.clock.now());
    const languages = await textLanguagesOf(this.db, [row.mentor_id, row.mentee_id]);
    await this.db.transaction().execute(async (trx) => {
      const moved = await transitionMentorship(trx, id, 'active', {
        status: 'completed',
        ended_at: stamp,
        updated_at: stamp,
      });
      if (!moved) throw conflict('Only an active mentorship can be completed.');
      if (!party) {
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId: row.group_id,
          action: 'mentorship.completed',
          targetType: 'mentorship',
          targetId: id,
          summary: `Mentorship of ${row.mentee_name} by ${row.mentor_name} completed`,
          at: stamp,
        });
      }
      const url = this.ctx.config.appUrl;
      if (row.mentor_id !== caller.userId) {
        await this.ctx.mail.enqueue(trx, {
          to: row.mentor_email,
          ...completedEmail(url, row.mentee_name, languages.get(row.mentor_id) ?? 'en'),
        });
      }
      if (row.mentee_id !== caller.userId) {
        await this.ctx.mail.enqueue(trx, {
          to: row.mentee_email,
          ...completedEmail(url, row.mentor_name, languages.get(row.mentee_id) ?? 'en'),
        });
      }
    });
    return this.done(caller, id, `The mentorship of ${row.mentee_name} by ${row.mentor_name} is completed`);
  }

  /** The mentorship when the caller is on it or leads its group (manage_members); 404 otherwise. */
  private async visible(caller: Principal, id: number): Promise<MentorshipRow> {
    const row = await findMentorship(this.db, id);
    if (!row) throw notFound('Mentorship');
    const party = row.mentor_id === caller.userId || row.mentee_id === caller.userId;
    const leads = hasPermission(caller, 'manage_members') && inCallersGroup(caller, row.group_id);
    if (!party && !leads) throw notFound('Mentorship');
    return row;
  }

  /** Runs an insert of an open mentorship; the database refuses a second open one for the same pair. */
  private async insertOpen(mentorName: string, work: (trx: Db) => Promise<number>): Promise<number> {
    try {
      return await this.db.transaction().execute(work);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`There is already an open mentorship with ${mentorName}.`);
      throw err;
    }
  }

  /** After commit: deliver the e-mails, tell both sides live, and answer with the fresh row. */
  private async done(caller: Principal, id: number, message: string): Promise<MentorshipActionResult> {
    this.ctx.mail.flush();
    const row = await findMentorship(this.db, id);
    if (!row) throw notFound('Mentorship');
    const event: MentorshipEvent = { type: 'mentorship_update', mentorshipId: id, status: row.status };
    await publishAfterCommit(
      this.ctx,
      [row.mentor_id, row.mentee_id].map((userId) => ({ channel: channels.mentorship(userId), event })),
    );
    return { mentorship: presentMentorship(caller, row), message };
  }
}
