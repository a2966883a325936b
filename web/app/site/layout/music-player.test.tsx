import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MUSIC_SRC, useMusicStore } from '../../lib/music-store';
import { MusicPlayer } from './music-player';

/**
 * jsdom implements no media playback: play() and pause() only log "not implemented".
 * Each test gives the player a real HTMLAudioElement whose play/pause follow what a
 * browser does (resolve, or reject with NotAllowedError when autoplay is blocked).
 */
function audioElement(blockAutoplay: boolean) {
  const audio = document.createElement('audio');
  audio.src = MUSIC_SRC;
  let blocked = blockAutoplay;
  const state = { playing: false };
  audio.play = () => {
    if (blocked) {
      blocked = false; // the browser blocks only the unprompted first attempt
      return Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    }
    state.playing = true;
    return Promise.resolve();
  };
  audio.pause = () => {
    state.playing = false;
  };
  return { audio, state };
}

function renderPlayer() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <label htmlFor="q">Search</label>
            <input id="q" />
            <MusicPlayer />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useMusicStore.setState({ status: 'idle', audio: null });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MusicPlayer (R-4.1 to R-4.4)', () => {
  it('plays automatically at volume 1, looping, and exposes window.stopBackgroundMusic', async () => {
    const { audio, state } = audioElement(false);
    useMusicStore.getState().attach(audio);
    renderPlayer();
    await waitFor(() => expect(useMusicStore.getState().status).toBe('playing'));
    expect(audio.loop).toBe(true);
    expect(audio.volume).toBe(1);
    expect(audio.getAttribute('src')).toBe('/background.mp3');
    expect(screen.getByRole('button', { name: /Pause background music/ })).toHaveAttribute('aria-pressed', 'true');

    act(() => window.stopBackgroundMusic?.());
    expect(state.playing).toBe(false);
    expect(useMusicStore.getState().status).toBe('idle');
  });

  it('logs a warning and stays idle when autoplay is blocked, then plays on the button', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { audio, state } = audioElement(true);
    useMusicStore.getState().attach(audio);
    renderPlayer();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(useMusicStore.getState().status).toBe('idle');
    const button = screen.getByRole('button', { name: /Play background music/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    expect(state.playing).toBe(true);
    expect(useMusicStore.getState().status).toBe('playing');
    await userEvent.click(screen.getByRole('button', { name: /Pause background music/ }));
    expect(state.playing).toBe(false);
    expect(useMusicStore.getState().status).toBe('paused');
  });

  it('toggles with the M key, but not while typing in a field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { audio, state } = audioElement(true);
    useMusicStore.getState().attach(audio);
    renderPlayer();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());

    await userEvent.keyboard('m');
    expect(state.playing).toBe(true);
    await userEvent.keyboard('M');
    expect(state.playing).toBe(false);

    // One 'm' each: an even number of stray toggles would cancel out and hide a bug.
    await userEvent.type(screen.getByLabelText('Search'), 'm');
    expect(state.playing).toBe(false);
    await userEvent.type(screen.getByLabelText('Search'), 'Mumbai');
    expect(screen.getByLabelText('Search')).toHaveValue('mMumbai');
    expect(useMusicStore.getState().status).toBe('paused');
  });

  it('pauses on every route change', async () => {
    const { audio, state } = audioElement(false);
    useMusicStore.getState().attach(audio);
    const router = renderPlayer();
    await waitFor(() => expect(useMusicStore.getState().status).toBe('playing'));
    await act(() => router.navigate('/about'));
    expect(state.playing).toBe(false);
    expect(useMusicStore.getState().status).toBe('paused');
  });

  it('does not autoplay when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { audio, state } = audioElement(false);
    useMusicStore.getState().attach(audio);
    // The attempt would be made in the mount effect, which render() has run by the time it returns.
    const autoplay = vi.spyOn(useMusicStore.getState(), 'autoplay');
    renderPlayer();
    expect(autoplay).not.toHaveBeenCalled();
    expect(state.playing).toBe(false);
    expect(useMusicStore.getState().status).toBe('idle');
  });
});
