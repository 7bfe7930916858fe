import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [reactRouter()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsDir: 'assets',
    // The page shell's shared code (shell and ui components, lib, domain rules) in one chunk instead of twenty
    // small ones: each small chunk costs its own gzip frame and import lines. Keeps every page within the
    // 130 KB first-load budget (tests/first-load-budget.test.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /[\\/]app[\\/](components[\\/](shell|ui)|lib)[\\/]|[\\/]domain[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
