import type { ReactNode } from 'react';
import { SectionHead } from './section-head';

export type SectionTone = 'tint' | 'dark';

/** A page section under a SectionHead, labelled by its heading (`id`); `tone` picks the tinted or dark band. */
export function HeadedSection({
  id,
  eyebrow,
  title,
  tone,
  className,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={tone ? `section section--${tone}` : 'section'} aria-labelledby={id}>
      <div className={className ? `container ${className}` : 'container'}>
        <SectionHead id={id} eyebrow={eyebrow} title={title} />
        {children}
      </div>
    </section>
  );
}

/** The two-column intro: a display title on the left, its text (or list) on the right. */
export function IntroSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <div className="container grid grid--split intro__grid">
        <h2 id={id} className="display-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

type TitledPageProps = { title: string; className?: string; inner?: string; children: ReactNode };

/**
 * A page of a title and a few lines, without a banner (the newsletter's answer, an unsubscribe link, the search);
 * `inner` is its container's own class.
 */
export function TitledPage({ title, className, inner, children }: TitledPageProps) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby="page-title">
      <div className={inner ? `container ${inner}` : 'container'}>
        <h1 id="page-title" className="section-title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
