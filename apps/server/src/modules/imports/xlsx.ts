import { inflateRawSync } from 'node:zlib';

/**
 * Reads the first sheet of an XLSX workbook as rows of text cells, with nothing but Node's zlib: an XLSX file is a
 * zip of XML parts (ECMA-376), and an import needs only the cell values (docs/imports.md "Files"). Numbers come
 * back as written (a date cell is its serial day number, which the date reader understands); formatting is ignored.
 * Throws an Error with a reason a member can act on when the file is not a workbook it can read.
 */

/** A sheet's XML may not inflate past this: a small file that unpacks to gigabytes is refused. */
const MAX_PART_BYTES = 64 * 1024 * 1024;

class XlsxError extends Error {}

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

function centralDirectory(zip: Buffer): Map<string, ZipEntry> {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 64 KiB.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxError('The XLSX file is damaged');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new XlsxError('The XLSX file is damaged');
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function readPart(zip: Buffer, entries: Map<string, ZipEntry>, name: string): string | undefined {
  const entry = entries.get(name);
  if (!entry) return undefined;
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw new XlsxError('The XLSX file is damaged');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.toString('utf8');
  if (entry.method !== 8) throw new XlsxError('The XLSX file is damaged');
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES }).toString('utf8');
  } catch {
    throw new XlsxError('The XLSX file is damaged');
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? ''),
  );

/** The text of every <t> inside a fragment (a shared string may be split into runs). */
const texts = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1] ?? '')).join('');

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => texts(m[1] ?? ''));
}

/** "C12" → 2 (the column's index). */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '').toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
function firstSheetPath(zip: Buffer, entries: Map<string, ZipEntry>): string {
  const workbook = readPart(zip, entries, 'xl/workbook.xml');
  const rels = readPart(zip, entries, 'xl/_rels/workbook.xml.rels');
  const id = workbook && /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  if (id && rels) {
    for (const m of rels.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
      const attrs = m[1] ?? '';
      if (/\bId="([^"]+)"/.exec(attrs)?.[1] !== id) continue;
      const target = /\bTarget="([^"]+)"/.exec(attrs)?.[1] ?? '';
      return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

/** Is this a zip file (the start of every XLSX)? */
export const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

export function readXlsx(bytes: Buffer): string[][] {
  const entries = centralDirectory(bytes);
  const sheet = readPart(bytes, entries, firstSheetPath(bytes, entries));
  if (sheet === undefined) throw new XlsxError('The XLSX file has no sheet');
  const strings = sharedStrings(readPart(bytes, entries, 'xl/sharedStrings.xml'));
  const rows: string[][] = [];
  for (const row of sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const cells: string[] = [];
    for (const c of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const body = c[2] ?? '';
      const ref = /\br="([A-Z]+\d*)"/i.exec(attrs)?.[1];
      const index = ref ? columnIndex(ref) : cells.length;
      const type = /\bt="([^"]+)"/.exec(attrs)?.[1];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: string;
      if (type === 's') value = strings[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = texts(body);
      else if (type === 'b') value = raw === '1' ? 'TRUE' : 'FALSE';
      else value = raw === undefined ? '' : unescapeXml(raw);
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    // Rows keep their place: the row numbers a member reads in the preview are the sheet's.
    const at = Number(/\br="(\d+)"/.exec(row[0])?.[1] ?? rows.length + 1) - 1;
    while (rows.length < at) rows.push([]);
    rows[at] = cells;
  }
  return rows;
}

export const isXlsxError = (err: unknown): err is Error => err instanceof XlsxError;
