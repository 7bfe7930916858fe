/** Spec 1 §9: the scroll-to-top animation takes 500 ms; with reduced motion it jumps. */
export function scrollToTop(durationMs = 500): void {
  const start = window.scrollY;
  if (start === 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    // behavior 'instant' overrides the global `scroll-behavior: smooth`, which would fight each frame.
    window.scrollTo({ top: start * (1 - eased), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
