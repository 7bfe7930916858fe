// The server's half of static islands (app/components/ui/StaticIsland.tsx, decision 498): each content drawn to
// HTML once per process and kept by its text (the component's name and props), with its key; a few hundred shell
// variants at most, so a small bound. react-dom's renderToStaticMarkup comes from its legacy server build, which
// keeps its render state apart from the streaming render the page runs in, so an island may be drawn in the
// middle of that render (StaticIsland.test.tsx streams as well).
import type { ReactElement } from 'react';
import { contentText, type DrawIsland, hash } from '../components/ui/StaticIsland';

const MAX_DRAWN = 1000;

export function createIslandDrawer(render: (element: ReactElement) => string): DrawIsland {
  const drawn = new Map<string, { key: string; html: string }>();
  return (name, props, element) => {
    const text = contentText(name, props);
    const known = drawn.get(text);
    if (known) return known;
    // The hash too is made once: per island and view it cost 1 % of a first view's CPU.
    const island = { key: hash(text), html: render(element()) };
    if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
    drawn.set(text, island);
    return island;
  };
}
