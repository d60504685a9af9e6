/**
 * The server's feature modules as a graph of their own (docs/decisions/0022-server-kernel.md): a module may use
 * another, never one that uses it back, however many modules lie between. dependency-cruiser's `no-circular`
 * (.dependency-cruiser.cjs) sees files, and two modules can depend on each other through files that never form a
 * file cycle; a `scope: 'folder'` rule sees each module folder as one node. This cruise holds only the modules'
 * own non-test files, so a cycle through lib/, db/ or a test is not counted (those are not module dependencies),
 * and the kernel (apps/server/src/kernel/) stays outside: every module may use it, and it uses none.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Server modules depend on each other one way: move the shared piece to its owner or to the kernel.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^apps/server/src/modules/',
    exclude: { path: `${base.options.exclude.path}|\\.test\\.ts$|-test-kit\\.ts$` },
  },
};
