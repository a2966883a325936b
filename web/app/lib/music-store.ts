/**
 * The background music player: one <audio> for the whole site, looping at
 * volume 1. States: 'idle' (never started, or autoplay was blocked), 'playing', 'paused'.
 */
import { create } from 'zustand';

export type MusicStatus = 'idle' | 'playing' | 'paused';

export const MUSIC_SRC = '/background.mp3';

interface MusicState {
  status: MusicStatus;
  audio: HTMLAudioElement | null;
  /** Creates the audio element once (browser only). */
  attach: (audio?: HTMLAudioElement) => HTMLAudioElement;
  /** The autoplay attempt: a blocked play() logs a warning and leaves the player idle. */
  autoplay: () => Promise<void>;
  play: () => Promise<void>;
  pause: () => void;
  toggle: () => Promise<void>;
  stop: () => void;
}

declare global {
  interface Window {
    /** Lets any screen (e.g. the admin) silence the site music. */
    stopBackgroundMusic?: () => void;
  }
}

export const useMusicStore = create<MusicState>((set, get) => {
  /** Plays the audio; a refused play() is logged with `refused` and answers false. */
  const start = async (refused: string) => {
    const audio = get().attach();
    try {
      await audio.play();
      set({ status: 'playing' });
      return true;
    } catch (error) {
      console.warn(refused, error);
      return false;
    }
  };
  return {
    status: 'idle',
    audio: null,
    attach: (given) => {
      const existing = get().audio;
      if (existing) return existing;
      const audio = given ?? new Audio(MUSIC_SRC);
      audio.loop = true;
      audio.volume = 1;
      audio.preload = 'none';
      set({ audio });
      return audio;
    },
    autoplay: async () => {
      if (!(await start('Background music autoplay was blocked by the browser.'))) set({ status: 'idle' });
    },
    play: async () => {
      await start('Background music could not start.');
    },
    pause: () => {
      const { audio, status } = get();
      if (!audio || status !== 'playing') return;
      audio.pause();
      set({ status: 'paused' });
    },
    toggle: async () => {
      if (get().status === 'playing') get().pause();
      else await get().play();
    },
    stop: () => {
      const { audio } = get();
      if (audio) {
        audio.pause();
        audio.currentTime = 0;
      }
      set({ status: 'idle' });
    },
  };
});

/** True when a key press belongs to a text field, so 'M' must not toggle the music. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
