// Hydration in the browser: React Router's default entry (a transition, so React yields to the browser while it
// hydrates). This module only runs after the browser has painted the server's HTML (issue 16: the head's starter,
// components/shell/ScriptsAfterPaint.tsx), so hydrating a long page never holds back the first paint.
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

afterTexts(hydrate);
