/**
 * RFC 4180 CSV, shared by the roster export (server) and the import preview (both sides). Spreadsheet
 * programs run cells that start with = + - @ as formulas, so exported cells starting with one of them get
 * a leading apostrophe (OWASP "CSV injection"), and the import strips that apostrophe again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function escapeCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends (what spreadsheet programs expect). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `${rows.map((row) => row.map(escapeCell).join(',')).join('\r\n')}\r\n`;
}

/** Undoes the export's formula guard: "'+1 555" reads back as "+1 555". */
export function unguardCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * Parses CSV text into rows of cells: quoted cells may hold commas, quotes ("") and line breaks; a byte
 * order mark and blank lines are ignored. Throws on an unterminated quote.
 */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  while (i < input.length) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      if (ch === '\r' && input[i + 1] === '\n') i++;
    } else cell += ch;
    i++;
  }
  if (quoted) throw new Error('A quoted cell is not closed');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
