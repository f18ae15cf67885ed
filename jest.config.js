// One jest run covers every kind of test; `npm test` runs it under the emulator suite.
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
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// ESM-only packages the web tests import, compiled to CommonJS for jest (the last three: msw's).
const esmPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'rettime',
  '@open-draft',
  'until-async',
  'jose',
  'idb-keyval',
].join('|');

/** @type {import('jest').Config} */
module.exports = {
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
  projects: [
    {
      displayName: 'domain',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/functions/src/domain/**/*.test.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/functions/src/**/*.test.ts'],
      testPathIgnorePatterns: ['/functions/src/domain/'],
      // jose (member cards' tokens) is ESM only: compiled to CommonJS like the web's packages.
      transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
      // Every supertest answer is checked against the OpenAPI document.
      setupFilesAfterEnv: ['<rootDir>/functions/src/test-support/openapi-answers.setup.ts'],
    },
    {
      displayName: 'web',
      // jsdom with Node's fetch, Request and streams, which msw (the API double) intercepts.
      testEnvironment: 'jest-fixed-jsdom',
      // Component tests render MUI in jsdom; on two shared cores some take several seconds
      // (their 20 s limit is set in setup-tests.ts: jest ignores a project's testTimeout).
      transform,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      moduleNameMapper: {
        '^@domain/(.*)$': '<rootDir>/functions/src/domain/$1',
        '\\.(css|png|svg|jpg|pdf)$': '<rootDir>/web/src/testing/file-stub.ts',
      },
      setupFiles: ['<rootDir>/web/src/testing/jsdom-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-tests.ts'],
    },
    {
      displayName: 'rules',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/tests/rules/**/*.test.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/setup-e2e.ts'],
    },
  ],
};
