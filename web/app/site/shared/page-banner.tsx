import type { Media } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';

/** A hero's photo behind its text: decorative (the h1 says what the page is) and the first view's main image. */
export function HeroMedia({
  media,
  className,
  imageClassName,
}: {
  media: Media | null;
  className: string;
  imageClassName?: string;
}) {
  return (
    <div className={className} aria-hidden="true">
      <ResponsiveImage media={media} sizes="100vw" priority alt="" className={imageClassName} />
    </div>
  );
}

type LogoProps = { media: Media | null; of: string; width: number; className: string };

/** A record's logo (a project's, a service's), `width` pixels wide, named after the record. */
export function RecordLogo({ media, of, width, className }: LogoProps) {
  return <ResponsiveImage media={media} sizes={`${width}px`} alt={`${of} logo`} className={className} />;
}

/** An image with its caption under it, as a figure. */
export function CaptionedImage({
  className,
  media,
  sizes,
  alt = '',
  caption,
}: {
  className: string;
  media: Media | null;
  sizes: string;
  alt?: string;
  caption: string;
}) {
  return (
    <figure className={className}>
      <ResponsiveImage media={media} sizes={sizes} alt={alt} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The top banner of inner pages: an image behind the page's h1; `lang`, a record's title's own language (D-15). */
export function PageBanner({
  title,
  eyebrow,
  image,
  lang,
  children,
}: {
  title: string;
  eyebrow?: string;
  image?: Media | null;
  lang?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="page-banner" aria-labelledby="page-title">
      {image && <HeroMedia media={image} className="page-banner__media" />}
      <div className="container page-banner__content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title" lang={lang}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
