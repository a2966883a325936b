import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ToastList } from './toast-list';

/** Renders `routes` in a stub router at `initialEntries` (default '/'), with the toasts beside it as plain text. */
export function renderRoutes(routes: Parameters<typeof createRoutesStub>[0], initialEntries?: string[]) {
  const Stub = createRoutesStub(routes);
  render(
    <>
      <ToastList />
      <Stub initialEntries={initialEntries} />
    </>,
  );
}
