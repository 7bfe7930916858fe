// Issue 32 POST /account/privacy/export: the logged-in customer's data as a ZIP download (decision 821), streamed
// as services.privacy makes it. The user id comes from the session only; the form carries the CSRF token. A
// refusal goes back to the privacy tab, which says why.
import { Readable } from 'node:stream';
import { redirect } from 'react-router';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import type { Route } from './+types/account-privacy-export';

const PAGE = '/account/privacy';

export async function loader() {
  throw redirect(PAGE);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.viewer.loggedIn) throw redirect('/');
  const { csrfValid } = await readForm(request, context);
  if (!csrfValid) throw redirect(PAGE, 303);
  const result = await context.services.privacy.exportData(context.viewer.userId);
  if (result.kind === 'throttled')
    throw redirect(`${PAGE}?te-vaak=${Math.max(1, Math.ceil(result.retryAfterSeconds / 60))}`, 303);
  if (result.kind !== 'ok') throw redirect('/', 303);
  return new Response(Readable.toWeb(result.stream) as ReadableStream<Uint8Array>, {
    headers: {
      ...PRIVATE_HEADERS,
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${result.filename}"`,
    },
  });
}
