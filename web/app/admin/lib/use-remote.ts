import { useCallback, useEffect, useState } from 'react';

export interface Remote<T> {
  data?: T;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Runs `load` on mount, whenever `key` changes and on reload(). A newer request
 * wins over an older one, so fast typing in a search box never shows stale rows.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> {
  const [state, setState] = useState<{ data?: T; loading: boolean; failed: boolean }>({ loading: true, failed: false });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false, failed: false }),
      (error: unknown) => {
        // a list failure is only logged; the screen shows its empty state.
        console.error(error);
        if (current) setState({ loading: false, failed: true });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` names what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);

  return { ...state, reload };
}
