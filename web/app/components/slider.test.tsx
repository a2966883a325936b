import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../i18n/catalogue.server';
import { Slider } from './slider';
import { mountSwiper } from './swiper-live';

const swiper = { slideNext: vi.fn(), slidePrev: vi.fn(), destroy: vi.fn() };
vi.mock('./swiper-live', () => ({ mountSwiper: vi.fn(() => swiper) }));
// The page's catalogue, as the root route gives it (the slider is rendered here without a router).
vi.mock('../i18n/messages', async (original) => ({
  ...(await original<typeof import('../i18n/messages')>()),
  useMessages: () => catalogue('en'),
}));

/** An IntersectionObserver the test drives: `approach()` brings every observed slider near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** Brings every observed slider near, or only the `only`-th observer's. */
  static async approach(only?: number) {
    await act(async () => {
      for (const o of only === undefined ? FakeObserver.all : [FakeObserver.all[only]!])
        if (o.targets.length)
          o.callback(
            o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            o as unknown as IntersectionObserver,
          );
    });
  }
}

const projects = ['Rudra Mahal', 'Shivam Magnus', 'Dravyawati River Front', 'Cadmax Valley'];

const slider = (props: Partial<Parameters<typeof Slider<string>>[0]> = {}) => (
  <Slider<string>
    label="Our work"
    items={projects}
    delay={2500}
    breakpoints={{ 640: 2, 1024: 3 }}
    itemKey={(p) => p}
    renderSlide={(p) => <h3>{p}</h3>}
    {...props}
  />
);

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Slider', () => {
  it('server-renders every slide in Swiper’s markup, laid out per breakpoint as Swiper will', () => {
    const html = renderToString(slider());
    for (const p of projects) expect(html).toContain(`<h3>${p}</h3>`);
    expect(html).toMatch(/<section class="slider [^"]*" aria-roledescription="carousel" aria-label="Our work">/);
    expect(html.match(/class="swiper-slide" role="group" aria-label="\d \/ 4"/g)).toHaveLength(4);
    expect(html).toContain('{--slider-gap:24px}');
    expect(html).toContain('{--slider-per-view:1;--slider-nav:flex}');
    expect(html).toMatch(
      /@media \(min-width:640px\)\{\[data-slider="[^"]+"\]\{--slider-per-view:2;--slider-nav:flex\}\}/,
    );
    expect(html).toMatch(
      /@media \(min-width:1024px\)\{\[data-slider="[^"]+"\]\{--slider-per-view:3;--slider-nav:flex\}\}/,
    );
    expect(html).toMatch(/<button type="button" class="swiper-button-prev" aria-label="Previous slide">/);
  });

  it('starts as Swiper does without a loop: "previous" disabled, no buttons where every slide fits', () => {
    const html = renderToString(slider({ items: projects.slice(0, 3) }));
    expect(html).toMatch(
      /<button type="button" class="swiper-button-prev swiper-button-disabled" aria-label="Previous slide" disabled="">/,
    );
    expect(html).toMatch(/<button type="button" class="swiper-button-next" aria-label="Next slide">/);
    expect(html).toMatch(
      /@media \(min-width:1024px\)\{\[data-slider="[^"]+"\]\{--slider-per-view:3;--slider-nav:none\}\}/,
    );
  });

  it('shows one slide at a time for a fade, whatever the breakpoints', () => {
    const html = renderToString(slider({ fade: true }));
    expect(html).not.toContain('@media');
  });

  it('loads Swiper only when the slider nears the viewport, then mounts it on the rendered markup', async () => {
    const { unmount } = render(slider());
    await act(async () => {});
    expect(mountSwiper).not.toHaveBeenCalled();

    await FakeObserver.approach();
    await vi.waitFor(() => expect(mountSwiper).toHaveBeenCalledTimes(1));
    const [el, settings] = vi.mocked(mountSwiper).mock.calls[0]!;
    expect(el).toBe(screen.getByRole('region', { name: 'Our work' }).querySelector('.swiper'));
    expect(settings).toEqual({
      delay: 2500,
      breakpoints: { 640: 2, 1024: 3 },
      loop: true,
      fade: false,
      spaceBetween: 24,
    });

    unmount();
    expect(swiper.destroy).toHaveBeenCalledWith(true, true);
  });

  it('holds still for reduced motion and does not loop when every slide fits', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    render(slider({ breakpoints: { 640: 2, 1024: 4 } }));
    await FakeObserver.approach();
    await vi.waitFor(() => expect(mountSwiper).toHaveBeenCalled());
    expect(vi.mocked(mountSwiper).mock.calls.at(-1)![1]).toMatchObject({ delay: null, loop: false });
  });

  it('mounts each slider in an idle task of its own, not all of them in the task the import resolves in', async () => {
    const idle = new Map<number, IdleRequestCallback>();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      next += 1;
      idle.set(next, callback);
      return next;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
    render(
      <>
        {slider()}
        {slider({ label: 'Our services' })}
      </>,
    );
    // One slider, then the other: both imports resolved, neither mounted until the main thread is idle. (Two dynamic
    // imports of a mocked module in flight at once can get the real one under Vitest, hence one at a time.)
    await FakeObserver.approach(0);
    await vi.waitFor(() => expect(idle.size).toBe(1));
    await FakeObserver.approach(1);
    await vi.waitFor(() => expect(idle.size).toBe(2));
    expect(mountSwiper).not.toHaveBeenCalled();
    const runNext = () => {
      const [id, callback] = idle.entries().next().value!;
      idle.delete(id);
      callback({ didTimeout: false, timeRemaining: () => 50 });
    };
    runNext();
    expect(mountSwiper).toHaveBeenCalledTimes(1);
    runNext();
    expect(mountSwiper).toHaveBeenCalledTimes(2);
  });

  it('replays a button press made before Swiper arrived', async () => {
    render(slider());
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await FakeObserver.approach();
    await vi.waitFor(() => expect(swiper.slideNext).toHaveBeenCalledTimes(1));
    // Once Swiper is there, the buttons are its own: a press is not played twice.
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });
});
