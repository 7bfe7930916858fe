import { redirect, useLoaderData } from 'react-router';
import { z } from 'zod';
import { top60Meta } from '../components/toplists/meta';
import { TOGGLE_FIELD } from '../components/toplists/ShowMoreToggle';
import { Top60Page } from '../components/toplists/Top60Page';
import { preferencesCookieWith } from '../lib/preferences';
import type { Route } from './+types/top60';

// Spec 1 §2.1 /top60, in both shops; it does not change the active shop (docs/decisions/ #72).
export async function loader({ context }: Route.LoaderArgs) {
  return context.services.topLists.top60();
}

const toggleSchema = z.enum(['0', '1']);

/** The show-more toggle posted without script: remember the choice, then back to the same view (303). */
export async function action({ request }: Route.ActionArgs) {
  const open = toggleSchema.safeParse((await request.formData()).get(TOGGLE_FIELD));
  const url = new URL(request.url);
  const headers = open.success
    ? { 'set-cookie': preferencesCookieWith(request.headers.get('cookie'), { top60Open: open.data === '1' }) }
    : undefined;
  return redirect(url.pathname + url.search, { status: 303, headers });
}

export { revalidateUnlessSameList as shouldRevalidate } from '../components/toplists/should-revalidate';

export function meta(args: Route.MetaArgs) {
  return top60Meta(args, args.loaderData);
}

export default function Top60Route() {
  return <Top60Page top60={useLoaderData<typeof loader>()} />;
}
