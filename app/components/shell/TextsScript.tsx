// Issue 16: the script that hands the page's interface texts to the browser (server/http/texts-asset.ts), once
// per visit thanks to its versioned, long-cached address. Placed before React Router's scripts and parser-blocking
// (no async/defer), it has run before hydration starts; without JavaScript the server-rendered texts stand alone.
import { textsScriptPath } from '../../../domain/texts';
import { useNonce } from '../../lib/nonce';
import { useTextsVersion } from '../../lib/texts';

export function TextsScript() {
  const version = useTextsVersion();
  const nonce = useNonce();
  if (version === undefined) return null;
  // The browser hides a nonce from the DOM, so the hydrated attribute differs by design (as on <Scripts>).
  return <script src={textsScriptPath(version)} nonce={nonce} suppressHydrationWarning />;
}
