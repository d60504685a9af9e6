import type { LanguageCode } from '@chapter/shared/languages';
import type { Db } from '../../db/kysely.ts';
import { insertMembership } from '../../kernel/memberships.repository.ts';
import { insertUser } from '../../kernel/users.repository.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import { insertReset } from '../auth/password-resets.repository.ts';
import { welcomeImportEmail } from './member-emails.ts';

/** A member brought in by a file: the members CSV import and the history import's roster (docs/imports.md). */
interface ImportedMember {
  email: string;
  name: string;
  companyName: string | null;
  classification: string | null;
  phone: string | null;
  /** A role name the import checked (the members CSV may name one; the history import's roster gives Member). */
  role: string;
  renewalDue: string;
}

/** Where and by whom: the chapter, its words for the welcome e-mail, the importing leader and the moment. */
interface ImportContext {
  groupId: number;
  groupName: string;
  language: LanguageCode;
  sponsorId: number;
  stamp: string;
  linkExpires: string;
}

/**
 * Inside the import's transaction: the account (no password yet), its active membership, and the welcome e-mail with
 * a link to set a password, queued so it goes only if the import commits. Returns the new user's id.
 */
export async function createImportedMember(ctx: AppContext, trx: Db, m: ImportedMember, at: ImportContext) {
  const userId = await insertUser(trx, {
    email: m.email,
    name: m.name,
    company_name: m.companyName,
    classification: m.classification,
    phone: m.phone,
    password_hash: null,
    status: 'active',
    created_at: at.stamp,
    updated_at: at.stamp,
  });
  await insertMembership(trx, {
    user_id: userId,
    group_id: at.groupId,
    role: m.role,
    status: 'active',
    classification: m.classification,
    joined_at: at.stamp,
    renewal_due: m.renewalDue,
    sponsor_id: at.sponsorId,
    created_at: at.stamp,
    updated_at: at.stamp,
  });
  const token = randomToken();
  await insertReset(trx, { userId, tokenHash: hashToken(token), createdAt: at.stamp, expiresAt: at.linkExpires });
  await ctx.mail.enqueue(trx, {
    to: m.email,
    ...welcomeImportEmail(ctx.config.appUrl, at.groupName, token, at.language),
  });
  return userId;
}
