import { randomInt } from 'node:crypto';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%*?-'];

/**
 * A random 16-character password meeting every password rule (docs/product-rules.md "Passwords"): one of each
 * class, the rest from all of them, shuffled; look-alike characters (0/O, 1/l/I) are left out because people
 * copy it by hand.
 */
export function temporaryPassword(): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomInt(set.length)] as string);
  while (chars.length < 16) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
