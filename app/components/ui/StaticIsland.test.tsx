// Static islands on the server (decision 498): drawn once per content, the same HTML inside the island's element
// as the component's own markup, and a key that changes with the content and the component's name.
import type { ReactElement } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createIslandDrawer } from '../../lib/islands.server';
import { contentKey, setIslandDrawer, StaticIsland } from './StaticIsland';

function Items({ names }: { names: string[] }) {
  return names.map((name) => (
    <li key={name}>
      <a href={`/category/${name}`}>{name}</a>
    </li>
  ));
}

/** A page as production renders it: streamed (entry.server.tsx), the island drawn inside that render. */
async function streamed(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('StaticIsland on the server', () => {
  it('draws each content once and puts the component’s own markup inside its element', async () => {
    const render = vi.fn(renderToStaticMarkup);
    setIslandDrawer(createIslandDrawer(render));
    const page = (names: string[]) =>
      streamed(<StaticIsland as="ul" name="test-items" component={Items} props={{ names }} className="x" />);

    const first = await page(['romans', 'thrillers']);
    const again = await page(['romans', 'thrillers']);
    expect(render).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    const inner = renderToStaticMarkup(<Items names={['romans', 'thrillers']} />);
    expect(first).toMatch(
      new RegExp(`^<ul class="x" data-island="[^"]+" data-key="[0-9a-z]+">${inner}</ul>$`),
    );

    const other = await page(['romans', 'poëzie & proza']);
    expect(render).toHaveBeenCalledTimes(2);
    expect(other).toContain('poëzie &amp; proza');
    expect(other).not.toBe(first);
  });

  it('keys the content by the component’s name and props', () => {
    const key = contentKey('nav-links', { links: ['a', 'b'] });
    expect(contentKey('nav-links', { links: ['a', 'b'] })).toBe(key);
    expect(contentKey('nav-links', { links: ['a', 'c'] })).not.toBe(key);
    expect(contentKey('link-list', { links: ['a', 'b'] })).not.toBe(key);
  });
});
