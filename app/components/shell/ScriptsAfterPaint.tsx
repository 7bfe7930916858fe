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
const SCRIPTED_ATTRIBUTE = 'data-js';

// The browser reports its first paint as a 'paint' entry once the pixels are on screen (an animation frame comes
// earlier: before the frame is presented). Without that report (an older browser) the next frame stands in, and
// no page waits longer than SAFETY_MS for it. The module script is copied into a new element (a script's type is
// read once, when it is inserted), with the nonce the browser keeps in the element's nonce property. Each loaded
// data script takes over its inert one's id, which app/entry.client.tsx waits on before it hydrates.
const SAFETY_MS = 3000;
const STARTER = `(function () {
  document.documentElement.setAttribute('${SCRIPTED_ATTRIBUTE}', '');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('script[type="${INERT_DATA_TYPE}"][id]').forEach(function (data) {
      var load = document.createElement('script');
      load.src = data.getAttribute('data-src');
      load.nonce = data.nonce;
      load.id = data.id;
      data.removeAttribute('id');
      document.head.appendChild(load);
    });
    document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function (link) {
      link.rel = 'modulepreload';
    });
    var inert = document.querySelector('script[type="${INERT_MODULE_TYPE}"]');
    if (!inert) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    script.onerror = function () {
      document.documentElement.removeAttribute('${SCRIPTED_ATTRIBUTE}');
    };
    document.head.appendChild(script);
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') return start();
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) {
      requestAnimationFrame(function () { setTimeout(start, 0); });
      return;
    }
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, ${SAFETY_MS});
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();`;

export function ScriptsAfterPaint() {
  const nonce = useNonce();
  // The browser hides a nonce from the DOM, so the hydrated attribute differs by design (as on <Scripts>).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STARTER }} />;
}
