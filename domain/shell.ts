// Issue 16 (decision 499): the page shell's shared part — the fields that are the same for every visitor of a
// shop (server/shell/types.ts ShellShared). A page's loader data names their version, and the browser loads them
// once per visit and shop from /shell/{shop}/{version}.js (server/http/shell-asset.ts) instead of receiving them
// with every page: they were three quarters of a book page's loader data. The script sets
// `globalThis[SHELL_GLOBAL] = { shop, version, shared }`.
import type { Shop } from './shop.ts';

export const SHELL_GLOBAL = '__lwShell';
/** The script element's id: hydration waits for its load event when the shared part is not there yet. */
export const SHELL_SCRIPT_ID = 'lw-shell';
export const SHELL_VERSION_PATTERN = /^[0-9a-f]{12}$/;

export function shellScriptPath(shop: Shop, version: string, kind: 'js' | 'json' = 'js'): string {
  return `/shell/${shop}/${version}.${kind}`;
}
