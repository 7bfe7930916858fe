// Issue 16: the script that hands the page's interface texts to the browser (server/http/texts-asset.ts), once
// per visit thanks to its versioned, long-cached address. It arrives inert and the head's starter loads it after
// the first paint, with the page's modules (decisions 467 and 481): it never holds back the first paint, and
// hydration waits for it (app/entry.client.tsx); without JavaScript the server-rendered texts stand alone.
import { TEXTS_SCRIPT_ID, textsScriptPath } from '../../../domain/texts';
import { useNonce } from '../../lib/nonce';
import { useTextsVersion } from '../../lib/texts';
import { INERT_DATA_TYPE } from './ScriptsAfterPaint';

export function TextsScript() {
  const version = useTextsVersion();
  const nonce = useNonce();
  if (version === undefined) return null;
  // The browser hides a nonce from the DOM, so the hydrated attribute differs by design (as on <Scripts>).
  return (
    <script
      id={TEXTS_SCRIPT_ID}
      type={INERT_DATA_TYPE}
      data-src={textsScriptPath(version)}
      nonce={nonce}
      suppressHydrationWarning
    />
  );
}
