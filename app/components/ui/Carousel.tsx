import { ChevronLeft } from './icons/ChevronLeft';
import { ChevronRight } from './icons/ChevronRight';
import { Pause } from './icons/Pause';
import { Play } from './icons/Play';
import { lazy, type ReactNode, type Ref, Suspense } from 'react';
import { useHydrated } from '../../lib/use-browser';
import { useCarouselPlay } from '../../lib/carousel-play';
import { useT } from '../../lib/texts';
import styles from './Carousel.module.css';

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Autoplay interval (spec 1 §9: banners 6000 ms, book carousels 3000 ms). */
  delay: number;
  /** Transition time in ms (banners ~1000, books ~750). */
  speed: number;
  variant: 'banner' | 'books' | 'tips';
}

export interface CarouselFrameProps extends CarouselProps {
  viewportRef?: Ref<HTMLDivElement>;
  onPrev?: () => void;
  onNext?: () => void;
  playing?: boolean;
  onTogglePlay?: () => void;
  enhanced?: boolean;
}

// Embla (≈12 KB gz) is not part of the first load: the server and the first client render draw a swipeable
// CSS scroll-snap strip, and the Embla version takes over right after hydration with identical markup.
const EmblaCarousel = lazy(() => import('./EmblaCarousel'));

export function Carousel(props: CarouselProps) {
  const enhance = useHydrated();
  const [play] = useCarouselPlay();
  const fallback = <CarouselFrame {...props} playing={play === 'play'} />;
  if (!enhance || props.slides.length < 2) return fallback;
  return (
    <Suspense fallback={fallback}>
      <EmblaCarousel {...props} />
    </Suspense>
  );
}

/** The markup of a carousel: region, slides and the previous / play-pause / next controls. */
export function CarouselFrame(props: CarouselFrameProps) {
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
