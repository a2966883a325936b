import { preload } from 'react-dom';
import type { ImageSource, Media } from '../api/types';

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

/** The `sizes` of a card's image in the card grid (app.css `.grid--cards`: one column, two from 640 px, three from 1024). */
export const CARD_GRID_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

const srcSetOf = (sources: ImageSource[]) => sources.map((s) => `${s.url} ${s.width}w`).join(', ');

// Neither <picture> nor <source> may add a box (a <source> is not hidden by default): page styles size and place
// the <img> against its own container, a grid or flex box included.
const NO_BOX = { display: 'contents' } as const;
const HIDDEN = { display: 'none' } as const;

/**
 * WebP in every width the media has, the original's own format (JPEG or PNG) for the rest, and explicit
 * dimensions so nothing shifts while loading.
 */
export function ResponsiveImage({ media, sizes, priority = false, className, alt, fallbackSrc }: Props) {
  if (!media && fallbackSrc)
    return <img className={className} src={fallbackSrc} width={1200} height={630} alt={alt ?? ''} loading="lazy" />;
  if (!media) return <div className={`image-placeholder ${className ?? ''}`} aria-hidden="true" />;
  const srcSet = media.sources.length > 1 ? srcSetOf(media.sources) : undefined;
  const img = (
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
  if (media.webp.length === 0) return img;
  // React preloads a high-priority <img> by itself, but not one inside <picture> (the browser picks the source). The
  // WebP set every current browser picks is preloaded through React, which writes it at the top of the head: a <link>
  // rendered here stays in the body, where the browser meets it only after the head's inlined styles.
  if (priority)
    preload(media.url, {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: srcSetOf(media.webp),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    <picture style={NO_BOX}>
      <source type="image/webp" srcSet={srcSetOf(media.webp)} sizes={sizes} style={HIDDEN} />
      {img}
    </picture>
  );
}

function swapToFallback(img: HTMLImageElement, fallbackSrc: string) {
  if (img.src.endsWith(fallbackSrc)) return;
  // A <source> wins over the <img>'s own attributes, so it has to go quiet as well.
  if (img.parentElement instanceof HTMLPictureElement)
    img.parentElement.querySelectorAll('source').forEach((s) => s.removeAttribute('srcset'));
  img.removeAttribute('srcset');
  img.src = fallbackSrc;
}
