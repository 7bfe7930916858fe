import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root';

/** Logging out changes server state, so it is a POST with the session's CSRF token, never a link. */
export function LogoutForm({ className, children }: { className?: string | undefined; children: ReactNode }) {
  const csrf = (useRouteLoaderData('root') as RootData | undefined)?.csrf;
  return (
    <form method="post" action="/logout">
      {csrf ? <input type="hidden" name="_csrf" value={csrf} /> : null}
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
