import type { SeatConflict } from '@chapter/shared/committee.schemas';

/** A classification as the seat check compares it: without accents, case or repeated spaces. */
function foldClassification(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/**
 * The active member whose classification reads the same as `classification` once folded, if any
 * (docs/membership-committee.md "Seat check"); the applicant themself never conflicts.
 */
export function findSeatConflict(
  classification: string | null,
  holders: { id: number; name: string; classification: string | null }[],
  applicantId: number,
): SeatConflict | null {
  if (!classification) return null;
  const folded = foldClassification(classification);
  const holder = holders.find(
    (h) => h.id !== applicantId && h.classification && foldClassification(h.classification) === folded,
  );
  return holder?.classification
    ? { userId: holder.id, name: holder.name, classification: holder.classification }
    : null;
}
