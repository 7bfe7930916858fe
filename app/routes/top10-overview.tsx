import { useLoaderData } from 'react-router';
import { top10OverviewMeta } from '../components/toplists/meta';
import { Top10Overview } from '../components/toplists/Top10Overview';
import type { Route } from './+types/top10-overview';

// Spec 1 §2.1 /category/top10 (and /categorie/top10): the Top 10 lists overview, in all shops.
export async function loader({ context }: Route.LoaderArgs) {
  return { sections: await context.services.topLists.top10Overview() };
}

export function meta(args: Route.MetaArgs) {
  return top10OverviewMeta(args);
}

export default function Top10OverviewRoute() {
  return <Top10Overview sections={useLoaderData<typeof loader>().sections} />;
}
