import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and in the first client render (so hydration matches), true once the page's script
 * runs: a control that needs the script (the music button, the script-driven menu) shows only then, and the HTML
 * before it, or without JavaScript at all, offers only what works.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
