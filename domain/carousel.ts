// Spec 1 §9 carousel constants and the home tips carousel's slides per view.

/** Spec 1 §9: book carousels (the home tips too) autoplay every 3000 ms with a 750 ms transition. */
export const BOOK_CAROUSEL = { delay: 3000, speed: 750 } as const;

export interface Breakpoint {
  /** The widest viewport (px) this count applies to. */
  upTo: number;
  slides: number;
}

/**
 * Spec 1 §9 home tips carousel: 1, 2, 3, 2, 3 and 4 slides at breakpoints 350, 540, 896, 1050, 1250 and
 * 4000 px — each count holds up to and including its breakpoint (the count drops at 897 px because the page
 * gets its sidebars there and the content column narrows).
 */
export const TIPS_BREAKPOINTS: readonly Breakpoint[] = [
  { upTo: 350, slides: 1 },
  { upTo: 540, slides: 2 },
  { upTo: 896, slides: 3 },
  { upTo: 1050, slides: 2 },
  { upTo: 1250, slides: 3 },
  { upTo: 4000, slides: 4 },
];

/** Slides in view at a viewport width: the first breakpoint at or above it; wider than all → the last. */
export function slidesPerView(width: number, breakpoints: readonly Breakpoint[] = TIPS_BREAKPOINTS): number {
  if (breakpoints.length === 0) throw new RangeError('slidesPerView needs at least one breakpoint');
  const match = breakpoints.find((b) => width <= b.upTo);
  return (match ?? breakpoints[breakpoints.length - 1]!).slides;
}
