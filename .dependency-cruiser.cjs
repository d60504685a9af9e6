/**
 * Architecture rules (docs/architecture.md "Rules across features"), checked by `npm run lint` so they survive growth. The module-level
 * cycle rule needs a cruise of its own (.dependency-cruiser.modules.cjs); apps/server/src/architecture-rules.test.ts
 * shows each rule failing on a broken example.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'shared-is-pure',
      comment: 'packages/shared runs in the browser and on the server: zod only, no Node or DOM.',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev'], pathNot: '(^|/)node_modules/zod/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: { path: '^apps/' },
    },
    {
      name: 'routes-never-touch-repositories',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'repositories-never-import-services',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'features-share-through-lib',
      comment: "A server module may read another module's repository, never its service or routes.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+\\.(service|routes)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'kernel-uses-no-module',
      comment:
        'apps/server/src/kernel/ is what every module shares (group scoping, user lookups): it sits below them all.',
      severity: 'error',
      from: { path: '^apps/server/src/kernel/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-calls-the-api-through-the-typed-client',
      comment: 'Requests go out through lib/api.ts, typed by the shared route contract: no URL is written by hand.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/(api\\.ts|api-client\\.test\\.tsx)$' },
      to: { path: '^apps/web/src/lib/api-client\\.ts$' },
    },
    {
      name: 'web-shared-code-never-imports-features',
      comment:
        "components/ and lib/ serve every feature, so they never import one: the app (app/) hands a feature's piece to the shell (app/routes/shell-slots.tsx), and data several features read lives in lib/ (docs/web-conventions.md).",
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-features-are-independent',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // artifacts: what the browser tests write (traces hold copies of the built app's scripts), not our code.
    exclude: { path: '(^|/)(dist|dist-test|node_modules|artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
