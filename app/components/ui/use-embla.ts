// Embla (its core, about 7 KB gzipped) is not part of the first load: the server and hydration draw a swipeable
// CSS scroll-snap strip, and after hydration this loads Embla and attaches it to that same strip. The slides are
// never drawn again: an earlier version swapped in a lazily loaded component, which made React build every
// carousel's slides twice more right after hydration, in one long task (issue 16: Lighthouse's blocking time).
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/** The viewport to attach to and, once attached, Embla's API (null before and without JavaScript). */
export function useEmbla(
  options: EmblaOptionsType,
  enabled: boolean,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | null] {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const { loop, align, duration } = options;
  // The options Embla runs with: made with them, it is re-initialised (a measurement of every slide) only when they
  // change afterwards (reduced motion switched on or off), not once more right after it was made.
  const applied = useRef('');
  const key = JSON.stringify([loop, align, duration]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!enabled || !viewport) return;
    let instance: EmblaCarouselType | null = null;
    let ended = false;
    void import('embla-carousel').then(({ default: createEmbla }) => {
      if (ended) return;
      instance = createEmbla(viewport, { loop, align, duration });
      applied.current = key;
      // A transition: the controls' re-render may wait for anything more urgent.
      startTransition(() => setApi(instance));
    });
    return () => {
      ended = true;
      instance?.destroy();
    };
    // Embla is made once per viewport; a change of options reaches it below without a new instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  useEffect(() => {
    if (!api || applied.current === key) return;
    applied.current = key;
    api.reInit({ loop, align, duration });
  }, [api, key, loop, align, duration]);

  return [viewportRef, api];
}
