import type { Media } from '../api/types';

interface Props {
  media: Media | null;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold (hero): load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Overrides the CMS alt text; '' marks the image as decorative. */
  alt?: string;
  /** Shown instead when the image is missing or fails to load. */
  fallbackSrc?: string;
}

/** An <img> with Strapi's formats as srcset and explicit dimensions, so nothing shifts while loading. */
export function ResponsiveImage({ media, sizes, priority = false, className, alt, fallbackSrc }: Props) {
  if (!media && fallbackSrc) return <img className={className} src={fallbackSrc} width={1200} height={630} alt={alt ?? ''} loading="lazy" />;
  if (!media) return <div className={`image-placeholder ${className ?? ''}`} aria-hidden="true" />;
  const srcSet = media.sources.length > 1 ? media.sources.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={media.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={media.width}
      height={media.height}
      alt={alt ?? media.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={fallbackSrc ? (e) => swapToFallback(e.currentTarget, fallbackSrc) : undefined}
    />
  );
}

function swapToFallback(img: HTMLImageElement, fallbackSrc: string) {
  if (img.src.endsWith(fallbackSrc)) return;
  img.removeAttribute('srcset');
  img.src = fallbackSrc;
}
