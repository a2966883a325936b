/**
 * lazy-loaded parts time out after 120 s. Route modules are loaded by React
 * Router during a navigation, so a navigation still loading after CHUNK_LOAD_TIMEOUT_MS
 * is treated as a failed chunk load. Vite's 'vite:preloadError' (a chunk or its CSS
 * could not be fetched) ends the same way. Both show the retry screen.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from './chunk-error';
import { ErrorScreen } from './error-screens';

export function ChunkGuard({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (navigation.state === 'idle') return;
    const timer = window.setTimeout(() => setFailed(true), CHUNK_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [navigation.state, navigation.location?.key]);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  return failed ? <ErrorScreen chunk /> : children;
}
