// Issue 16 (decision 467): the head's starter of the page's JavaScript. The server's HTML carries React Router's
// module preloads and module script inert (app/lib/scripts-after-paint.server.ts), and the scripts of the
// interface texts and the shell's shared part as addresses (TextsScript.tsx, ShellScript.tsx); once the parser is
// done and the browser has painted, this loads those, turns the preloads back on and runs the module script,
// which hydrates the page.
// Until then the page is the server's HTML, which works without JavaScript (plain links and forms). A hidden tab
// paints nothing until it is shown, so it starts at once. In a client navigation the script is only hydrated,
// never run again.
import { useNonce } from '../../lib/nonce';

/** The preloads' rel and the module script's type in the server's HTML: names the browser does not act on. */
export const INERT_PRELOAD_REL = 'lw-modulepreload';
export const INERT_MODULE_TYPE = 'lw-module';
/** The data scripts in the server's HTML (the interface texts, the shell's shared part): addresses in data-src. */
export const INERT_DATA_TYPE = 'lw-data';
/**
 * Set on <html> by the starter, before the first paint: the page runs scripts, so the buttons a form needs only
 * without JavaScript (class `no-js-only`, app/styles/global.css) are hidden from the start instead of being taken
 * out at hydration, which moved the list controls below them (a layout shift Lighthouse counted on the search
 * results page). Taken off again when the page's module script fails to load, so those buttons come back.
 */
export const SCRIPTED_ATTRIBUTE = 'data-js';

/** The starter's text on the server (app/lib/starter.server.ts, set by entry.server.tsx); empty in the browser. */
let starter = '';

export function setStarterScript(text: string): void {
  starter = text;
}

export function ScriptsAfterPaint() {
  const nonce = useNonce();
  // The browser hides a nonce from the DOM, so the hydrated attribute differs by design (as on <Scripts>); the
  // script's text is the server's only (React keeps the server's inner HTML when it hydrates).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: starter }} />;
}
