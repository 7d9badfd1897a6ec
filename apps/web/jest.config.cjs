// Unit tests of the web's logic, in Node (no browser): TypeScript compiled to CommonJS by swc as
// in apps/api/jest.config.js, `~/` mapped to app/ as in vite.config.ts, and the domain library
// read from its source. (The package is an ES module, hence the .cjs name.)
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    sourceMaps: 'inline',
    jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/app/**/*.test.ts'],
  // server/*.mjs (the web server's own modules, run by Node as they are) compiled the same way.
  transform: { '^.+\\.(tsx?|mjs)$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '^~/(.*)$': '<rootDir>/app/$1',
    '^@halimbawa/domain$': '<rootDir>/../../libs/domain/src/index.ts',
  },
};
