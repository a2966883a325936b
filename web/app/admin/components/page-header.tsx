import type { ReactNode } from 'react';

/** The screen title and an optional action (e.g. 'Add Blog'). */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <header className="adm-page-header">
      <h1>{title}</h1>
      {action}
    </header>
  );
}

/** A titled card around a table or form. */
export function Card({ title, children, action }: { title?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="adm-card" aria-label={title}>
      {(title || action) && (
        <div className="adm-card__head">
          {title && <h2>{title}</h2>}
          {action}
        </div>
      )}
      <div className="adm-card__body">{children}</div>
    </section>
  );
}
