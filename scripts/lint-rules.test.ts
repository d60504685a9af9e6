/**
 * The web conventions' checks (docs/web-conventions.md) fail on a broken example and accept the listed exceptions.
 * Each check runs as `npm run lint` runs it, with the repository's own configuration, on example files written to a
 * temporary copy of the web app's layout: the GritQL plugins of apps/web/lint/ through biome.json, the layering
 * rule through .dependency-cruiser.cjs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules/.bin');

const FORMS = 'A form goes through useSchemaForm';
const TOASTS = 'A toast is shown through the outcome helpers';
const API_ERRORS = 'A failed call is read through the helpers in lib/';

/** Example files, by their path in the web app, and the check each one must meet (none: it must pass). */
const EXAMPLES: Record<string, { code: string; fails: string[] }> = {
  'features/x/components/hand-form.tsx': {
    code: "import { useForm } from 'react-hook-form';\nexport const f = () => useForm();\n",
    fails: [FORMS],
  },
  'features/x/components/typed-form.tsx': {
    code: "import type { FieldErrors } from 'react-hook-form';\nexport type E = FieldErrors;\n",
    fails: [],
  },
  'lib/forms.ts': { code: "import { useForm } from 'react-hook-form';\nexport const f = useForm;\n", fails: [] },
  'features/auth/components/login-form.tsx': {
    code: "import { useForm } from 'react-hook-form';\nexport const f = useForm;\n",
    fails: [],
  },
  'features/x/components/own-toast.tsx': {
    code: "import { toast } from '../../../lib/toast.ts';\nexport const t = () => toast({ title: 'Saved' });\n",
    fails: [TOASTS],
  },
  'features/x/components/other-library.tsx': {
    code: "import { toast } from 'sonner';\nexport const t = () => toast('Saved');\n",
    fails: [TOASTS],
  },
  'components/ui/renderer.tsx': {
    code: "import { type ToastInput, useToasts } from '../../lib/toast.ts';\nexport const r = (i: ToastInput) => [i, useToasts];\n",
    fails: [],
  },
  'lib/notify.ts': { code: "import { toast } from './toast.ts';\nexport const t = toast;\n", fails: [] },
  'features/x/api/read-error.ts': {
    code: "import { ApiError } from '../../../lib/api-error.ts';\nexport const gone = (e: unknown) => e instanceof ApiError && e.status === 404;\n",
    fails: [API_ERRORS],
  },
  'lib/reader.ts': {
    code: "import { ApiError } from './api-error.ts';\nexport const gone = (e: unknown) => e instanceof ApiError;\n",
    fails: [],
  },
  'features/x/components/a-form.test.tsx': {
    code: "import { useForm } from 'react-hook-form';\nimport { toast } from '../../../lib/toast.ts';\nimport { ApiError } from '../../../lib/api-error.ts';\nexport const t = (e: unknown) => [useForm, toast, e instanceof ApiError];\n",
    fails: [],
  },
};

let dir: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  for (const [path, { code }] of Object.entries(EXAMPLES)) write(`apps/web/src/${path}`, code);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("biome's web convention plugins (apps/web/lint/*.grit, listed in biome.json)", () => {
  it('flag each broken example with its rule, and pass the helpers, the listed exceptions and tests', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
    // The repository's own list of plugins, read from where biome.json finds them.
    config.plugins = config.plugins.map((p: string) => join(ROOT, p));
    config.vcs = { enabled: false };
    // The server's plugins (overrides) name paths of the repository; this example is the web app's alone.
    delete config.overrides;
    delete config.$schema;
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    const run = spawnSync(join(BIN, 'biome'), ['lint', '--reporter=json', '--max-diagnostics=none', 'apps'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as {
      diagnostics: Array<{ category: string; message: string; location: { path: string } }>;
    };
    const found: Record<string, string[]> = Object.fromEntries(Object.keys(EXAMPLES).map((p) => [p, []]));
    for (const d of report.diagnostics) {
      if (d.category !== 'plugin') continue;
      const rule = [FORMS, TOASTS, API_ERRORS].find((r) => d.message.startsWith(r)) ?? d.message;
      found[d.location.path.replace(/^apps\/web\/src\//, '')]?.push(rule);
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(EXAMPLES).map(([p, e]) => [p, e.fails])));
    expect(run.status).not.toBe(0);
  }, 120_000);
});

describe('dependency-cruiser rule web-shared-code-never-imports-features', () => {
  it('fails for components/ or lib/ importing a feature, not for the app doing so', () => {
    write('apps/web/src/features/meetings/today.ts', 'export const today = 1;\n');
    write(
      'apps/web/src/components/layout/bar.ts',
      "import { today } from '../../features/meetings/today.ts';\nexport const bar = today;\n",
    );
    write(
      'apps/web/src/lib/reads-feature.ts',
      "import { today } from '../features/meetings/today.ts';\nexport const t = today;\n",
    );
    write(
      'apps/web/src/app/slots.ts',
      "import { today } from '../features/meetings/today.ts';\nexport const s = today;\n",
    );
    // The repository's rules; its TypeScript settings name files this example does not have.
    write(
      'cruise.cjs',
      `const c = require(${JSON.stringify(join(ROOT, '.dependency-cruiser.cjs'))});\nconst { tsConfig, ...options } = c.options;\nmodule.exports = { ...c, options };\n`,
    );
    const run = spawnSync(join(BIN, 'depcruise'), ['apps', '--config', 'cruise.cjs', '--output-type', 'json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const { summary } = JSON.parse(run.stdout) as {
      summary: { violations: Array<{ from: string; rule: { name: string } }> };
    };
    expect(
      summary.violations
        .filter((v) => v.rule.name === 'web-shared-code-never-imports-features')
        .map((v) => v.from)
        .sort(),
    ).toEqual(['apps/web/src/components/layout/bar.ts', 'apps/web/src/lib/reads-feature.ts']);
  }, 120_000);
});
