// Hydration in the browser: React Router's default entry (a transition, so React yields to the browser while it
// hydrates), started only after the browser has painted the server's HTML (issue 16). The module script often
// arrives before the first paint; hydrating a long page first kept that paint waiting for all of React's work
// (Lighthouse measured first paint and LCP after hydration, about 1 s later on its slow phone).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

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

// requestAnimationFrame runs just before the next paint and the timeout just after it. A hidden tab paints no
// frames (its animation frames wait until it is shown), so it hydrates at once.
if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
