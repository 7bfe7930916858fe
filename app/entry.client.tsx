// Hydration in the browser: React Router's default entry (a transition, so React yields to the browser while it
// hydrates). This module only runs after the browser has painted the server's HTML (issue 16: the head's starter,
// components/shell/ScriptsAfterPaint.tsx), so hydrating a long page never holds back the first paint.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { TEXTS_GLOBAL, TEXTS_SCRIPT_ID } from '../domain/texts';
import { SHELL_GLOBAL, SHELL_SCRIPT_ID } from '../domain/shell';

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
 * Hydrates once the deferred data scripts have run: the interface texts (components/shell/TextsScript.tsx) and
 * the shell's shared part (ShellScript.tsx); React Router's module script may run first. If one fails, the page
 * is not hydrated: without them the render would differ, and the server's page works as it does without
 * JavaScript (decisions 484 and 499).
 */
function loaded(id: string, global: string): Promise<unknown> {
  const script = document.getElementById(id);
  return !script || global in globalThis
    ? Promise.resolve()
    : new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
}

void Promise.all([loaded(TEXTS_SCRIPT_ID, TEXTS_GLOBAL), loaded(SHELL_SCRIPT_ID, SHELL_GLOBAL)]).then(
  hydrate,
);
