// Hydration in the browser: React Router's default entry (a transition, so React yields to the browser while it
// hydrates), started only after the browser has painted the server's HTML (issue 16). The module script often
// arrives before the first paint; hydrating a long page first kept that paint waiting for all of React's work
// (Lighthouse measured first paint and LCP after hydration, about 1 s later on its slow phone).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { TEXTS_GLOBAL, TEXTS_SCRIPT_ID } from '../domain/texts';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Runs `then` once the interface texts' deferred script has run (app/components/shell/TextsScript.tsx): React
 * Router's module script may run first. If the script fails, the page is not hydrated: without its texts the
 * render would differ, and the server's page works as it does without JavaScript (decision 484).
 */
function afterTexts(then: () => void) {
  const script = document.getElementById(TEXTS_SCRIPT_ID);
  if (!script || TEXTS_GLOBAL in globalThis) then();
  else script.addEventListener('load', then, { once: true });
}

// requestAnimationFrame runs just before the next paint and the timeout just after it. A hidden tab paints no
// frames (its animation frames wait until it is shown), so it hydrates at once.
afterTexts(() => {
  if (document.visibilityState === 'hidden') hydrate();
  else requestAnimationFrame(() => setTimeout(hydrate, 0));
});
