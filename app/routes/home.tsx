import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Leeswijzer' }];
}

export default function Home() {
  return <h1>Welkom bij Leeswijzer</h1>;
}
