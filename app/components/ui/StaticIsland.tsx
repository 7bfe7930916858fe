// Issue 16: a part of the page drawn from its props alone — no state, no hooks, no event handlers (the shell's
// link lists, the Top 20, the footer) — that the server renders to HTML once per content and reuses for every
// page, and that the browser adopts as it is instead of building it again. React cannot cache a subtree on the
// server, and these parts were a large share of a first view's elements (decision 498).
import {
  type ComponentType,
  createElement,
  type JSX,
  type MouseEventHandler,
  type ReactElement,
  useId,
  useState,
} from 'react';

/** The server's half (app/lib/islands.server.ts): an island's key and HTML, drawn once per content. */
export type DrawIsland = (
  name: string,
  props: object,
  element: () => ReactElement,
) => { key: string; html: string | null };

let drawOnServer: DrawIsland | null = null;

/** entry.server.tsx hands in the server's half, so the browser's bundle holds neither it nor react-dom/server. */
export function setIslandDrawer(draw: DrawIsland): void {
  drawOnServer = draw;
}

/** What an island's key is made from: the component's name and its props. */
export function contentText(name: string, props: unknown): string {
  return `${name}\u0000${JSON.stringify(props)}`;
}

/** A 53-bit hash of the props (cyrb53): the same content gives the same key on the server and in the browser. */
export function contentKey(name: string, props: unknown): string {
  return hash(contentText(name, props));
}

export function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Browser: the server's HTML of this island, when the element the server drew holds this same content. */
function adoptedHtml(id: string, key: string): string | null {
  const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  return element?.getAttribute('data-key') === key ? element.innerHTML : null;
}

interface StaticIslandProps<P extends object> {
  /** The element around the island (kept by React, with its class and click handler). */
  as: keyof JSX.IntrinsicElements;
  /** Names the component in the key (two components may take the same props). */
  name: string;
  component: ComponentType<P>;
  props: P;
  className?: string;
  /** One handler for the whole island (the links' clicks, app/lib/plain-links.ts). */
  onClick?: MouseEventHandler<HTMLElement>;
}

/**
 * The island's HTML is the element's inner HTML while the content is the one the element was first drawn with;
 * when it changes in the browser (another page marks another link as current), React draws the component itself.
 */
export function StaticIsland<P extends object>({
  as,
  name,
  component,
  props,
  ...attributes
}: StaticIslandProps<P>) {
  const id = useId();
  const server = typeof document === 'undefined';
  const { key, html: serverHtml } = (server &&
    drawOnServer?.(name, props, () => createElement(component, props))) || {
    key: contentKey(name, props),
    html: null,
  };
  // Made once per element: the server's HTML (the server draws each element once), or the HTML the browser
  // found in the server's element at hydration.
  const [first] = useState(() => {
    const html = server ? serverHtml : adoptedHtml(id, key);
    return html === null ? null : { key, html };
  });
  const html = first?.key === key ? first.html : null;
  const own = { ...attributes, 'data-island': id, 'data-key': key };
  return html !== null
    ? createElement(as, { ...own, dangerouslySetInnerHTML: { __html: html } })
    : createElement(as, own, createElement(component, props));
}
