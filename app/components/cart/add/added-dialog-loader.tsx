// The added dialog's code, loaded when needed: every list page has add buttons, the dialog is needed only after
// an add, and the first-load budget is tight. In the browser it is a React.lazy import. The server loads it once
// at start and renders it at once: after an add without JavaScript the page must carry the dialog in its HTML,
// and a lazy component that suspends on the server is streamed in by a script, which such a browser never runs.
import { lazy, use } from 'react';
import type { AddedDialogProps } from './AddedDialog';

const serverLoad = import.meta.env.SSR ? import('./AddedDialog') : null;
let serverModule: Awaited<typeof serverLoad> = null;
void serverLoad?.then((module) => (serverModule = module));

function ServerAddedDialog(props: AddedDialogProps) {
  // Loaded long before the first request; `use` only covers a request in the first moments after start.
  const { default: Dialog } = serverModule ?? use(serverLoad!);
  return <Dialog {...props} />;
}

/** Render inside <Suspense> (the browser suspends until the code is there; the server's HTML stays meanwhile). */
export const AddedDialog = import.meta.env.SSR ? ServerAddedDialog : lazy(() => import('./AddedDialog'));
