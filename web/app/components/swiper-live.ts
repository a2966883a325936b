/**
 * Swiper itself, loaded by use-lazy-swiper.ts when a slider nears the viewport, so it is in no page's first
 * view. It takes over the slider's server-rendered markup in place (slider.tsx renders Swiper's own structure).
 */
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export interface SliderSettings {
  /** Autoplay delay in ms; null is reduced motion: no autoplay, and a slide changes without sliding. */
  delay: number | null;
  /** Slides per view by minimum window width. */
  breakpoints?: Record<number, number>;
  loop: boolean;
  fade: boolean;
  spaceBetween: number;
}

const toSwiperBreakpoints = (bp: SliderSettings['breakpoints']): SwiperOptions['breakpoints'] =>
  bp && Object.fromEntries(Object.entries(bp).map(([width, perView]) => [width, { slidesPerView: perView }]));

export function mountSwiper(el: HTMLElement, { delay, breakpoints, loop, fade, spaceBetween }: SliderSettings): Swiper {
  return new Swiper(el, {
    modules: [Autoplay, Keyboard, A11y, Navigation, ...(fade ? [EffectFade] : [])],
    slidesPerView: 1,
    spaceBetween,
    breakpoints: toSwiperBreakpoints(breakpoints),
    loop,
    effect: fade ? 'fade' : 'slide',
    fadeEffect: fade ? { crossFade: true } : undefined,
    // Reduced motion changes slides in place; it also ends each move at once, so Swiper's loop never drops
    // the next key press as 'still sliding'.
    speed: delay === null ? 0 : 300,
    autoplay: delay === null ? false : { delay, disableOnInteraction: false, pauseOnMouseEnter: true },
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: {
      prevEl: el.querySelector<HTMLElement>('.swiper-button-prev'),
      nextEl: el.querySelector<HTMLElement>('.swiper-button-next'),
      addIcons: false,
    },
    a11y: { enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' },
    grabCursor: true,
    watchSlidesProgress: true,
  });
}
