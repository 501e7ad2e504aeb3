import { defineConfig } from 'vitest/config';

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
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.reliability.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./src/test/global-setup.ts'],
          fileParallelism: false,
        },
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
          include: ['src/**/__tests__/*.test.tsx', 'src/**/__tests__/*.test.ts'],
          environment: 'jsdom',
          // Rendering whole screens in jsdom is slow on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
