import { crc32, deflateRawSync } from 'node:zlib';
import { toCsv } from '@chapter/shared/csv';
import type { BodyOf } from '../../test/test-client.ts';

/**
 * Files for the import tests, built in the layouts of docs/imports.md: CSV text and real XLSX workbooks (a zip of
 * the four XML parts a spreadsheet program needs), written here so no binary fixture hides what a test reads.
 */

type Cell = string | number;

/** A minimal zip (deflated entries, one central directory), as spreadsheet programs write an XLSX. */
export function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const column = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + column(i % 26);

/** An XLSX workbook of one sheet: text in the shared strings, numbers as numbers (a date is its serial day). */
export function xlsxOf(rows: readonly (readonly Cell[])[]): Buffer {
  const strings: string[] = [];
  const sheetRows = rows.map((cells, r) => {
    const xml = cells
      .map((cell, c) => {
        const ref = `${column(c)}${r + 1}`;
        if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
        if (cell === '') return '';
        strings.push(cell);
        return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
      })
      .join('');
    return `<row r="${r + 1}">${xml}</row>`;
  });
  const ns = 'http://schemas.openxmlformats.org';
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Report" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}/spreadsheetml/2006/main">${strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`,
  });
}

/** A spreadsheet's serial day number of a date (what an XLSX date cell holds). */
export const serialDay = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);

/** The request body for a file: its name and base64 content, plus the mapping step's choices. */
export function fileBody(
  name: string,
  content: string | Buffer,
  extra: Omit<BodyOf<'POST /api/imports/preview'>, 'fileName' | 'content'> = {},
): BodyOf<'POST /api/imports/preview'> {
  return { fileName: name, content: Buffer.from(content).toString('base64'), ...extra };
}

export const csvOf = (rows: readonly (readonly Cell[])[]) => toCsv(rows);

/** BNI Connect's slips report header, as docs/imports.md lists it. */
export const SLIPS_HEADER = ['From', 'To', 'Slip Type', 'Inside/Outside', 'TYFCB', 'CEU Credits', 'Detail'];
