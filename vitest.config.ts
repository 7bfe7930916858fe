import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'server/**/*.test.ts',
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'tests/**/*.test.ts',
    ],
    exclude: ['node_modules', 'build', 'dist', 'tests/e2e/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
