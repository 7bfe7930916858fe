// Issue 16: the shell's long lists (navigation, categories, authors, Top 20, footer) are plain <a> elements. A
// router <Link>/<NavLink> resolves its path and reads several contexts per link on every server render, and the
// shell has 80–130 of them on every page. One click handler per list hands an ordinary click to the router,
// so navigation stays client-side after hydration (before it, and without JavaScript, the link simply loads the
// page); `data-discover` lets React Router find the links' routes as it does for its own <Link>s.
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface PlainLinks {
  /** For an <a>'s onClick, or one for a whole list (a static island): a same-origin left click without modifier
   *  keys on a link navigates in the app. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** Whether a link is the current page, as NavLink decides it (its path or a path below it). */
  isCurrent: (href: string) => boolean;
}

/** For a plain link of this site: React Router fetches its route's code ahead, as for a <Link> (none elsewhere). */
export function discover(href: string): { 'data-discover'?: 'true' } {
  return href.startsWith('/') && !href.startsWith('//') ? { 'data-discover': 'true' } : {};
}

/** NavLink's rule: the same path, or a path below it ('/' only itself); case-insensitive like NavLink. */
export function isCurrentPath(pathname: string, href: string): boolean {
  const target = (href.split(/[?#]/)[0] ?? '').toLowerCase();
  const current = pathname.toLowerCase();
  if (target === '' || current === target) return current === target;
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return target !== '/' && current.startsWith(target) && current.charAt(end) === '/';
}

/** Whether the router should take this click, by the rules React Router's <Link> applies. */
export function isAppNavigation(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  anchor: { target: string; hasAttribute(name: string): boolean; href: string },
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(anchor.href, origin).origin === origin;
}

/** The link clicked: the element with the handler itself, or the link around the click inside it. */
function linkOf(target: EventTarget, container: HTMLElement): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a') : null;
  return link && container.contains(link) ? link : null;
}

export function usePlainLinks(): PlainLinks {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return {
    onClick: (event) => {
      const anchor = linkOf(event.target, event.currentTarget);
      if (!anchor || !isAppNavigation(event, anchor, window.location.origin)) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    isCurrent: (href) => isCurrentPath(pathname, href),
  };
}
