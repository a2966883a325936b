import type { Media } from '../../api/types';
import { HeroMedia } from '../../components/responsive-image';

/** The top banner of inner pages: an image behind the page's h1. */
export function PageBanner({ title, eyebrow, image, children }: { title: string; eyebrow?: string; image?: Media | null; children?: React.ReactNode }) {
  return (
    <section className="page-banner" aria-labelledby="page-title">
      {image && <HeroMedia media={image} className="page-banner__media" />}
      <div className="container page-banner__content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
