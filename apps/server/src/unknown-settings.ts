/**
 * Environment variables that look like one of our settings but are not one (docs/production.md "Configuration"):
 * a misspelt `DATABSE_URL` is refused, naming the setting it was probably meant to be, instead of being ignored
 * while the server starts on its defaults. The environment also holds the shell's, systemd's and npm's own
 * variables (PATH, HOME, INVOCATION_ID, npm_config_…): only names that share one of our prefixes, or are a typo
 * or two away from one of our names, count as ours.
 */

/** The families our settings belong to: anything else under these names is a mistake. */
const OUR_PREFIXES = [
  'DATABASE_',
  'REDIS_',
  'SMTP_',
  'SMS_',
  'VAPID_',
  'ATTACHMENTS_',
  'PUSH_',
  'ADMIN_',
  'APP_',
  'MAIL_',
  'INBOX_',
  'DEMO_',
  'METRICS_',
  'LOG_',
  'BACKUP_',
] as const;

/**
 * Short names sit a typo away from ordinary words (HOME is two edits from HOST), so only names of this length or
 * more are compared by spelling; a longer name allows a second typo.
 */
const MIN_COMPARED_LENGTH = 6;
const TWO_TYPOS_FROM_LENGTH = 10;

/** Edits (insert, delete, replace, swap two neighbours) from a to b: optimal string alignment distance. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] as number[];
    const prev = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

function closest(name: string, known: readonly string[]): { name: string; distance: number } | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const k of known) {
    // A cut-short name (ADMIN_PASS) is nearer its whole (ADMIN_PASSWORD) than an equally distant other name.
    const dist = distance(name, k) - (k.startsWith(name) ? 0.5 : 0);
    if (!best || dist < best.distance) best = { name: k, distance: dist };
  }
  return best;
}

/** The setting `name` was probably meant to be, or null when it is ours but nothing is close; undefined when not ours. */
function meantSetting(name: string, known: readonly string[]): string | null | undefined {
  const upper = name.toUpperCase();
  // database_url: ours in the wrong case. Other lower-case names (npm_config_…, http_proxy) are never ours.
  if (known.includes(upper)) return upper;
  if (name !== upper) return undefined;
  const prefix = OUR_PREFIXES.find((p) => name.startsWith(p));
  if (prefix) {
    // SMTP_HOST → SMTP_URL: the family's nearest name is the best hint, however far.
    return (
      closest(
        name,
        known.filter((k) => k.startsWith(prefix)),
      )?.name ?? null
    );
  }
  if (name.length < MIN_COMPARED_LENGTH) return undefined;
  const near = closest(name, known);
  const allowed = name.length >= TWO_TYPOS_FROM_LENGTH ? 2 : 1;
  return near && near.distance <= allowed ? near.name : undefined;
}

/** One line per variable that looks like a setting of ours and is not one, saying what it was probably meant to be. */
export function unknownSettings(env: Record<string, unknown>, known: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(env)) {
    if (known.includes(name)) continue;
    const meant = meantSetting(name, known);
    if (meant === undefined) continue;
    problems.push(
      meant
        ? `${name} is not a setting; did you mean ${meant}?`
        : `${name} is not a setting (docs/configuration.md lists them); remove it or correct its name`,
    );
  }
  return problems;
}
