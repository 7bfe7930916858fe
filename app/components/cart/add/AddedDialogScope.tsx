// One dialog per add, however often the book appears on the page (issue 13 #5). After an add without JavaScript
// the page comes back with `toegevoegd=<sku>`; the same book can be shown twice (the search page's top match and
// its place in the results, a Top 60 title also in the Top 10 thrillers). The first control of that book to
// render claims the dialog; the others render none. Render order is the same on the server and while hydrating,
// so both agree on the owner.
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';

type Claims = Map<string, string>;

const ClaimsContext = createContext<Claims | null>(null);

/** Around the page content (the shell's <main>): one set of claims per rendered page. */
export function AddedDialogScope({ children }: { children: ReactNode }) {
  const [claims] = useState<Claims>(() => new Map());
  return <ClaimsContext.Provider value={claims}>{children}</ClaimsContext.Provider>;
}

/**
 * Whether this control shows the dialog for `key` (kind, sku and the address's own key) when `wanted`. Without a
 * scope every control shows its own. The claim is let go when the control leaves or stops wanting it.
 */
export function useDialogClaim(key: string, wanted: boolean): boolean {
  const claims = useContext(ClaimsContext);
  const id = useId();
  let mine = false;
  if (wanted) {
    if (!claims) mine = true;
    else {
      // Claiming during render is deliberate: it must happen in render order, which effects do not keep.
      const owner = claims.get(key);
      if (owner === undefined) claims.set(key, id);
      mine = owner === undefined || owner === id;
    }
  }
  useEffect(() => {
    if (!mine || !claims) return;
    return () => {
      if (claims.get(key) === id) claims.delete(key);
    };
  }, [mine, claims, key, id]);
  return mine;
}
