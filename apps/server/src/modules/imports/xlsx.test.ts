import { describe, expect, it } from 'vitest';
import { zip } from './imports-test-kit.ts';
import { readXlsx } from './xlsx.ts';

/** Sheets written the ways spreadsheet programs write them, beyond the shared strings the import tests use. */
const book = (sheet: string, strings = '') =>
  zip({
    'xl/workbook.xml': '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId7"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<Relationships><Relationship Id="rId7" Target="/xl/worksheets/data.xml" Type="worksheet"/></Relationships>',
    'xl/worksheets/data.xml': `<worksheet><sheetData>${sheet}</sheetData></worksheet>`,
    ...(strings && { 'xl/sharedStrings.xml': `<sst>${strings}</sst>` }),
  });

describe('reading an XLSX sheet', () => {
  it('reads inline strings, rich-text runs, booleans, numbers and entities, each in its column and row', () => {
    const rows = readXlsx(
      book(
        [
          '<row r="1"><c r="A1" t="inlineStr"><is><t>From</t></is></c><c r="C1" t="s"><v>0</v></c></row>',
          '<row r="3"><c r="B3" t="b"><v>1</v></c><c r="C3"><v>46057</v></c><c r="D3" t="str"><v>A &amp; B</v></c></row>',
        ].join(''),
        '<si><r><t>Slip </t></r><r><t xml:space="preserve">Type</t></r></si>',
      ),
    );
    // The sheet's own row numbers are kept (row 2 is empty), and a skipped column stays an empty cell.
    expect(rows).toEqual([['From', '', 'Slip Type'], [], ['', 'TRUE', '46057', 'A & B']]);
  });

  it('refuses a zip that is not a workbook', () => {
    expect(() => readXlsx(zip({ 'word/document.xml': '<document/>' }))).toThrow('The XLSX file has no sheet');
  });
});
