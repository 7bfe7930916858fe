// Server rendering: streams the page, waits for everything for bots (complete HTML for search engines), stamps
// every inline script and style with this response's CSP nonce, and gives the page its stylesheets' text to carry
// inline (components/shell/PageStyles.tsx).
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { StylesheetTextContext } from './components/shell/PageStyles';
import { setStarterScript } from './components/shell/ScriptsAfterPaint';
import { setIslandDrawer } from './components/ui/StaticIsland';
import { createIslandDrawer } from './lib/islands.server';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server';
import { STARTER } from './lib/starter.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * Every loader, action and render error on the server: logged as React Router does by default (not for a request
 * the visitor left), and handed to the server (issue 27 #1: a lost database connection answers 503).
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  context.noteError(error);
  if (request.signal.aborted) return;
  console.error(isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error);
}

setIslandDrawer(createIslandDrawer(renderToStaticMarkup));
setStarterScript(STARTER);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={loadContext.stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        // The style nonce too: React writes the hoisted <style> of the inlined stylesheets with it.
        nonce: { script: nonce, style: nonce },
        // React 19.2 moves a finished Suspense boundary of more than 500 bytes out of line when the page is large
        // (`progressiveChunkSize`, 12.8 kB by default), to be put in place by a script: a browser without
        // JavaScript would never see it (the added-to-cart dialog after a form post, a top-10 list). Finished
        // content stays in line; only what is still loading streams in later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = scriptsAfterPaint();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
