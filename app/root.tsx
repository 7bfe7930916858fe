import { type ReactNode, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router';
import type { ShellOwn } from '../server/shell/types';
import type { Route } from './+types/root';
import { BareErrorPage } from './components/shell/BareErrorPage';
import { NotFoundContent, TechnicalErrorContent } from './components/shell/ErrorPages';
import { PageStyles } from './components/shell/PageStyles';
import { ScriptsAfterPaint } from './components/shell/ScriptsAfterPaint';
import { Shell } from './components/shell/Shell';
import { ShellScript } from './components/shell/ShellScript';
import { TestShopBanner } from './components/shell/TestShopBanner';
import { TextsScript } from './components/shell/TextsScript';
import { type LayoutName, layoutOf } from './lib/layout';
import { metaT, pageTitle, rootOf, shopTitle } from './lib/meta';
import { useNonce } from './lib/nonce';
import { seoMeta } from './lib/seo';
import { type Preferences, parsePreferences } from './lib/preferences';
import { loadSharedShell, registerSharedShell, useShell } from './lib/shell';
import { registerTexts } from './lib/texts';
import './styles/global.css';

export interface RootData {
  /** This visitor's part of the shell and the version of the shop's shared part (app/lib/shell.ts). */
  shell: ShellOwn;
  /** Issue 16: the version of the interface texts; the texts themselves come once per visit (app/lib/texts.ts). */
  textsVersion: string;
  preferences: Preferences;
  /** The shop's public origin for absolute links (canonical, Open Graph, structured data). */
  origin: string;
  /** The session's CSRF token for the header's logout form; null for anonymous visitors (cacheable pages). */
  csrf: string | null;
  /** Spec 1 §4 open-order notice: a customer's order waiting for payment (its number); null otherwise. */
  openOrder: { number: string | null; link: string } | null;
  /** Issue 27 #3: payments go through the test gateway in a shop on a domain (PAYMENTS=test): a banner says so. */
  testShop: boolean;
}

/** A visitor with neither a session nor a guest cart has nothing in either: no query for the counters. */
const NO_COUNTS = { cart: 0, wishlist: 0 } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { cartOwner } = context;
  const [shell, texts, counts, openOrder] = await Promise.all([
    context.services.shell.shellData({ shop: context.shop, toggle: context.toggle, viewer: context.viewer }),
    context.services.texts.shared('nl'),
    // Issue 13: the header and sticky-bar counters, this visitor's own — over the shell, which is cached per shop.
    cartOwner ? context.services.cart.counts(cartOwner) : NO_COUNTS,
    // Issue 14: only a customer has orders in the account; anonymous pages stay without this query.
    context.viewer.loggedIn ? context.services.orders.openOrderNotice(context.viewer) : null,
  ]);
  registerTexts(texts.version, texts.texts);
  registerSharedShell(shell.own.sharedVersion, shell.shared);
  return data<RootData>(
    {
      shell: { ...shell.own, counts: { cart: counts.cart, wishlist: counts.wishlist } },
      textsVersion: texts.version,
      preferences: parsePreferences(request.headers.get('cookie')),
      origin: context.origin,
      csrf: context.viewer.loggedIn ? context.auth.csrfToken() : null,
      openOrder: openOrder?.show ? { number: openOrder.orderNumber, link: openOrder.link } : null,
      testShop: context.services.payments.choice.testShop === true,
    },
    { headers: { 'cache-control': 'private, no-cache' } },
  );
}

/** Issue 16 (decision 499): a client navigation to a shop version the browser lacks loads it before the page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const root = await serverLoader();
  await loadSharedShell(root.shell.shop, root.shell.sharedVersion);
  return root;
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'manifest', href: '/manifest.webmanifest' },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useEffect(() => {
    // Marks the page interactive (also error pages), so browser tests know when clicks reach React.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <Meta />
        <PageStyles />
        <ScriptsAfterPaint />
      </head>
      <body>
        <TestShopBanner />
        {children}
        <ScrollRestoration nonce={nonce} />
        <TextsScript />
        <ShellScript />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Error pages (404 and technical) are not indexed; a page without meta of its own gets the shop's. */
export function meta(args: Route.MetaArgs) {
  const { matches, error } = args;
  const t = metaT(matches);
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return seoMeta(args, {
      title: pageTitle(matches, t(notFound ? 'page.404_title' : 'errors.technical_error_title')),
      description: t(notFound ? 'seo.404_description' : 'seo.error_description'),
      noindex: true,
    });
  }
  const shop = rootOf(matches)?.shell.shop;
  return seoMeta(args, {
    title: shopTitle(matches),
    description: t(shop === 'SHOP_ALL' ? 'home.description_all' : 'home.description_sb'),
  });
}

export default function App() {
  const layout = layoutOf(useMatches());

  return (
    <Shell layout={layout}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const layout: LayoutName = 'error';
  const shell = useShell();
  if (!shell) return <BareErrorPage notFound={notFound} />;
  return <Shell layout={layout}>{notFound ? <NotFoundContent /> : <TechnicalErrorContent />}</Shell>;
}
