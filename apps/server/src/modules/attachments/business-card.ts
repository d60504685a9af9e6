import type { MemberDetail } from '@chapter/shared/members.schemas';

/** vCard 3.0 text values escape backslashes, commas, semicolons and line breaks (RFC 2426 §4). */
const vcardText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 2425 §5.8.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > 75) {
      out.push(current);
      current = ` ${ch}`;
    } else current += ch;
  }
  out.push(current);
  return out.join('\r\n');
}

/**
 * A member's business card as their profile shows them to the caller: name, company, classification, and the
 * phone, e-mail and website the caller may see (hidden contact details stay out).
 */
export function businessCardVcard(member: MemberDetail): string {
  const words = member.name.trim().split(/\s+/);
  const family = words.length > 1 ? (words.at(-1) ?? '') : '';
  const given = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${vcardText(family)};${vcardText(given)};;;`,
    `FN:${vcardText(member.name)}`,
  ];
  if (member.companyName) lines.push(`ORG:${vcardText(member.companyName)}`);
  if (member.classification) lines.push(`TITLE:${vcardText(member.classification)}`);
  if (member.phone) lines.push(`TEL;TYPE=WORK,VOICE:${vcardText(member.phone)}`);
  if (member.email) lines.push(`EMAIL;TYPE=INTERNET:${vcardText(member.email)}`);
  if (member.website) lines.push(`URL:${vcardText(member.website)}`);
  lines.push('END:VCARD');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
