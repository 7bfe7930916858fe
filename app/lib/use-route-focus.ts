// Issue 29 #5: after a page change in the browser the keyboard and a screen reader start at the new page's heading,
// as after a full page load they start at its top: the focus moves to the content's h1 (or the content itself).
// A page change is a new path, or a new heading under the same path ('/account/orders?betaal=…' is the page to pay
// an order); a sort, a list's next page or a filter keeps its heading and leaves the focus on the control used.
// Nor does it move when the new page already put the focus in its content (a summary, a thanks message).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useRouteFocus(contentId: string): void {
  const { pathname, search } = useLocation();
  const seen = useRef<{ pathname: string; heading: string } | null>(null);
  useEffect(() => {
    const content = document.getElementById(contentId);
    const heading = content?.querySelector('h1') ?? null;
    const now = { pathname, heading: heading?.textContent ?? '' };
    const before = seen.current;
    seen.current = now;
    if (!content || !before) return;
    if (before.pathname === now.pathname && before.heading === now.heading) return;
    const active = document.activeElement;
    if (active && active !== content && content.contains(active)) return;
    const target = heading ?? content;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, search, contentId]);
}
