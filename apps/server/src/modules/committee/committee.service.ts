import type {
  ApplicationDecision,
  CommitteeApplication,
  CommitteeApplicationDetail,
  CommitteeNote,
  CommitteeVote,
  SeatsPage,
  VoteTally,
} from '@chapter/shared/committee.schemas';
import type { Db } from '../../db/kysely.ts';
import { isSet, toStamp } from '../../db/sql-values.ts';
import { classificationHeld } from '../../kernel/classification.ts';
import { heldRole, inCallersGroup, targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { approveApplication, rejectApplication } from '../approvals/decide-application.ts';
import { findMember, type MemberRow } from '../members/members.repository.ts';
import {
  countSeats,
  findLatestDecision,
  insertDecision,
  insertNote,
  selectClassifications,
  selectNotes,
  selectPendingApplications,
  selectSeats,
  selectVotes,
  updateSeat,
  upsertVote,
} from './committee.repository.ts';
import { findSeatConflict } from './seat-check.ts';

type VoteRow = Awaited<ReturnType<typeof selectVotes>>[number];

function tallyOf(votes: VoteRow[]): VoteTally {
  const tally = { approve: 0, decline: 0, abstain: 0 };
  for (const v of votes) tally[v.vote] += 1;
  return tally;
}

const presentNotes = (rows: Awaited<ReturnType<typeof selectNotes>>): CommitteeNote[] =>
  rows.map((n) => ({ id: n.id, authorName: n.author_name, body: n.body, createdAt: n.created_at }));

/**
 * The membership committee (docs/membership-committee.md): leaders seat members on it; its seat holders discuss,
 * vote on and decide applications, and keep confidential notes that only they read.
 */
export class CommitteeService {
  constructor(private readonly ctx: AppContext) {}

  /** The committee acts in the group of its seat: a seat exists only on an active membership. */
  private group(caller: Principal): number {
    if (caller.groupId === null) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    return caller.groupId;
  }

  async seats(caller: Principal, groupId: number | undefined): Promise<SeatsPage> {
    const group = targetGroup(caller, groupId ?? caller.groupId ?? undefined);
    const rows = await selectSeats(this.ctx.db, group);
    return {
      groupId: group,
      items: rows.map((r) => ({
        userId: r.id,
        name: r.name,
        role: heldRole(r),
        classification: r.classification,
        seated: isSet(r.committee_seat),
      })),
    };
  }

  /** Leaders (manage_members) seat or unseat any active member of their group, themselves included. */
  async setSeat(caller: Principal, userId: number, seated: boolean): Promise<{ message: string }> {
    const row = await findMember(this.ctx.db, userId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Member');
    if (row.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        `Only active members hold a committee seat; ${row.name}'s membership is ${row.status}.`,
      );
    }
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateSeat(trx, userId, seated, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: seated ? 'committee.seated' : 'committee.unseated',
        targetType: 'user',
        targetId: userId,
        summary: `${row.name} ${seated ? 'given' : 'relieved of'} a membership committee seat`,
        at: stamp,
      });
    });
    return {
      message: seated
        ? `${row.name} now sits on the membership committee`
        : `${row.name} left the membership committee`,
    };
  }

  async applications(caller: Principal): Promise<{ items: CommitteeApplication[] }> {
    const group = this.group(caller);
    const [apps, holders] = await Promise.all([
      selectPendingApplications(this.ctx.db, group),
      selectClassifications(this.ctx.db, group),
    ]);
    const votes = await selectVotes(
      this.ctx.db,
      apps.map((a) => a.application_id),
    );
    return {
      items: apps.map((a) => {
        const mine = votes.filter((v) => v.application_id === a.application_id);
        const classification = a.membership_classification ?? a.classification;
        return {
          userId: a.id,
          name: a.name,
          email: a.email,
          companyName: a.company_name,
          classification,
          appliedAt: a.created_at,
          tally: tallyOf(mine),
          myVote: mine.find((v) => v.voter_id === caller.userId)?.vote ?? null,
          conflict: findSeatConflict(classification, holders, a.id),
        };
      }),
    };
  }

  /**
   * A pending application of the committee's group. One the committee already decided answers 409, so a late vote
   * or a second decision is refused with a reason rather than a puzzling 404.
   */
  private async pending(caller: Principal, userId: number): Promise<MemberRow> {
    const group = this.group(caller);
    const row = await findMember(this.ctx.db, userId);
    if (row?.status === 'pending' && row.group_id === group) return row;
    if (await findLatestDecision(this.ctx.db, group, userId)) {
      throw new AppError('CONFLICT', 'The committee has already decided on this application.');
    }
    throw notFound('Application');
  }

  async application(caller: Principal, userId: number): Promise<CommitteeApplicationDetail> {
    const row = await this.pending(caller, userId);
    const list = await this.applications(caller);
    const item = list.items.find((a) => a.userId === userId);
    if (!item) throw notFound('Application');
    const [votes, discussion, seats] = await Promise.all([
      selectVotes(this.ctx.db, [row.membership_id]),
      selectNotes(this.ctx.db, row.group_id, userId, row.membership_id),
      countSeats(this.ctx.db, row.group_id),
    ]);
    return {
      ...item,
      votes: votes.map((v) => ({ voterName: v.voter_name, vote: v.vote, updatedAt: v.updated_at })),
      discussion: presentNotes(discussion),
      seats,
    };
  }

  async discuss(caller: Principal, userId: number, body: string): Promise<{ message: string }> {
    const row = await this.pending(caller, userId);
    await insertNote(this.ctx.db, {
      group_id: row.group_id,
      user_id: userId,
      application_id: row.membership_id,
      kind: 'discussion',
      author_id: caller.userId,
      body,
      created_at: toStamp(this.ctx.clock.now()),
    });
    return { message: 'Comment added' };
  }

  /** One vote per seat holder, changeable until the committee decides. */
  async vote(caller: Principal, userId: number, vote: CommitteeVote): Promise<{ message: string }> {
    const row = await this.pending(caller, userId);
    await upsertVote(this.ctx.db, {
      application_id: row.membership_id,
      voter_id: caller.userId,
      group_id: row.group_id,
      vote,
      updated_at: toStamp(this.ctx.clock.now()),
    });
    return { message: 'Vote recorded' };
  }

  /**
   * The committee's decision. Approving goes through the approvals path (decide-application.ts), so the member
   * joins exactly as from the approvals queue; the decision and the tally are written in the same transaction.
   */
  async decide(caller: Principal, userId: number, body: ApplicationDecision): Promise<{ message: string }> {
    const row = await this.pending(caller, userId);
    const stamp = toStamp(this.ctx.clock.now());
    // The tally is read in the decision's own transaction: a vote cast while the leader decides is counted in it.
    const record =
      (decision: 'approved' | 'declined', classification: string | null, reason: string | null) => async (trx: Db) => {
        const tally = tallyOf(await selectVotes(trx, [row.membership_id]));
        await insertDecision(trx, {
          group_id: row.group_id,
          application_id: row.membership_id,
          user_id: userId,
          decision,
          classification,
          reason,
          votes_approve: tally.approve,
          votes_decline: tally.decline,
          votes_abstain: tally.abstain,
          decided_by: caller.userId,
          decided_at: stamp,
        });
      };
    if (body.decision === 'decline') {
      await rejectApplication(this.ctx, caller, row, body.reason, record('declined', null, body.reason));
      return { message: `${row.name}'s application was declined` };
    }
    const { classification } = body;
    const conflict = findSeatConflict(classification, await selectClassifications(this.ctx.db, row.group_id), userId);
    if (conflict && conflict.classification.toLowerCase() === classification.toLowerCase()) {
      throw classificationHeld(classification, { id: conflict.userId, name: conflict.name });
    }
    if (conflict && !body.confirmConflict) {
      throw new AppError(
        'CLASSIFICATION_CONFLICT',
        `${conflict.name} holds the classification "${conflict.classification}", which reads the same as "${classification}". Confirm to approve anyway.`,
        {
          details: [{ field: 'classification', message: `Reads the same as ${conflict.name}'s` }],
          classificationHeldBy: { userId: conflict.userId, name: conflict.name },
        },
      );
    }
    await approveApplication(this.ctx, caller, row, classification, record('approved', classification, null));
    return { message: `${row.name} is now a member of ${row.group_name}` };
  }

  /** The member of the committee's group the notes are about (any status: applicants too). */
  private async member(caller: Principal, userId: number): Promise<MemberRow> {
    const row = await findMember(this.ctx.db, userId);
    if (!row || row.group_id !== this.group(caller)) throw notFound('Member');
    return row;
  }

  async notes(caller: Principal, userId: number): Promise<{ items: CommitteeNote[] }> {
    const row = await this.member(caller, userId);
    return { items: presentNotes(await selectNotes(this.ctx.db, row.group_id, userId)) };
  }

  async addNote(caller: Principal, userId: number, body: string): Promise<{ message: string }> {
    const row = await this.member(caller, userId);
    await insertNote(this.ctx.db, {
      group_id: row.group_id,
      user_id: userId,
      application_id: null,
      kind: 'note',
      author_id: caller.userId,
      body,
      created_at: toStamp(this.ctx.clock.now()),
    });
    return { message: 'Note added' };
  }
}
