import { resolveValue, useToaster } from 'react-hot-toast';

/**
 * The messages react-hot-toast holds, as plain text. Tests use it instead of
 * <Toaster/>, which needs matchMedia (absent in jsdom).
 */
export function ToastList() {
  const { toasts } = useToaster();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-type={t.type}>
          {String(resolveValue(t.message, t))}
        </li>
      ))}
    </ul>
  );
}
