/**
 * The one slider: keyboard and pointer control, previous/next buttons, screen-reader announcements, and autoplay
 * that stops for reduced motion. The server renders Swiper's own markup, laid out as Swiper will lay it out;
 * Swiper itself (its size: docs/performance.md, "The first view") arrives only when the slider nears the viewport
 * and takes that markup over without moving a pixel. Route modules that use it import its styles themselves (see
 * slider-css.ts).
 */
import { useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { useReducedMotion } from '../lib/reduced-motion';
import { useLazySwiper, type Direction } from './use-lazy-swiper';

export type Breakpoints = Record<number, number>;

export interface SliderProps<T> {
  items: T[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay in ms: 2500, the common one, unless given. */
  delay?: number;
  /** Slides per view by minimum width. */
  breakpoints?: Breakpoints;
  loop?: boolean;
  fade?: boolean;
  spaceBetween?: number;
  className?: string;
  itemKey: (item: T, index: number) => string;
  /** `sizes` is what a slide's image takes at each width (slideSizes). */
  renderSlide: (item: T, index: number, sizes: string) => ReactNode;
}

/**
 * The `sizes` of a slide's image, read from the slider's breakpoints (slides per view by minimum width), so the
 * browser picks the image width a slide really has: {640: 2, 1024: 3} → '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'.
 */
export function slideSizes(breakpoints: Breakpoints = {}): string {
  let sizes = '100vw';
  let last = sizes;
  // Integer keys iterate in ascending order: each wider step goes in front.
  for (const [width, perView] of Object.entries(breakpoints)) {
    const size = `${Math.floor(100 / perView)}vw`;
    if (+width <= 0) sizes = size;
    else if (size !== last) sizes = `(min-width: ${width}px) ${size}, ${sizes}`;
    last = size;
  }
  return sizes;
}

/**
 * Swiper's layout as CSS, by the same window widths, for the markup before Swiper takes over: slides per view, the
 * gap, and the buttons hidden where every slide fits (Swiper then locks the slider).
 */
function layoutCss(id: string, breakpoints: Breakpoints, gap: number, count: number): string {
  const scope = `[data-slider="${id}"]`;
  const at = (perView: number) =>
    `${scope}{--slider-per-view:${perView};--slider-nav:${count > perView ? 'flex' : 'none'}}`;
  const rules = [`${scope}{--slider-gap:${gap}px}`, at(1)];
  // Integer keys iterate in ascending order, so the media rules come narrowest first.
  for (const [width, perView] of Object.entries(breakpoints))
    rules.push(`@media (min-width:${width}px){${at(perView)}}`);
  return rules.join('');
}

/**
 * Its arrow is drawn in slider.css, so the page carries no SVG per button and Swiper is told to add none. Without
 * a loop, Swiper starts with "previous" disabled: so does the markup.
 */
function NavButton({ dir, disabled, onClick }: { dir: Direction; disabled: boolean; onClick: () => void }) {
  const l = useMessages().labels;
  return (
    <button
      type="button"
      className={`swiper-button-${dir}${disabled ? ' swiper-button-disabled' : ''}`}
      aria-label={dir === 'next' ? l.nextSlide : l.previousSlide}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

export function Slider<T>({
  items,
  label,
  delay = 2500,
  breakpoints,
  loop = true,
  fade = false,
  spaceBetween = 24,
  className,
  itemKey,
  renderSlide,
}: SliderProps<T>) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  // Swiper's loop needs more slides than are visible; with fewer it only warns and misbehaves.
  const maxPerView = breakpoints ? Math.max(...Object.values(breakpoints)) : 1;
  const canLoop = loop && items.length > maxPerView;
  const slidesKey = items.map(itemKey).join('\n');
  const sizes = slideSizes(breakpoints);
  const nudge = useLazySwiper(
    ref,
    { delay: reducedMotion ? null : delay, breakpoints, loop: canLoop, fade, spaceBetween },
    slidesKey,
  );
  return (
    <section className={`slider ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      <style>{layoutCss(id, fade ? {} : (breakpoints ?? {}), spaceBetween, items.length)}</style>
      {/* A new set of slides gets fresh markup: Swiper reorders the old nodes, which React must not reconcile. */}
      <div key={slidesKey} ref={ref} className="swiper" data-slider={id}>
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div
              key={itemKey(item, index)}
              className="swiper-slide"
              role="group"
              aria-label={`${index + 1} / ${items.length}`}
            >
              {renderSlide(item, index, sizes)}
            </div>
          ))}
        </div>
        <NavButton dir="prev" disabled={!canLoop} onClick={() => nudge('prev')} />
        <NavButton dir="next" disabled={false} onClick={() => nudge('next')} />
      </div>
    </section>
  );
}
