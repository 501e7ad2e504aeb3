import { defineConfig } from 'vitest/config';

// The integration suites (`npm run test:integration` runs both projects): real HTTP on
// PostgreSQL, one file at a time, each on a database cloned from a migrated template.
const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['./src/test/global-setup.ts'],
  fileParallelism: false,
} as const;

// Files that replace modules with vi.mock (named *.mocking.test.ts; lint keeps vi.mock out of
// the others) need a module graph of their own.
const MOCKING_SERVER_TESTS = ['src/**/*.mocking.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sdk',
          root: './packages/sdk',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: ['src/**/*.reliability.test.ts', ...MOCKING_SERVER_TESTS],
          // One module graph for every file: importing the app afresh for each of 110 files
          // took a second apiece, about as long as their tests (decision 186). Each file
          // still starts its own app on its own database clone, so nothing else is shared.
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server-mocking', include: MOCKING_SERVER_TESTS },
      },
      {
        test: {
          name: 'reliability',
          root: './apps/server',
          include: ['src/**/*.reliability.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          // build/: the build's own steps (the precompressed copies, decision 196).
          include: [
            'src/**/__tests__/*.test.tsx',
            'src/**/__tests__/*.test.ts',
            'build/__tests__/*.test.ts',
          ],
          environment: 'jsdom',
          // Rendering whole screens in jsdom is slow on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
