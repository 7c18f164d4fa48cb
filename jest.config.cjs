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
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  // Project-level testTimeout is ignored by jest; API tests boot a database.
  testTimeout: 60000,
  projects: [
    webProject('shared'),
    webProject('shell'),
    webProject('mf-account'),
    webProject('mf-membership'),
    webProject('mf-bookings'),
    webProject('mf-swim'),
    webProject('mf-shop'),
    webProject('mf-public'),
    {
      ...base,
      displayName: 'api',
      rootDir: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    // Deployment scripts (publishing a build beside the previous release).
    { ...base, displayName: 'scripts', rootDir: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.ts'] },
  ],
};
