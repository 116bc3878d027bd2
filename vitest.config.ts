import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (package unit tests, jsdom for components), `server` (API against an
 * in-memory PGlite, or PostgreSQL with DATABASE_URL), `e2e` (real Chromium against a running
 * server; see tests/e2e/harness.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./vitest.unit-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
