import { lazy, Suspense, useEffect, useState } from 'react';

// No page shows a toast before the visitor acts, so react-hot-toast stays out of the first view's script and
// arrives right after hydration. Toasts raised before it mounts wait in its store and show once it has.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/**
 * Toasts at the top right with the durations: 4000 ms for blank, error and
 * custom, 2000 ms for success, loading until dismissed. react-hot-toast keeps at most 20
 * (its TOAST_LIMIT), which is the spec's limit.
 */
export function SiteToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        toastOptions={{
          duration: 4000,
          className: 'toast',
          success: { duration: 2000 },
          error: { duration: 4000 },
          loading: { duration: Infinity },
          custom: { duration: 4000 },
        }}
      />
    </Suspense>
  );
}
