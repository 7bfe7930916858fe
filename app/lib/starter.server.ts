// Issue 16 (decision 467): the text of the head's starter (components/shell/ScriptsAfterPaint.tsx), server only.
// The starter runs from the server's HTML before anything else; by the time the page hydrates it has done its
// work, so the browser's bundle does not carry its text (entry.server.tsx hands it to the component).
import {
  INERT_DATA_TYPE,
  INERT_MODULE_TYPE,
  INERT_PRELOAD_REL,
  SCRIPTED_ATTRIBUTE,
} from '../components/shell/ScriptsAfterPaint';

// The browser reports its first paint as a 'paint' entry once the pixels are on screen (an animation frame comes
// earlier: before the frame is presented). Without that report (an older browser) the next frame stands in, and
// no page waits longer than SAFETY_MS for it. The module script is copied into a new element (a script's type is
// read once, when it is inserted), with the nonce the browser keeps in the element's nonce property. Each loaded
// data script takes over its inert one's id, which app/entry.client.tsx waits on before it hydrates.
// A navigation the shopper leaves before it has loaded (back twice in a row, another click) is aborted by React
// Router, and a part of its data still on its way can end as a rejection nobody waits for any more: an intended
// cancellation, not an error, so it is not reported (decision 501); every other unhandled rejection still is.
// Here, before any module runs, so hydration is covered too.
const SAFETY_MS = 3000;
export const STARTER = `(function () {
  document.documentElement.setAttribute('${SCRIPTED_ATTRIBUTE}', '');
  window.addEventListener('unhandledrejection', function (event) {
    if (event.reason && event.reason.name === 'AbortError') event.preventDefault();
  });
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
