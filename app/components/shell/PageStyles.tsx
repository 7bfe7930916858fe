// Issue 16: the page's stylesheets in its head, and React Router's other links. A server render puts the CSS of
// the matched routes into the HTML itself (React 19 hoists the <style href precedence> elements into one tag,
// stamped with the response's CSP nonce), so the first paint waits for the HTML alone instead of four to eight
// render-blocking files of 2–5 KB, a round trip each on a slow mobile network. After hydration, a page that needs
// a stylesheet the first page did not carry gets it as a <link> resource, which React loads before it shows the
// page. Inlined CSS stays when the visitor moves on: it is CSS Modules (scoped class names) apart from the root's
// global CSS, which every page has.
import { createContext, Fragment, type LinkHTMLAttributes, useContext, useMemo } from 'react';
import { Links, UNSAFE_FrameworkContext, useMatches } from 'react-router';
import { useNonce } from '~/lib/nonce';

/** The text of a built stylesheet by its address (server only; the load context reads it from the build). */
export const StylesheetTextContext = createContext<((href: string) => string | null) | null>(null);

/** HTML's `disabled` on a stylesheet link: the browser never fetches it (React's types lack the attribute). */
const NEVER_FETCHED = { disabled: true } as LinkHTMLAttributes<HTMLLinkElement>;

/** One precedence for all: the order is the routes' own (root first), as React Router's links had it. */
const PRECEDENCE = 'page';

/** In the browser: whether the server put this stylesheet into the page (React writes its address in data-href). */
function inlinedByServer(href: string): boolean {
  return document.querySelector(`style[data-href~="${href}"]`) !== null;
}

/** The stylesheets React Router knows for the matched routes: the CSS their modules import, root first. */
function useRouteStylesheets(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  return useMemo(() => {
    const routes = framework?.manifest.routes ?? {};
    return [...new Set(matches.flatMap((match) => routes[match.id]?.css ?? []))];
  }, [framework, matches]);
}

/** React Router's <Links/> for everything but those stylesheets (icons, the manifest, a route's own links()). */
function LinksWithoutRouteCss() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const withoutCss = useMemo(() => {
    if (!framework) return framework;
    const routes = Object.fromEntries(
      Object.entries(framework.manifest.routes).map(([id, route]) => [
        id,
        route && { ...route, css: undefined },
      ]),
    );
    return { ...framework, manifest: { ...framework.manifest, routes } };
  }, [framework]);
  return (
    <UNSAFE_FrameworkContext.Provider value={withoutCss}>
      <Links />
    </UNSAFE_FrameworkContext.Provider>
  );
}

export function PageStyles() {
  const nonce = useNonce();
  const textOf = useContext(StylesheetTextContext);
  const hrefs = useRouteStylesheets();
  return (
    <>
      {hrefs.map((href) => {
        // On the server the CSS itself; in the browser an empty body, as React reuses the server's tag.
        const text = textOf ? textOf(href) : inlinedByServer(href) ? '' : null;
        if (text === null) return <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />;
        // Beside the inlined CSS a disabled link (never fetched) under its address: React Router looks for
        // link[rel=stylesheet][href] before a navigation and otherwise preloads the file again and holds the
        // navigation's loaders until it arrives (decision 468).
        return (
          <Fragment key={href}>
            <style href={href} precedence={PRECEDENCE} nonce={nonce}>
              {text}
            </style>
            <link rel="stylesheet" href={href} {...NEVER_FETCHED} />
          </Fragment>
        );
      })}
      <LinksWithoutRouteCss />
    </>
  );
}
