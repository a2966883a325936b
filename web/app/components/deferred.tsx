/**
 * A component whose code is not part of the first view's script, yet which the server renders in full: its chunk
 * is imported when the module that declares it is evaluated. On the server that is at start-up, so every render
 * finds it loaded and renders it in place (with React.lazy the first render after a start would stream a fallback,
 * and a visitor without JavaScript would never see the swap). In the browser the first view's script hydrates the
 * page; the deferred part keeps its server HTML and hydrates once its chunk has arrived, moments later.
 *
 * Only for parts that work as plain HTML until then (a form with a real action, a link): an event on them before
 * their chunk arrives gets the browser's own behaviour, not React's.
 */
import { use, type ComponentType } from 'react';

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loading = load();
  // React's use() reads a settled promise's value synchronously from these fields, without suspending.
  loading.then(
    (value) => Object.assign(loading, { status: 'fulfilled', value }),
    () => undefined,
  );
  return function Deferred(props: P) {
    const Component = use(loading);
    return <Component {...props} />;
  };
}
