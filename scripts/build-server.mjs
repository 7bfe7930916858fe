// Bundles the Fastify entry (server/main.ts and what it imports) into dist/server.js with the options of
// scripts/server-bundle.ts (packages stay external but drizzle-orm, decision 769). React Router's server build
// (build/server) is loaded at run time.
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS } from './server-bundle.ts';

await build({
  ...SERVER_BUNDLE_OPTIONS,
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server.js',
  sourcemap: true,
});
