/**
 * The background music button: an autoplay attempt on first load (skipped for
 * prefers-reduced-motion), pause on every route change, toggle with the button or the M
 * key (ignored while typing), and window.stopBackgroundMusic for other screens.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isTypingTarget, useMusicStore } from '../../lib/music-store';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { useHydrated } from '../../lib/use-hydrated';

export function MusicPlayer() {
  const status = useMusicStore((s) => s.status);
  const toggle = useMusicStore((s) => s.toggle);
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  const hydrated = useHydrated();

  useEffect(() => {
    const store = useMusicStore.getState();
    store.attach();
    window.stopBackgroundMusic = store.stop;
    if (!prefersReducedMotion()) void store.autoplay();
    return () => {
      useMusicStore.getState().stop();
      delete window.stopBackgroundMusic;
    };
  }, []);

  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    useMusicStore.getState().pause();
  }, [location.pathname]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'm' || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      void useMusicStore.getState().toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Only the script can play: without it (or before it runs) there is no button that would do nothing, only its
  // place in the phone's bar, kept empty so the bar does not move when the button comes (a layout shift).
  if (!hydrated) return <span className="music-slot" aria-hidden="true" />;
  const playing = status === 'playing';
  return (
    <button
      type="button"
      className={`music-toggle${playing ? ' is-playing' : ''}`}
      aria-pressed={playing}
      aria-label={playing ? 'Pause background music (M)' : 'Play background music (M)'}
      title={playing ? 'Pause music (M)' : 'Play music (M)'}
      data-status={status}
      onClick={() => void toggle()}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
        ) : (
          <path
            d="M9 18V6l10-2v12M9 18a3 3 0 11-3-3 3 3 0 013 3zm10-2a3 3 0 11-3-3 3 3 0 013 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        )}
      </svg>
    </button>
  );
}
