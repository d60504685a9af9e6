/**
 * Recent and frequent partners for the quick slip's member step (docs/quick-slip.md "Recent and frequent"): each
 * record with a member counts for that member, weighing half as much for every 30 days of age, so both a partner
 * met every week and the one met yesterday come first. Only the last 180 days are read.
 */
export const PARTNER_WINDOW_DAYS = 180;
const HALF_LIFE_DAYS = 30;
/** The list shows this many before the rest of the roster. */
const PARTNERS_SHOWN = 8;
/** Newest records read per side (given, received): a very active member's half-year, bounded. */
export const PARTNER_RECORDS_READ = 400;

const DAY_MS = 86_400_000;

export function rankPartners(records: { partnerId: number; createdAt: string }[], now: Date): number[] {
  const score = new Map<number, number>();
  const latest = new Map<number, number>();
  for (const { partnerId, createdAt } of records) {
    const at = Date.parse(createdAt);
    const ageDays = Math.max(0, (now.getTime() - at) / DAY_MS);
    score.set(partnerId, (score.get(partnerId) ?? 0) + 0.5 ** (ageDays / HALF_LIFE_DAYS));
    latest.set(partnerId, Math.max(latest.get(partnerId) ?? 0, at));
  }
  return [...score.keys()]
    .sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || (latest.get(b) ?? 0) - (latest.get(a) ?? 0) || a - b)
    .slice(0, PARTNERS_SHOWN);
}
