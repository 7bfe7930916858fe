import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router';
import type { ShellData } from '../server/shell/types';
import type { Route } from './+types/root';
import { Shell } from './components/shell/Shell';
import { type LayoutName, layoutOf } from './lib/layout';
import { useNonce } from './lib/nonce';
import { type Preferences, parsePreferences } from './lib/preferences';
import './styles/global.css';

export interface RootData {
  shell: ShellData;
  texts: Readonly<Record<string, string>>;
  preferences: Preferences;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const [shell, texts] = await Promise.all([
    context.services.shell.shellData({ shop: context.shop, toggle: context.toggle, viewer: context.viewer }),
    context.services.texts.texts('nl'),
  ]);
  return data<RootData>(
    { shell, texts, preferences: parsePreferences(request.headers.get('cookie')) },
    { headers: { 'cache-control': 'private, no-cache' } },
  );
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'manifest', href: '/manifest.webmanifest' },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
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
  return (
    <Shell layout={layout}>
      {notFound ? <NotFoundContent /> : <TechnicalErrorContent />}
    </Shell>
  );
}

function NotFoundContent() {
  return <h1>Pagina niet gevonden</h1>;
}

function TechnicalErrorContent() {
  return <h1>Er is een technische fout opgetreden.</h1>;
}
