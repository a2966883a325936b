/**
 * Raising a toast on a public page. react-hot-toast is imported when the first toast is raised (SiteToaster
 * imports it after hydration too), so it stays out of the first view's script: no page toasts before the visitor
 * acts. Both imports resolve to one module, so the toast reaches the one Toaster.
 */
export const FAILURE_MESSAGE = 'Something went wrong, please try again.';

type Kind = 'success' | 'error';

const show = (kind: Kind, message: string) => {
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message));
};

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
