// The layout's import rules, checked by `pnpm lint` (eslint, then depcruise). Why each holds:
// docs/architecture.md. scripts/dependency-rules.test.ts proves each rule refuses a new crossing.
// Known crossings of the shell's layers that predate the rule sit in .dependency-cruiser-known-violations.json
// (depcruise-baseline writes it); a new one fails the lint.
const TESTS = ['\\.test\\.tsx?$', '/test/', '/test-fixtures/', '/e2e/'];

// The shell in layers, top to bottom; a layer imports only the layers below it. One rule a layer
// (its name and comment as the known violations record them), from every layer below it into it.
const SHELL_LAYERS = [
  { rule: 'shell-layers', dirs: ['app'], what: 'The shell in layers, top to bottom: app; features, notifications, member-card-page; layout; routing, federation; theme, ui, api. A layer imports only layers below it.' },
  { rule: 'shell-layers-features', dirs: ['features', 'notifications', 'member-card-page'], what: 'layout, routing, federation, theme, ui and api sit below the pages (features, notifications, member card).' },
  { rule: 'shell-layers-layout', dirs: ['layout'], what: 'routing, federation, theme, ui and api sit below the layout.' },
  { rule: 'shell-layers-routing', dirs: ['routing', 'federation'], what: 'theme, ui and api sit below routing and federation.' },
  { dirs: ['theme', 'ui', 'api'] },
];
const shellDirs = (dirs) => `^shell/src/(${dirs.join('|')})/`;
const SHELL_LAYER_RULES = SHELL_LAYERS.filter((layer) => layer.rule).map((layer, i) => ({
  name: layer.rule,
  comment: layer.what,
  severity: 'error',
  from: { path: shellDirs(SHELL_LAYERS.slice(i + 1).flatMap((l) => l.dirs)), pathNot: TESTS },
  to: { path: shellDirs(layer.dirs) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-insides',
      comment: "Another API module is reached only through its index.ts (modules/<x>/index.ts).",
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^api/src/modules/[^/]+/.+', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'api-outside-into-module-insides',
      comment: 'app.ts, lib/, plugins/, cli/ and db/ reach a module only through its index.ts.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: ['^api/src/modules/', ...TESTS] },
      to: { path: '^api/src/modules/[^/]+/.+', pathNot: '^api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'api-lib-below-modules',
      comment: 'lib/ holds what many modules need; it never depends on a module.',
      severity: 'error',
      from: { path: '^api/src/lib/', pathNot: TESTS },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'remote-imports-remote',
      comment: 'A remote (or the shell) never imports another remote; shared pieces live in shared/.',
      severity: 'error',
      from: { path: '^(mf-[^/]+|shell)/' },
      to: { path: '^(mf-[^/]+|shell)/', pathNot: '^$1/' },
    },
    {
      name: 'feature-imports-feature',
      comment: 'A feature of a remote imports nothing from another of its features; what two share lives in src/common/.',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/[^/]+/', pathNot: '^$1/src/features/$2/' },
    },
    ...SHELL_LAYER_RULES,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
