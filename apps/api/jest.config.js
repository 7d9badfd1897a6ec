// Two projects: fast unit specs beside the code, and integration specs over HTTP against a real
// PostgreSQL (one fresh database per run, migrations applied by the global setup).
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    sourceMaps: 'inline',
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The domain library is read from its TypeScript source, so tests never run a stale build.
  moduleNameMapper: { '^@halimbawa/domain$': '<rootDir>/../../libs/domain/src/index.ts' },
  // Specs read PDFs' text with pdf-parse, whose pdf.js worker ships only as ES modules: compile
  // pdfjs-dist's .mjs files to CommonJS like the sources.
  transform: { '^.+\\.ts$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!pdfjs-dist/)'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/worker-database.ts', '<rootDir>/test/support/contract-setup.ts'],
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
  // Each worker has a database of its own (test/support/worker-database.ts).
  maxWorkers: 2,
  // A global option (ignored inside a project): generous, since a shared 2-core machine may have
  // both cores busy; a test waits for what it names, never for a few seconds of wall clock.
  testTimeout: 300_000,
};
