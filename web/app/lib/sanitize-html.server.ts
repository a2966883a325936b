/**
 * Rich text from the CMS is sanitized once more where it is rendered (defence in depth:
 * the CMS already cleans it on save). Runs only in loaders, so the sanitizer never
 * reaches the browser bundle.
 */
import sanitize from 'sanitize-html';

const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'iframe', 'span', 'u', 's'],
    allowedAttributes: {
      ...sanitize.defaults.allowedAttributes,
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'title', 'loading'],
      '*': ['class'],
    },
    allowedClasses: { '*': [/^ql-/] },
    allowedIframeHostnames: VIDEO_HOSTS,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
      img: sanitize.simpleTransform('img', { loading: 'lazy' }),
      iframe: sanitize.simpleTransform('iframe', { loading: 'lazy', title: 'Embedded video' }),
    },
  });
}
