import type { ChapterCard, ComparisonBody, ComparisonMode } from '@chapter/shared/chapter-scorecard.schemas';
import { hasAnyPermission, hasPermission } from '@chapter/shared/permissions';
import { isLeadership } from '@chapter/shared/roles';
import { toStamp } from '../../db/sql-values.ts';
import { targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import {
  findChapter,
  selectActiveChapterIds,
  selectAttendance,
  selectChapters,
  selectComparisonChoice,
  selectMembership,
  selectReferrals,
  selectRevenue,
  selectVisitors,
  upsertComparisonChoice,
} from './chapter-card.repository.ts';
import { cardWindows, comparisonGroup, currencyOf, figureRows, valuesOf } from './chapter-card.ts';

/** The chapter's leaders (leadership roles with view_activity) and platform admins read the chapter's scorecard. */
const leads = (caller: Principal) =>
  caller.isAdmin || (isLeadership(caller.role) && hasPermission(caller, 'view_activity'));

/** Other chapters' names are for those who may see the organisation's groups; everyone else gets figures only. */
const seesGroups = (caller: Principal) => hasAnyPermission(caller, ['view_groups', 'manage_groups']);

function readPeers(json: string | null): number[] {
  try {
    const parsed = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/**
 * The chapter's own scorecard against its previous period and a comparison group (docs/chapter-scorecard.md).
 * Nine queries whatever the number of chapters: the group, its currency, its choice, the chapters, and one
 * grouped query per kind of record over every chapter at once.
 */
export class ChapterCardService {
  constructor(private readonly ctx: AppContext) {}

  async card(caller: Principal, groupId: number | undefined, months: number): Promise<ChapterCard> {
    if (!leads(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const id = targetGroup(caller, groupId);
    const db = this.ctx.db;
    const group = await findChapter(db, id);
    if (!group) throw notFound('Group');
    const { current, previous, span, days } = cardWindows(this.ctx.clock.now(), group.timezone, months);
    const windows = [current, previous];
    const [currency, choice, chapters, membership, referrals, revenue, visitors, attendance] = await Promise.all([
      selectGroupCurrency(db, id),
      selectComparisonChoice(db, id),
      selectChapters(db, id),
      selectMembership(db, windows),
      selectReferrals(db, windows, span),
      selectRevenue(db, windows, span),
      selectVisitors(db, windows, span),
      selectAttendance(db, windows, span),
    ]);
    const currencies = new Map(
      chapters.map((c) => [c.id, c.id === id ? currency : currencyOf(c.currency, revenue, c.id)]),
    );
    const rows = { membership, referrals, revenue, visitors, attendance };
    const now = valuesOf(rows, currencies, 0);
    const before = valuesOf(rows, currencies, 1);
    const mode: ComparisonMode = choice?.mode ?? 'size';
    const peers = comparisonGroup(mode, id, readPeers(choice?.peer_ids ?? null), now);
    const names = seesGroups(caller);
    const others = chapters.filter((c) => c.id !== id).map((c) => ({ id: c.id, name: c.name }));
    return {
      groupId: id,
      months,
      currency,
      current: days(current),
      previous: days(previous),
      figures: figureRows(id, now, before, peers, (peer) => currencies.get(peer) === currency),
      comparison: {
        mode,
        size: peers.length,
        chapters: names ? others.filter((c) => peers.includes(c.id)) : null,
        canChange: this.mayChange(caller),
        choices: names ? others : null,
      },
    };
  }

  private mayChange(caller: Principal) {
    return caller.isAdmin || (isLeadership(caller.role) && hasPermission(caller, 'manage_group'));
  }

  /** Stores the chapter's comparison group; picking chapters by name needs the right to see them. */
  async choose(caller: Principal, body: ComparisonBody): Promise<{ mode: ComparisonMode }> {
    if (!this.mayChange(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    if (body.mode === 'chosen' && !seesGroups(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const id = targetGroup(caller, body.groupId);
    const asked = body.mode === 'chosen' ? [...new Set(body.groupIds ?? [])].filter((g) => g !== id) : [];
    const found = asked.length > 0 ? (await selectActiveChapterIds(this.ctx.db, asked)).map((r) => r.id) : [];
    if (found.length < asked.length) throw notFound('Group');
    if (body.mode === 'chosen' && found.length === 0) {
      throw new AppError('VALIDATION_ERROR', 'Choose at least one chapter', {
        details: [{ field: 'groupIds', message: 'Choose at least one chapter' }],
      });
    }
    const at = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await upsertComparisonChoice(trx, {
        group_id: id,
        mode: body.mode,
        peer_ids: body.mode === 'chosen' ? JSON.stringify(found.sort((a, b) => a - b)) : null,
        changed_by: caller.userId,
        changed_at: at,
      });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: id,
        action: 'chapter.comparison.changed',
        targetType: 'group',
        targetId: id,
        summary: `Comparison group: ${body.mode}${found.length > 0 ? ` (${found.length} chapters)` : ''}`,
        at,
      });
    });
    return { mode: body.mode };
  }
}
