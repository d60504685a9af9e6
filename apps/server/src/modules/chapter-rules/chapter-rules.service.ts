import { applyOverrides, type Refusal } from '@chapter/shared/chapter-rules/overrides';
import type {
  ChapterRulesView,
  chapterOverridesBody,
  OrganisationRulesView,
  organisationRulesBody,
} from '@chapter/shared/chapter-rules.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import type { z } from 'zod';
import { toStamp } from '../../db/sql-values.ts';
import { scopeGroup, targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import {
  groupScope,
  ORGANISATION_SCOPE,
  type RulesRow,
  selectGroupName,
  selectRulesRows,
  upsertRules,
} from './chapter-rules.repository.ts';
import { effectiveRules, organisationPart } from './effective-rules.ts';

/** Each refused field's reason, in words the error catalogue translates (docs/i18n.md "The server's errors"). */
function refusalText(r: Refusal): string {
  switch (r.reason) {
    case 'locked':
      return 'The organisation does not let chapters change this rule';
    case 'belowMin':
      return `The least this rule can be here is ${r.min}`;
    case 'aboveMax':
      return `The most this rule can be here is ${r.max}`;
    case 'notAllowedOff':
      return 'This rule cannot be turned off here';
    case 'unknownField':
      return 'There is no such rule';
    default:
      return 'The rules cannot work with this value';
  }
}

const refused = (refusals: Refusal[]) =>
  validationError(
    'Some rules were refused; nothing was changed',
    refusals.map((r) => ({ field: r.field, message: refusalText(r) })),
  );

const changed = (row: RulesRow | undefined) => ({
  changedAt: row?.changed_at ?? null,
  changedBy: row?.changed_by != null && row.name != null ? { id: row.changed_by, name: row.name } : null,
});

/**
 * The organisation's choice of rules and each chapter's overrides (docs/chapter-rules.md "Choosing and overriding
 * rules"): the organisation's administrator (manage_settings) picks the preset and opens fields to chapters; a
 * chapter's leader (manage_group, or manage_groups for any chapter) overrides within those limits.
 */
export class ChapterRulesService {
  constructor(private readonly ctx: AppContext) {}

  /** Anyone who sees the scorecard reads the rules they are judged by; a platform admin may name a chapter. */
  async view(caller: Principal, groupId: number | undefined): Promise<ChapterRulesView> {
    const group = scopeGroup(caller, groupId) ?? null;
    if (group !== null) await this.existing(group);
    return this.read(group);
  }

  async saveOrganisation(
    caller: Principal,
    body: z.output<typeof organisationRulesBody>,
  ): Promise<OrganisationRulesView> {
    // The organisation's own rules are checked as a chapter's would be: colour lines in order, values it can run.
    if (body.rules) {
      const check = applyOverrides(body.rules, {}, {});
      if (!check.ok) throw refused(check.refusals);
      const lines = body.rules.scorecard.colours;
      const disordered = lines.filter((c, i) => i > 0 && c.min > (lines[i - 1]?.min ?? c.min));
      if (disordered.length > 0) {
        throw refused(disordered.map((c) => ({ field: `scorecard.colours.${c.colour}`, reason: 'invalid' })));
      }
    }
    const open = Object.keys(body.limits).length;
    const at = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await upsertRules(trx, ORGANISATION_SCOPE, null, {
        preset: body.preset,
        limits: JSON.stringify(body.limits),
        rules: body.rules ? JSON.stringify(body.rules) : null,
        changedBy: caller.userId,
        changedAt: at,
      });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: null,
        action: 'chapter_rules.organisation_changed',
        targetType: 'platform',
        targetId: 'chapter_rules',
        summary: `Preset ${body.preset}${body.rules ? ' (edited)' : ''}; fields open to chapters: ${open}`,
        at,
      });
    });
    return (await this.read(null)).organisation;
  }

  /** Overrides within the organisation's limits: every refused field named, nothing stored unless all pass. */
  async saveChapter(
    caller: Principal,
    groupId: number | undefined,
    body: z.output<typeof chapterOverridesBody>,
  ): Promise<ChapterRulesView> {
    const group = targetGroup(caller, groupId);
    const mayEdit =
      hasPermission(caller, 'manage_groups') || (hasPermission(caller, 'manage_group') && group === caller.groupId);
    if (!mayEdit) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const name = await this.existing(group);
    const rows = await selectRulesRows(this.ctx.db, null);
    const org = organisationPart(rows.find((r) => r.scope === ORGANISATION_SCOPE));
    const result = applyOverrides(org.organisationRules, org.limits, body.overrides);
    if (!result.ok) throw refused(result.refusals);
    const at = toStamp(this.ctx.clock.now());
    const fields = Object.entries(body.overrides).map(([field, value]) => `${field} ${JSON.stringify(value)}`);
    await this.ctx.db.transaction().execute(async (trx) => {
      await upsertRules(trx, groupScope(group), group, {
        overrides: JSON.stringify(body.overrides),
        changedBy: caller.userId,
        changedAt: at,
      });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: group,
        action: 'chapter_rules.chapter_changed',
        targetType: 'group',
        targetId: group,
        summary: `${name}: ${fields.length > 0 ? fields.join(', ') : 'the organisation’s rules, no override'}`,
        at,
      });
    });
    return this.read(group);
  }

  private async existing(groupId: number): Promise<string> {
    const row = await selectGroupName(this.ctx.db, groupId);
    if (!row) throw notFound('Group');
    return row.name;
  }

  private async read(groupId: number | null): Promise<ChapterRulesView> {
    const rows = await selectRulesRows(this.ctx.db, groupId);
    const orgRow = rows.find((r) => r.scope === ORGANISATION_SCOPE);
    const chapterRow = groupId === null ? undefined : rows.find((r) => r.scope === groupScope(groupId));
    const e = effectiveRules(orgRow, chapterRow?.overrides ?? null);
    return {
      organisation: {
        preset: e.preset,
        edited: e.edited,
        limits: e.limits,
        rules: e.organisationRules,
        ...changed(orgRow),
      },
      chapter:
        groupId === null ? null : { groupId, overrides: e.overrides, ignored: e.ignored, ...changed(chapterRow) },
      rules: e.rules,
    };
  }
}
