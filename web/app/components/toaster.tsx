import { Toaster } from 'react-hot-toast';

/**
 * Toasts at the top right with the SPEC §9 durations: 4000 ms for blank, error and
 * custom, 2000 ms for success, loading until dismissed. react-hot-toast keeps at most 20
 * (its TOAST_LIMIT), which is the spec's limit.
 */
export function SiteToaster() {
  return (
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
  );
}
