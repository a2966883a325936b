import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Media } from '../api/types';
import { ResponsiveImage } from './responsive-image';

const photo: Media = {
  url: '/uploads/site.jpg',
  width: 1600,
  height: 1000,
  alt: 'The site from the road',
  sources: [
    { url: '/uploads/small_site.jpg', width: 480 },
    { url: '/uploads/site.jpg', width: 1600 },
  ],
  webp: [
    { url: '/uploads/webp_small_site.webp', width: 480 },
    { url: '/uploads/webp_site.webp', width: 1600 },
  ],
};

const SIZES = '(min-width: 1024px) 33vw, 100vw';

describe('ResponsiveImage', () => {
  it('offers WebP in every width first, with the original format as the fallback <img>', () => {
    const { container } = render(<ResponsiveImage media={photo} sizes={SIZES} />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/uploads/webp_small_site.webp 480w, /uploads/webp_site.webp 1600w');
    expect(source).toHaveAttribute('sizes', SIZES);

    const img = screen.getByRole('img', { name: 'The site from the road' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/uploads/site.jpg');
    expect(img).toHaveAttribute('srcset', '/uploads/small_site.jpg 480w, /uploads/site.jpg 1600w');
    expect(img).toHaveAttribute('sizes', SIZES);
    // Explicit dimensions reserve the space; below the fold it waits for the visitor to scroll near it.
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority image at once and at high priority, and adds no box beside it', () => {
    const html = renderToString(<ResponsiveImage media={photo} sizes="100vw" priority alt="" />);
    expect(html).toMatch(/<picture style="display:contents"><source [^>]*style="display:none"/);
    expect(html).toMatch(/loading="eager"/);
    expect(html).toMatch(/fetchPriority="high"/i);
  });

  it('preloads a priority WebP set in the head, before the page, not beside the picture', () => {
    const html = renderToString(
      <html lang="en">
        <head>
          <title>Page</title>
        </head>
        <body>
          <main>
            <ResponsiveImage media={photo} sizes="100vw" priority alt="" />
          </main>
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/webp" fetchPriority="high" imageSrcSet="[^"]+ \d+w/,
    );
    expect(body).not.toMatch(/rel="preload"/);
    // A lazy image is not preloaded at all.
    const lazy = renderToString(<ResponsiveImage media={photo} sizes="100vw" alt="" />);
    expect(lazy).not.toMatch(/preload/);
  });

  it('is a plain <img> when there is no WebP copy', () => {
    const { container } = render(<ResponsiveImage media={{ ...photo, webp: [] }} sizes={SIZES} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'srcset',
      '/uploads/small_site.jpg 480w, /uploads/site.jpg 1600w',
    );
  });

  it('falls back to the given image when the picture fails, WebP source included', () => {
    const { container } = render(<ResponsiveImage media={photo} sizes={SIZES} fallbackSrc="/blog-default.svg" />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(container.querySelector('source')).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.getAttribute('src')).toBe('/blog-default.svg');
  });

  it('shows the fallback, or a placeholder, when there is no media', () => {
    const { container, rerender } = render(
      <ResponsiveImage media={null} sizes={SIZES} fallbackSrc="/blog-default.svg" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/blog-default.svg');
    rerender(<ResponsiveImage media={null} sizes={SIZES} />);
    expect(container.querySelector('.image-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });
});
