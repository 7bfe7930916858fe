// Resolves drizzle-orm's relative imports of its own files directly, for the processes that load drizzle-orm from
// node_modules (tsx commands such as `npm run import:onix`, Vitest's workers, the test template's build). Node 24's
// ESM loader reads the package scope of every file it resolves and parses that package's whole `exports` map again
// each time; drizzle-orm's package.json is 179 KB and its entry points import some 400 files, so loading it took
// 1.2–1.6 CPU-seconds on Node 24.21 (and on 24.22 and 26.12) against 0.2 on Node 20. Inside drizzle-orm every
// relative import names a file of the same ES-module package ("type": "module"), so its address and format are known
// without that read: 0.2 CPU-seconds again (decision 771). Everything else resolves as before. The server's own
// bundle has drizzle-orm inside it (decision 769) and does not need this. On a Node without `registerHooks` (before
// 22.15; the project's scripts run its own Node 24) nothing is registered and Node resolves as it always did.
import module from 'node:module';

const DRIZZLE = new URL('../node_modules/drizzle-orm/', import.meta.url).href;

module.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    if (
      context.parentURL?.startsWith(DRIZZLE) &&
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      specifier.endsWith('.js')
    )
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
