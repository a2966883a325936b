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
}

/** An <img> with Strapi's formats as srcset and explicit dimensions, so nothing shifts while loading. */
export function ResponsiveImage({ media, sizes, priority = false, className, alt }: Props) {
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
    />
  );
}
