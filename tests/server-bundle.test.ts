// The server's bundle (scripts/server-bundle.ts, decision 769): drizzle-orm is inside it, so Node does not load its
// 112 files one by one (each re-reading its 179 KB package.json's exports map); the packages with native code or
// data files of their own stay external.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE_OPTIONS } from '../scripts/server-bundle.ts';

/** The packages a bundle of `entry` leaves to node_modules, and the files it carries. */
async function bundleOf(entry: string): Promise<{ external: Set<string>; inputs: string[] }> {
  const result = await build({
    ...SERVER_BUNDLE_OPTIONS,
    entryPoints: [entry],
    write: false,
    outfile: 'dist/server-bundle-test.js',
    metafile: true,
  });
  const external = new Set(
    Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((found) => found.external).map((found) => found.path),
    ),
  );
  return { external, inputs: Object.keys(result.metafile.inputs) };
}

describe('the server bundle (decision 769)', () => {
  it('carries drizzle-orm and leaves sharp, PGlite, pg and pdfkit in node_modules', async () => {
    const { external, inputs } = await bundleOf('server/main.ts');
    expect([...external].filter((name) => name.startsWith('drizzle-orm'))).toEqual([]);
    expect(inputs.some((file) => file.startsWith('node_modules/drizzle-orm/'))).toBe(true);
    for (const name of ['sharp', '@electric-sql/pglite', 'pg', 'pdfkit', 'fastify', 'node:fs'])
      expect(external, name).toContain(name);
  });

  it("leaves Vitest out of the crash test's worker, which loads the shop's code 42 times a run", async () => {
    // Its checkout inputs come from tests/support/checkout-inputs.ts, not from the fixtures that open test databases
    // through Vitest: importing Vitest in each worker cost about 0.17 CPU-seconds.
    const { external } = await bundleOf('tests/support/crash-worker.ts');
    expect([...external].filter((name) => name.startsWith('vitest'))).toEqual([]);
    expect(external).toContain('@electric-sql/pglite');
  });
});
