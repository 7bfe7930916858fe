import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { shellModuleTest } from './scripts/shell-modules.ts';

const reactRouterBuild = (file: string) =>
  new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: [
      { find: '~', replacement: new URL('./app', import.meta.url).pathname },
      // react-router's package exports name only its development build (its warnings and checks). The browser
      // gets the production build, the same API without them (about 0.6 KB gzipped less on every page). The
      // server keeps the package's own entry: @react-router/node imports it, and two copies of the router would
      // not share their contexts.
      ...(isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]),
    ],
  },
  build: {
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // What the page shell (root.tsx) imports and other pages share — React, React Router, shell components,
        // their rules — in one 'shell' chunk instead of twenty small ones (each small chunk costs its own gzip
        // frame and import lines). Code that only some page types share is split as Rolldown sees fit, so a
        // page does not load list or carousel code it never uses. Keeps every page within the 130 KB first-load
        // budget (tests/first-load-budget.test.ts).
        codeSplitting: isSsrBuild
          ? undefined
          : { groups: [{ name: 'shell', test: shellModuleTest(), minShareCount: 2 }] },
      },
    },
  },
}));
