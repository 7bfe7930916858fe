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
  viewportRef?: Ref<HTMLDivElement>;
  onPrev?: () => void;
  onNext?: () => void;
  playing?: boolean;
  onTogglePlay?: () => void;
  enhanced?: boolean;
}

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
    variant,
    viewportRef,
    onPrev,
    onNext,
    playing = true,
    onTogglePlay,
    enhanced = false,
  } = props;
  const t = useT();
  const many = slides.length > 1;
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
              aria-label={t('carousel.slide', { index: i + 1, total: slides.length })}
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
