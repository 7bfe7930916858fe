// The esbuild options that bundle a Node entry of the shop with its own code: the server (scripts/build-server.mjs,
// dist/server.js) and the worker processes of the fault tests (tests/support/worker-bundle.ts). Packages stay in
// node_modules and are loaded at run time — except drizzle-orm, which is bundled in (decision 769).
//
// Why drizzle-orm: Node 24's module loader looks up the package scope of every file it loads and, in doing so,
// parses that package's whole `exports` map from its package.json again. drizzle-orm's package.json is 179 KB (its
// map names each of its files) and a start loads 112 of its files: about 1.3 s of CPU of a server start's 5–6 s on
// a 2-core machine. Bundled, its files are part of the one file Node loads. It is plain JavaScript that reads no
// files of its own, so nothing changes in what runs. Other packages keep small package.json files, native code
// (sharp) or data files read from their own folder (pdfkit's fonts, PGlite's WebAssembly), so they stay external.
import type { BuildOptions, Plugin } from 'esbuild';

const BUNDLED_PACKAGES = ['drizzle-orm'];

const isBundled = (specifier: string) =>
  BUNDLED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Every bare import (a package or a Node built-in) stays external unless its package is in BUNDLED_PACKAGES. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      isBundled(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [packagesExternal],
  logLevel: 'warning',
} satisfies BuildOptions;
