// One jest run for every package: component tests in jsdom, API tests in node.
// swc compiles TypeScript and the ESM-only packages listed in ESM_PACKAGES.
const ESM_PACKAGES = ['ky', 'mitt', 'nanoid', '@mantine', 'signature_pad', 'typebox', 'uuid', '@electric-sql', 'content-disposition', '@fastify.cookie', 'cookie', 'htmlparser2', 'domhandler', 'domutils', 'entities', 'dom-serializer', 'domelementtype'];
const ignoreAllButEsm = `/node_modules/(?!(\\.pnpm/)?(${ESM_PACKAGES.join('|')}))`;

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [ignoreAllButEsm],
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy', '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/../jest.file-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const webProject = (dir) => ({
  ...base,
  displayName: dir,
  rootDir: dir,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.dom.ts', '<rootDir>/../jest.setup.clock.dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

const apiProject = {
  ...base,
  displayName: 'api',
  rootDir: 'api',
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/setup/pin-clock.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};

// The date matrix (PORTAL_NOW_MATRIX=1, run by scripts/test.mjs): the date-sensitive tests once per
// instant of scripts/pinned-instants.json, each instant a project whose global __PORTAL_NOW__ the
// clock setup files pin. Why these instants and files: docs/decisions.md, "Pinned instants".
const { instants } = require('./scripts/pinned-instants.json');
const MATRIX_API_TESTS = ['pinned-clock', 'swim', 'bookings', 'bookings-pt-creche', 'public-visits'].map((f) => `<rootDir>/test/${f}.test.ts`);
const MATRIX_WEB_TESTS = [
  'shared/src/ui/child-dialog/child-dialog.test.tsx',
  'shared/src/ui/date-field/date-field.test.tsx',
  'mf-bookings/src/features/class-booking/components/class-booking-page.test.tsx',
  'mf-membership/src/features/suspension/components/suspend-page.test.tsx',
  'mf-public/src/features/visit-booking/components/visit-booking-page.test.tsx',
].map((f) => `<rootDir>/${f}`);
const matrixProjects = instants.flatMap(({ name, at }) => [
  { ...apiProject, displayName: `api@${name}`, globals: { __PORTAL_NOW__: at }, testMatch: MATRIX_API_TESTS },
  {
    ...base,
    displayName: `web@${name}`,
    rootDir: '.',
    testEnvironment: 'jsdom',
    globals: { __PORTAL_NOW__: at },
    moduleNameMapper: { ...base.moduleNameMapper, '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/jest.file-stub.cjs' },
    setupFilesAfterEnv: ['<rootDir>/jest.setup.dom.ts', '<rootDir>/jest.setup.clock.dom.ts'],
    testMatch: MATRIX_WEB_TESTS,
  },
]);

module.exports = {
  // Project-level testTimeout is ignored by jest; API tests boot a database.
  testTimeout: 60000,
  projects: process.env.PORTAL_NOW_MATRIX === '1' ? matrixProjects : [
    webProject('shared'),
    webProject('shell'),
    webProject('mf-account'),
    webProject('mf-membership'),
    webProject('mf-bookings'),
    webProject('mf-swim'),
    webProject('mf-shop'),
    webProject('mf-public'),
    webProject('mf-club'),
    apiProject,
    // Deployment scripts (publishing a build beside the previous release).
    { ...base, displayName: 'scripts', rootDir: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.ts'] },
  ],
};
