// The server's bundle (scripts/server-bundle.ts, decision 769): drizzle-orm is inside it, so Node does not load its
// 112 files one by one (each re-reading its 179 KB package.json's exports map); the packages with native code or
// data files of their own stay external.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE_OPTIONS } from '../scripts/server-bundle.ts';

describe('the server bundle (decision 769)', () => {
  it('carries drizzle-orm and leaves sharp, PGlite, pg and pdfkit in node_modules', async () => {
    const result = await build({
      ...SERVER_BUNDLE_OPTIONS,
      entryPoints: ['server/main.ts'],
      write: false,
      outfile: 'dist/server-bundle-test.js',
      metafile: true,
    });
    const external = new Set(
      Object.values(result.metafile.outputs).flatMap((output) =>
        output.imports.filter((found) => found.external).map((found) => found.path),
      ),
    );
    expect([...external].filter((name) => name.startsWith('drizzle-orm'))).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((file) => file.startsWith('node_modules/drizzle-orm/'))).toBe(true);
    for (const name of ['sharp', '@electric-sql/pglite', 'pg', 'pdfkit', 'fastify', 'node:fs'])
      expect(external, name).toContain(name);
  });
});
