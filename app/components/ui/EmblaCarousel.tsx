// Loaded lazily by Carousel.tsx after hydration. Autoplay is our own setInterval + scrollNext() (no plugin):
// it runs only while the shared play state is 'play', the tab is visible, the pointer or focus is not inside
// the carousel, and the visitor has not asked for reduced motion.
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useCarouselPlay } from '../../lib/carousel-play';
import { useMediaQuery } from '../../lib/use-browser';
import { CarouselFrame, type CarouselProps } from './Carousel';

// Embla's `duration` is not in ms; about speed / 25 gives the spec's 1000 ms (banners) and 750 ms (books).
const toEmblaDuration = (ms: number) => Math.round(ms / 25);

export default function EmblaCarousel(props: CarouselProps) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, emblaApi] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: reduced ? 1 : toEmblaDuration(props.speed),
  });
  const [play, setPlay] = useCarouselPlay();
  const [held, setHeld] = useState(false);
  const running = play === 'play' && !reduced;

  useEffect(() => {
    if (!emblaApi || !running || held) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') emblaApi.scrollNext();
    }, props.delay);
    return () => window.clearInterval(timer);
  }, [emblaApi, running, held, props.delay]);

  // The server-rendered strip scrolls natively (and snaps); Embla moves the track with transforms instead, so a
  // leftover native scroll offset would shift every slide.
  useEffect(() => {
    const viewport = emblaApi?.rootNode();
    if (viewport) viewport.scrollLeft = 0;
  }, [emblaApi]);

  // Pause while the visitor points at or tabs into the carousel, so nothing moves under their hand.
  useEffect(() => {
    const root = emblaApi?.rootNode().parentElement;
    if (!root) return;
    const hold = () => setHeld(true);
    const release = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (event.type === 'focusout' && next && root.contains(next)) return;
      setHeld(false);
    };
    root.addEventListener('pointerenter', hold);
    root.addEventListener('pointerleave', release);
    root.addEventListener('focusin', hold);
    root.addEventListener('focusout', release);
    return () => {
      root.removeEventListener('pointerenter', hold);
      root.removeEventListener('pointerleave', release);
      root.removeEventListener('focusin', hold);
      root.removeEventListener('focusout', release);
    };
  }, [emblaApi]);

  return (
    <CarouselFrame
      {...props}
      viewportRef={viewportRef}
      enhanced={!!emblaApi}
      playing={running}
      onPrev={() => emblaApi?.scrollPrev()}
      onNext={() => emblaApi?.scrollNext()}
      onTogglePlay={() => setPlay(running ? 'pause' : 'play')}
    />
  );
}
