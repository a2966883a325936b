import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type Swiper from 'swiper';
import type { SliderSettings } from './swiper-live';

export type Direction = 'prev' | 'next';

/** How far below (or above) the viewport a slider starts loading Swiper, so it is ready when scrolled to. */
const NEAR = '400px 0px';

/** Calls `then` once `el` comes within NEAR of the viewport; returns a cancel function. */
function whenNear(el: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/** The longest a mount waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `then` in a task of its own once the main thread is idle; returns a cancel function. Every slider near the
 * viewport gets Swiper from the same import, so their mounts would otherwise run in one task, right after
 * hydration: the first view's longest task on a phone (docs/performance.md).
 */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const cancel = cancelIdleCallback;
    const id = requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    return () => cancel(id);
  }
  const id = setTimeout(then, 0);
  return () => clearTimeout(id);
}

/**
 * Brings Swiper in with a dynamic import when the slider nears the viewport and mounts it on the server-rendered
 * markup in `ref`; it is destroyed again (its DOM changes undone) on unmount or when the settings change.
 * Returns `nudge`: the static prev/next buttons call it, and a click made before Swiper arrived is replayed.
 */
export function useLazySwiper(
  ref: RefObject<HTMLElement | null>,
  settings: SliderSettings,
  slidesKey: string,
): (dir: Direction) => void {
  const swiper = useRef<Swiper | null>(null);
  const pending = useRef<Direction | null>(null);
  // Compared by value: callers pass fresh objects on every render.
  const settingsKey = JSON.stringify(settings);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let stopWaiting = () => {};
    const stopWatching = whenNear(el, () => {
      // A chunk that fails to load raises Vite's 'vite:preloadError', which the chunk guard turns into its retry
      // screen; the import then resolves to nothing.
      import('./swiper-live')
        .then((live) => {
          if (cancelled || !live) return;
          stopWaiting = whenIdle(() => {
            swiper.current = live.mountSwiper(el, JSON.parse(settingsKey) as SliderSettings);
            if (pending.current === 'next') swiper.current.slideNext();
            if (pending.current === 'prev') swiper.current.slidePrev();
            pending.current = null;
          });
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      stopWatching();
      stopWaiting();
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [ref, settingsKey, slidesKey]);

  return useCallback((dir: Direction) => {
    if (!swiper.current) pending.current = dir;
  }, []);
}
