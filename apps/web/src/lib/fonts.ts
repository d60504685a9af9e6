import { readLocal, useLocalValue } from './local-store.ts';

/**
 * Font choices (settings → appearance, previewed in admin → tools → font showcase). System font stacks only:
 * the CSP allows fonts from our own origin, and system fonts cost no download on a phone.
 */
export const FONT_OPTIONS = [
  {
    id: 'default',
    label: 'Default',
    description: "Your device's interface font: clear at every size.",
    stack: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  {
    id: 'humanist',
    label: 'Humanist',
    description: 'Open, friendly letters that are easy to read for long stretches.',
    stack: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  },
  {
    id: 'rounded',
    label: 'Rounded',
    description: 'Soft, rounded letterforms with a relaxed feel.',
    stack: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", sans-serif',
  },
  {
    id: 'serif',
    label: 'Serif',
    description: 'A classic book face for a more traditional look.',
    stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, ui-serif, serif',
  },
  {
    id: 'mono',
    label: 'Monospace',
    description: 'Every letter the same width, like a typewriter.',
    stack: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
] as const;

type FontId = (typeof FONT_OPTIONS)[number]['id'];

// The font preference is stored locally; its default is the one named "default" (docs/product-rules.md "Settings").
const FONT_KEY = 'fontPreference';
const DEFAULT_FONT: FontId = 'default';

function fontById(id: string | null) {
  return FONT_OPTIONS.find((f) => f.id === id) ?? FONT_OPTIONS[0];
}

/** Sets the app font; index.css reads --app-font for every text style. */
export function applyFont(id: string | null = readLocal(FONT_KEY)): void {
  document.documentElement.style.setProperty('--app-font', fontById(id).stack);
}

export function useFontPreference(): [FontId, (id: FontId) => void] {
  const [value, write] = useLocalValue(FONT_KEY, DEFAULT_FONT);
  return [
    fontById(value).id,
    (id) => {
      write(id);
      applyFont(id);
    },
  ];
}
