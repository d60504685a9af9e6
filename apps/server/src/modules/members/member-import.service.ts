import type { ImportPreview, ImportRequest, ImportResult } from '@chapter/shared/lifecycle.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays, addMonths } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import type { Principal } from '../../lib/principal.ts';
import { createImportedMember } from './imported-member.ts';
import { readImportFile, validateImport } from './member-import.ts';
import { activeClassifications, existingEmails, findGroupName, findGroupWords } from './members.repository.ts';

/** Imported members choose their password through a welcome link valid this long. */
const WELCOME_LINK_DAYS = 7;

/** CSV import of members: a preview with every row's problems, then all rows in one transaction or none. */
export class MemberImportService {
  constructor(private readonly ctx: AppContext) {}

  async preview(caller: Principal, req: ImportRequest): Promise<ImportPreview> {
    const groupId = targetGroup(caller, req.groupId);
    if (!(await findGroupName(this.ctx.db, groupId))) throw notFound('Group');
    const emails = readImportFile(req.csv).rows.map((r) => r.email.trim().toLowerCase());
    return validateImport(req.csv, {
      callerRole: caller.role,
      callerIsAdmin: caller.isAdmin,
      takenEmails: await existingEmails(this.ctx.db, emails),
      takenClassifications: await activeClassifications(this.ctx.db, groupId),
    });
  }

  /**
   * Imports every row or none: any problem (in the file, or a conflict arising between preview and import)
   * rolls the whole transaction back. Each member gets a welcome e-mail with a single-use password link.
   */
  async commit(caller: Principal, req: ImportRequest): Promise<ImportResult> {
    const groupId = targetGroup(caller, req.groupId);
    const preview = await this.preview(caller, req);
    if (preview.fileErrors.length > 0) throw new AppError('VALIDATION_ERROR', preview.fileErrors.join(' '));
    const invalid = preview.rows.filter((r) => r.errors.length > 0);
    if (invalid.length > 0) {
      throw new AppError(
        'VALIDATION_ERROR',
        `${invalid.length} of ${preview.rows.length} rows have problems; nothing was imported.`,
        {
          details: invalid.flatMap((r) =>
            r.errors.map((e) => ({ field: `rows.${r.line}.${e.field}`, message: e.message })),
          ),
        },
      );
    }
    const group = await findGroupWords(this.ctx.db, groupId);
    const groupName = group?.name ?? 'your group';
    // New accounts have chosen no language yet: the chapter's.
    const language = textLanguage(null, group?.language);
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    const defaultDue = toStamp(addMonths(now, 12));
    const linkExpires = toStamp(addDays(now, WELCOME_LINK_DAYS));
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        const at = { groupId, groupName, language, sponsorId: caller.userId, stamp, linkExpires };
        for (const row of preview.rows) {
          await createImportedMember(this.ctx, trx, { ...row, renewalDue: row.renewalDue ?? defaultDue }, at);
        }
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId,
          action: 'member.imported',
          targetType: 'group',
          targetId: groupId,
          summary: `Imported ${preview.rows.length} members: ${preview.rows.map((r) => r.email).join(', ')}`,
          at: stamp,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(
          'CONFLICT',
          'An e-mail or classification in the file was taken meanwhile; nothing was imported. Preview the file again.',
        );
      }
      throw err;
    }
    this.ctx.mail.flush();
    const n = preview.rows.length;
    return {
      imported: n,
      message: `Imported ${n} member${n === 1 ? '' : 's'}; each was e-mailed a link to choose a password.`,
    };
  }
}
