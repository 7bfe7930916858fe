// The modules the page shell (app/root.tsx) imports statically, for the build's 'shell' chunk
// (vite.config.ts): every page loads that chunk, so it should hold what every page needs and nothing that only
// some pages need. esbuild resolves the imports as Vite does; dynamic imports (lazy dialogs, the search
// overlay) are left out, as they load when needed.
import path from 'node:path';
import { buildSync } from 'esbuild';

/** A test for a module id: true when the shell imports that module (a file of ours or a package). */
export function shellModuleTest(root = 'app/root.tsx'): (id: string) => boolean {
  const { metafile } = buildSync({
    entryPoints: [root],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    external: ['*.css'],
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
  });
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.relative(process.cwd(), root)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file) || packages.has(file)) continue;
    const input = metafile.inputs[file];
    if (!input) {
      packages.add(file);
      continue;
    }
    files.add(file);
    for (const i of input.imports) {
      if (i.kind === 'dynamic-import' || i.path.endsWith('.css')) continue;
      if (i.external)
        packages.add(
          i.path
            .split('/')
            .slice(0, i.path.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      else queue.push(i.path);
    }
  }
  const absolute = new Set([...files].map((file) => path.resolve(file)));
  const packageDirs = [...packages].map((name) => `${path.sep}node_modules${path.sep}${name}${path.sep}`);
  return (id) => absolute.has(id) || packageDirs.some((dir) => id.includes(dir));
}
