// The page shell's data (spec 1 §2.2). Issue 16 (decision 499): a page's loader data holds this visitor's part and
// the version of the shop's shared part (server/shell/types.ts ShellShared); the shared part itself comes
// once per visit and shop: on the server the root loader registers it here for the render that follows, in the
// browser the page's shell script (components/shell/ShellScript.tsx) or, in a client navigation to a version
// the browser does not have, the root's clientLoader (loadSharedShell) hands it over.
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { SHELL_GLOBAL, shellScriptPath } from '../../domain/shell';
import type { Shop } from '../../domain/shop';
import type { ShellData, ShellShared } from '../../server/shell/types';
import type { RootData } from '../root';
import { keptVersions } from '../../domain/kept-versions';

/** Versions kept per process or page: renders made just before a change still find theirs. */
const known = keptVersions<ShellShared>();

export function registerSharedShell(version: string, shared: ShellShared): void {
  known.register(version, shared);
}

interface LoadedShell {
  shop: Shop;
  version: string;
  shared: ShellShared;
}

/** The shared part of a version: registered, or the one the page's script handed over. */
export function sharedShellOf(version: string): ShellShared | undefined {
  const loaded = (globalThis as { [SHELL_GLOBAL]?: LoadedShell })[SHELL_GLOBAL];
  if (loaded && !known.has(loaded.version)) registerSharedShell(loaded.version, loaded.shared);
  return known.get(version);
}

/**
 * Browser: makes sure a client navigation's shell version is here before its page renders. A version no process
 * has any more is answered with today's part under its own version, which then stands in for the one asked.
 */
export async function loadSharedShell(shop: Shop, version: string): Promise<void> {
  if (sharedShellOf(version)) return;
  const response = await fetch(shellScriptPath(shop, version, 'json'));
  if (!response.ok) throw new Response('De pagina kon niet geladen worden.', { status: 503 });
  const loaded = (await response.json()) as LoadedShell;
  registerSharedShell(loaded.version, loaded.shared);
  if (loaded.version !== version) registerSharedShell(version, loaded.shared);
}

/** The page shell's data (shop, viewer, navigation, sidebars, footer); undefined when the root loader failed. */
export function useShell(): ShellData | undefined {
  const own = (useRouteLoaderData('root') as RootData | undefined)?.shell;
  const shared = own ? sharedShellOf(own.sharedVersion) : undefined;
  // The own part's sharedVersion comes along: one field more than ShellData names.
  return useMemo(() => (own && shared ? { ...shared, ...own } : undefined), [own, shared]);
}
