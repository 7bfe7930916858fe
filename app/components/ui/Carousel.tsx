// Spec 1 §4 carousels (banners, book carousels, tips): the markup every carousel shares and the Embla-driven
// behaviour that takes it over after hydration.
import { ChevronLeft } from './icons/ChevronLeft';
import { ChevronRight } from './icons/ChevronRight';
import { Pause } from './icons/Pause';
import { Play } from './icons/Play';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { useCarouselPlay } from '../../lib/carousel-play';
import { useMediaQuery } from '../../lib/use-browser';
import { useT } from '../../lib/texts';
import styles from './Carousel.module.css';
import { useEmbla } from './use-embla';

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Autoplay interval (spec 1 §9: banners 6000 ms, book carousels 3000 ms). */
  delay: number;
  /** Transition time in ms (banners ~1000, books ~750). */
  speed: number;
  variant: 'banner' | 'books' | 'tips';
}

interface CarouselFrameProps extends CarouselProps {
  /** All slides, of which `slides` are drawn. */
  total: number;
  viewportRef?: Ref<HTMLDivElement>;
  onPrev?: () => void;
  onNext?: () => void;
  playing?: boolean;
  onTogglePlay?: () => void;
  enhanced?: boolean;
}

/**
 * Issue 16: the slides the server and the hydration draw, one more than the most a variant shows at once (its
 * --per-view in Carousel.module.css); the others come when Embla takes over. A first view of a book page drew
 * the sidebar's twelve newest books and five banners for every visitor and crawler, while two books and one
 * banner are in view. Without JavaScript the strip holds these first ones; every book is on its own list too.
 */
const FIRST_SLIDES: Record<CarouselProps['variant'], number> = { banner: 2, books: 4, tips: 5 };

// Embla's `duration` is not in ms; about speed / 25 gives the spec's 1000 ms (banners) and 750 ms (books).
const toEmblaDuration = (ms: number) => Math.round(ms / 25);

/**
 * A carousel: the server's scroll-snap strip, which Embla takes over after hydration (use-embla.ts). Autoplay is
 * our own setInterval + scrollNext() (no plugin): it runs only while the shared play state is 'play', the tab is
 * visible, the pointer or focus is not inside the carousel, and the visitor has not asked for reduced motion.
 */
export function Carousel(props: CarouselProps) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, emblaApi] = useEmbla(
    { loop: true, align: 'start', duration: reduced ? 1 : toEmblaDuration(props.speed) },
    props.slides.length > 1,
  );
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
      // Added to the strip Embla already holds: it measures them again itself (watchSlides), in one transition.
      slides={emblaApi ? props.slides : props.slides.slice(0, FIRST_SLIDES[props.variant])}
      total={props.slides.length}
      viewportRef={viewportRef}
      enhanced={emblaApi !== null}
      playing={running}
      onPrev={() => emblaApi?.scrollPrev()}
      onNext={() => emblaApi?.scrollNext()}
      onTogglePlay={() => setPlay(running ? 'pause' : 'play')}
    />
  );
}

/** The markup of a carousel: region, slides and the previous / play-pause / next controls. */
function CarouselFrame(props: CarouselFrameProps) {
  const {
    label,
    slides,
    total,
    variant,
    viewportRef,
    onPrev,
    onNext,
    playing = true,
    onTogglePlay,
    enhanced = false,
  } = props;
  const t = useT();
  const many = total > 1;
  return (
    <section
      className={`${styles.carousel} ${styles[variant]}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div ref={viewportRef} className={`${styles.viewport} ${enhanced ? styles.enhanced : ''}`}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className={styles.controls}>
          <button type="button" className="icon-button" onClick={onPrev} disabled={!enhanced}>
            <ChevronLeft aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('carousel.prev')}</span>
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={onTogglePlay}
            disabled={!enhanced}
            aria-pressed={playing}
          >
            {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
            <span className="visually-hidden">{t('carousel.autoplay')}</span>
          </button>
          <button type="button" className="icon-button" onClick={onNext} disabled={!enhanced}>
            <ChevronRight aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('carousel.next')}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
