import type { AttendanceStatus } from '../../db/schema-meetings.ts';

/** How the cells of an imported file read (docs/imports.md "What each cell may say"). */

/** Header text compared without case, spaces or punctuation: "E-mail Address" = "emailaddress". */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A cell as a key reads it: trimmed, spaces collapsed, lower case. */
export const cellKey = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();

/** A name as matching compares it: no accents, case, dots or extra spaces ("José  O'Neil" = "jose o'neil"). */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.,]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * A day from a cell or a header: 2026-04-01, 04/01/2026 (month first, as BNI Connect's US exports write it),
 * 01.04.2026 (day first), or a spreadsheet's serial day number (what an XLSX date cell holds). Null otherwise.
 */
export function readDay(text: string): string | null {
  const s = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return validDay(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (m) return validDay(Number(m[3]), Number(m[2]), Number(m[1]));
  // Serial days count from 1899-12-30; 20000–80000 is 1954–2119, so a small number is never read as a date.
  if (/^\d{5}(\.\d+)?$/.test(s)) {
    const serial = Math.floor(Number(s));
    if (serial < 20000 || serial > 80000) return null;
    return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

/**
 * An amount in minor units: "1,250.50", "$1250", "1.250,50 €" (a comma before the last two digits is a decimal
 * comma). Null when it is not an amount.
 */
export function readAmountCents(text: string): number | null {
  const s = text.replace(/[^\d.,-]/g, '');
  if (!s || s.startsWith('-')) return null;
  let whole: string;
  let fraction = '';
  let m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (m) [whole, fraction] = [m[1] as string, m[2] ?? ''];
  else {
    m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(s);
    if (!m) return null;
    [whole, fraction] = [m[1] as string, m[2] ?? ''];
  }
  const cents = Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A PALMS letter: a status, 'holiday' (no meeting that week), null (blank: no record) or undefined (not a letter). */
export function readPalmsLetter(text: string): AttendanceStatus | 'holiday' | null | undefined {
  const s = text.trim().toLowerCase();
  if (s === '') return null;
  if (s === 'h' || s === 'holiday') return 'holiday';
  return ({ p: 'present', a: 'absent', l: 'late', m: 'medical', s: 'substitute' } as const)[s];
}

export type SlipType = 'referral' | 'one_to_one' | 'closed_business' | 'training_credit' | 'visitor';

/** BNI Connect's slip types and the spellings people use for them; undefined for any other. */
export function readSlipType(text: string): SlipType | undefined {
  const s = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (s === 'referral' || s === 'referrals') return 'referral';
  if (['onetoone', '121', 'oneonone', 'onetoones'].includes(s)) return 'one_to_one';
  if (s === 'tyfcb' || s === 'closedbusiness' || s === 'thankyouforclosedbusiness') return 'closed_business';
  if (s === 'ceu' || s === 'ceus' || s === 'training' || s === 'trainingcredit') return 'training_credit';
  if (s === 'visitor' || s === 'visitors') return 'visitor';
  return undefined;
}

/** "Tier 1 (inside)" → inside, "Tier 2 (outside)" → outside, "Tier 3" → tier3; blank → null; else undefined. */
export function readScope(text: string): 'inside' | 'outside' | 'tier3' | null | undefined {
  const s = text.toLowerCase();
  if (s.trim() === '') return null;
  if (s.includes('inside') || /^\s*(tier\s*)?1\s*$/.test(s)) return 'inside';
  if (s.includes('outside') || /^\s*(tier\s*)?2\s*$/.test(s)) return 'outside';
  if (/^\s*tier\s*3/.test(s) || s.trim() === '3') return 'tier3';
  return undefined;
}
