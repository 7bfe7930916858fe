// Bundles the Fastify entry (server/main.ts and what it imports) into dist/server.js. Packages stay external;
// React Router's server build (build/server) is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
