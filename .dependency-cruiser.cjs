/**
 * The boundary rules (decision 0017), checked by `npm run lint`: any violation fails the lint.
 * test/boundaries.test.ts runs these rules on test/fixtures/boundaries to prove they are live.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle ties files together for good: break it with a port (server) or by moving the shared part down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        'A module reaches another module only through its index.ts (its api, ports and contract types), never its files.',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment:
        "Code outside the modules (app, registry, seed, testing) uses a module's index.ts; only src/server/schema.ts gathers the tables. A cross-module test may also use a module's test-helpers.ts (its face for tests).",
      from: { path: '^src/server/', pathNot: ['^src/server/modules/', '^src/server/schema\\.ts$'] },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/[^/]+/index\\.ts$', '^src/server/modules/[^/]+/test-helpers\\.ts$'],
      },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment:
        'The platform serves every module and knows none: it never imports a module, the registry or the app (its integration tests may build the app).',
      from: { path: '^src/server/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/(modules/|registry\\.ts$|app\\.ts$|schema\\.ts$|seed/)' },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'src/shared is used by the server and the web; it imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP with the contracts in src/shared, never by import.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'The server never imports the web app.',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: 'A web feature uses another feature only through its index.ts(x), never its internals.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // the boundary test's deliberately bad imports live there
    exclude: { path: '^test/fixtures/' },
    // type-only imports are dependencies too (a port's type is the contract)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
