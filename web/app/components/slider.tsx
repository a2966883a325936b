/**
 * The one Swiper wrapper: every slider gets keyboard and pointer control, previous/next
 * buttons, screen-reader announcements, and autoplay that stops for reduced motion.
 * Route modules that use it import 'swiper/css' themselves (see slider-css.ts).
 */
import type { ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { useReducedMotion } from '../lib/reduced-motion';

export type Breakpoints = Record<number, number>;

interface Props<T> {
  items: T[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay in ms (SPEC §9). */
  delay: number;
  /** Slides per view by minimum width (SPEC §9). */
  breakpoints?: Breakpoints;
  loop?: boolean;
  fade?: boolean;
  spaceBetween?: number;
  className?: string;
  itemKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
}

function toSwiperBreakpoints(bp: Breakpoints | undefined): SwiperOptions['breakpoints'] {
  if (!bp) return undefined;
  return Object.fromEntries(Object.entries(bp).map(([width, perView]) => [width, { slidesPerView: perView }]));
}

export function Slider<T>({ items, label, delay, breakpoints, loop = true, fade = false, spaceBetween = 24, className, itemKey, renderSlide }: Props<T>) {
  const reducedMotion = useReducedMotion();
  // Swiper's loop needs more slides than are visible; with fewer it only warns and misbehaves.
  const maxPerView = breakpoints ? Math.max(...Object.values(breakpoints)) : 1;
  const canLoop = loop && items.length > maxPerView;
  return (
    <section className={`slider ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Autoplay, Keyboard, A11y, Navigation, ...(fade ? [EffectFade] : [])]}
        slidesPerView={1}
        spaceBetween={spaceBetween}
        breakpoints={toSwiperBreakpoints(breakpoints)}
        loop={canLoop}
        effect={fade ? 'fade' : 'slide'}
        fadeEffect={fade ? { crossFade: true } : undefined}
        autoplay={reducedMotion ? false : { delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation
        a11y={{ enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
        grabCursor
        watchSlidesProgress
      >
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item, index)}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
