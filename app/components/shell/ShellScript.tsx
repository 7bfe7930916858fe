// Issue 16 (decision 499): the script that hands the shell's shared part of this shop to the browser
// (server/http/shell-asset.ts), once per visit and shop thanks to its versioned, long-cached address. Like the
// texts' script (TextsScript.tsx) it arrives inert, the head's starter loads it after the first paint, and
// hydration waits for it (app/entry.client.tsx); without JavaScript the server-rendered shell stands alone.
import { SHELL_SCRIPT_ID, shellScriptPath } from '../../../domain/shell';
import type { RootData } from '../../root';
import { useNonce } from '../../lib/nonce';
import { useRouteLoaderData } from 'react-router';
import { INERT_DATA_TYPE } from './ScriptsAfterPaint';

export function ShellScript() {
  const own = (useRouteLoaderData('root') as RootData | undefined)?.shell;
  const nonce = useNonce();
  if (!own) return null;
  // The browser hides a nonce from the DOM, so the hydrated attribute differs by design (as on <Scripts>).
  return (
    <script
      id={SHELL_SCRIPT_ID}
      type={INERT_DATA_TYPE}
      data-src={shellScriptPath(own.shop, own.sharedVersion)}
      nonce={nonce}
      suppressHydrationWarning
    />
  );
}
