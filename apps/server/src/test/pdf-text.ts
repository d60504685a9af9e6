import { getDocumentProxy } from 'unpdf';

/** A PDF page as a reader sees it: its size in points and its text lines from the top down. */
export interface PdfPage {
  width: number;
  height: number;
  /** Each line's pieces left to right, joined by one space. */
  lines: string[];
}

/** Pieces whose baselines are this close (points) share a line: a cell set smaller sits a little higher. */
const SAME_LINE = 4;

/** Opens a PDF with PDF.js (as a browser's viewer would) and reads every page's size and text lines. */
export async function readPdf(data: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocumentProxy(data);
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
      const pieces: { x: number; y: number; text: string }[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        pieces.push({ x: item.transform[4] as number, y: item.transform[5] as number, text: item.str.trim() });
      }
      // PDF's y grows upwards: the top line has the largest y.
      pieces.sort((a, b) => b.y - a.y || a.x - b.x);
      const lines: { y: number; parts: typeof pieces }[] = [];
      for (const piece of pieces) {
        const line = lines.at(-1);
        if (line && line.y - piece.y < SAME_LINE) line.parts.push(piece);
        else lines.push({ y: piece.y, parts: [piece] });
      }
      pages.push({
        width: right - left,
        height: top - bottom,
        lines: lines.map((l) =>
          l.parts
            .sort((a, b) => a.x - b.x)
            .map((p) => p.text)
            .join(' '),
        ),
      });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
