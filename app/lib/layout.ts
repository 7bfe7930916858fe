import type { UIMatch } from 'react-router';

/** Spec 1 §2.2: default and error pages have both sidebars; custom-authors and single-column do not. */
export type LayoutName = 'default' | 'custom-authors' | 'error' | 'single-column';

/** The layout named by the deepest route's `handle.layout`, else 'default'. */
export function layoutOf(matches: UIMatch[]): LayoutName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { layout?: LayoutName } | undefined;
    if (handle?.layout) return handle.layout;
  }
  return 'default';
}
