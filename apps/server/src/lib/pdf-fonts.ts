import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The typeface of the PDFs the server prints. PDFKit's fourteen standard fonts (Helvetica and the like) encode only
 * WinAnsi, a Latin-1 superset: "Łukasz", "Дмитрий" or "Γιώργος" would print as wrong glyphs. Transliterating
 * names would misspell them and has no answer for most scripts, so the PDF embeds DejaVu Sans Condensed, a free
 * font that ships in the `dejavu-fonts-ttf` npm package and covers Latin (Vietnamese too), Greek, Cyrillic,
 * Armenian, Georgian, Hebrew, Arabic and the currency signs. PDFKit embeds only the glyphs a document uses, so a
 * report stays some tens of kilobytes. A character DejaVu lacks (Chinese, Japanese, Korean, Thai, Devanagari)
 * prints as the font's empty box rather than failing the report; the screen and the CSV show such a name whole.
 * Condensed, because a PALMS table has sixteen columns on one landscape line.
 */
const FACES = {
  body: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
};

export type PdfFace = keyof typeof FACES;

/**
 * Read and parsed on first use, then shared by every document: parsing the two files again for each document took
 * three quarters of a report's time (some 65 ms of 85 for a page of thirty members). PDFKit takes a parsed font as
 * well as a file (anything with `layout`), though its type declarations list only files, hence the cast below.
 */
let loading: Promise<Record<PdfFace, fontkit.Font>> | undefined;

async function parse(file: string): Promise<fontkit.Font> {
  const font = fontkit.create(await readFile(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

function loadFaces(): Promise<Record<PdfFace, fontkit.Font>> {
  loading ??= Promise.all([parse(FACES.body()), parse(FACES.bold())])
    .then(([body, bold]) => ({ body, bold }))
    .catch((err: unknown) => {
      // A failed read (a broken install) is retried by the next report instead of being kept.
      loading = undefined;
      throw err;
    });
  return loading;
}

/** Registers the faces on a document under their names ('body', 'bold'), to select with `doc.font(name)`. */
export async function embedFonts(doc: PDFKit.PDFDocument): Promise<void> {
  const faces = await loadFaces();
  for (const face of Object.keys(FACES) as PdfFace[]) doc.registerFont(face, faces[face] as unknown as Buffer);
}

/**
 * Text as one printable line: composed (NFC, so an accent typed as a separate mark uses the font's accented
 * letter) and with control characters, line breaks included, as spaces, since a table cell is one line.
 */
export function printable(text: string): string {
  return text.normalize('NFC').replace(/\p{Cc}/gu, ' ');
}

const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;
const LEFT_TO_RIGHT_OR_DIGIT = /\p{N}|(?![\p{Script=Hebrew}\p{Script=Arabic}])\p{L}/u;

/**
 * How PDFKit should lay a line out. PDFKit has no bidirectional layout: it shapes a line word by word, and the
 * font engine turns each Hebrew or Arabic word right to left, but the words stay in typing order, so "שרה כהן"
 * would print as "כהן שרה" read right to left. A line wholly in those scripts is laid out as one run instead
 * (asking for any OpenType features makes PDFKit do so), which the engine turns whole: the words come out in
 * order. A line that mixes in Latin letters or digits keeps the word-by-word layout, where each word at least
 * reads right.
 */
export function layoutOf(text: string): PDFKit.Mixins.TextOptions {
  return RIGHT_TO_LEFT.test(text) && !LEFT_TO_RIGHT_OR_DIGIT.test(text) ? { features: [] } : {};
}
