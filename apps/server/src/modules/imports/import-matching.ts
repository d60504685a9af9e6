import type { ImportNameMatch } from '@chapter/shared/imports.schemas';
import { AppError } from '../../lib/app-error.ts';
import { nameKey } from './import-cells.ts';
import type { NameRef } from './import-rows.ts';

/**
 * Who a name in the file is (docs/imports.md "Matching"): by e-mail when the file gives one, then by name among the
 * chapter's members (accents, case and spacing aside); a name no member or several members carry waits for the
 * leader's manual match, which may also leave its rows out.
 */

interface Person {
  id: number;
  name: string;
  email: string;
}

type Resolved = { userId: number } | { skipped: true } | { unmatched: true };

export class Matcher {
  private readonly byEmail = new Map<string, number>();
  private readonly byName = new Map<string, number[]>();
  private readonly ids = new Set<number>();
  private readonly seen = new Map<string, ImportNameMatch>();

  constructor(
    people: readonly Person[],
    private readonly manual: Record<string, number | null>,
  ) {
    for (const p of people) {
      this.ids.add(p.id);
      this.byEmail.set(p.email.toLowerCase(), p.id);
      const key = nameKey(p.name);
      this.byName.set(key, [...(this.byName.get(key) ?? []), p.id]);
    }
    for (const [name, userId] of Object.entries(manual)) {
      if (userId !== null && !this.ids.has(userId)) {
        throw new AppError('VALIDATION_ERROR', `The member chosen for ${name} is not in this chapter`, {
          details: [{ field: `matches.${name}`, message: `The member chosen for ${name} is not in this chapter` }],
        });
      }
    }
  }

  resolve(ref: NameRef): Resolved {
    const found = this.match(ref);
    const entry = this.seen.get(ref.text) ?? { name: ref.text, userId: found.userId, by: found.by, rows: 0 };
    entry.rows += 1;
    this.seen.set(ref.text, entry);
    if (found.userId !== null) return { userId: found.userId };
    return found.by === 'skipped' ? { skipped: true } : { unmatched: true };
  }

  private match(ref: NameRef): { userId: number | null; by: ImportNameMatch['by'] } {
    if (ref.text in this.manual) {
      const userId = this.manual[ref.text] ?? null;
      return { userId, by: userId === null ? 'skipped' : 'manual' };
    }
    const email = ref.email && this.byEmail.get(ref.email);
    if (email) return { userId: email, by: 'email' };
    const named = this.byName.get(nameKey(ref.text)) ?? [];
    if (named.length === 1) return { userId: named[0] as number, by: 'name' };
    return { userId: null, by: 'none' };
  }

  /** Every name the file used, the unmatched first (what the leader has to decide). */
  names(): ImportNameMatch[] {
    return [...this.seen.values()].sort(
      (a, b) => Number(b.by === 'none') - Number(a.by === 'none') || a.name.localeCompare(b.name),
    );
  }
}
