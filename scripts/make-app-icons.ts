/**
 * Draws the installed app's icons (apps/web/public/icons) from the brand mark, the same drawing as favicon.svg.
 * Run after changing the mark: `npx tsx scripts/make-app-icons.ts`; the PNGs are committed, so builds need no
 * image library. "any" icons have rounded corners on a transparent ground; the maskable one fills the square and
 * keeps the mark inside the central 80% that every launcher's mask leaves visible (docs/installable-app.md).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#3b5bdb';
const MARK = `<g fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"><path d="M10.5 21.5 16 11l5.5 10.5"/><path d="M10.5 21.5h11"/></g><g fill="#fff"><circle cx="16" cy="10.5" r="3"/><circle cx="10" cy="22" r="3"/><circle cx="22" cy="22" r="3"/></g>`;

/** The mark on a rounded tile, as in the favicon. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${MARK}</svg>`;
/** Full-bleed ground, the mark scaled to 60% around the centre (well inside the 80% safe zone). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${MARK}</g></svg>`;

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
await mkdir(out, { recursive: true });
const icons: Array<[string, string, number]> = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
  // iOS draws its own rounded corners and ignores transparency: the full-bleed drawing suits it.
  ['apple-touch-icon.png', maskable, 180],
];
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}
