/**
 * Every write of an article's HTML passes the allowlist, whoever makes it: the adapter already sanitizes
 * the React admin's saves, and this catches the Strapi panel's (content manager), which write through the
 * document service and the query engine. Sanitizing twice changes nothing.
 */
import { errors } from '@strapi/utils';
import { isBlankArticle, sanitizeBlogHtml } from '../../../../lib/sanitize-blog';

interface WriteEvent {
  params: { data?: Record<string, unknown> | Record<string, unknown>[] };
}

function sanitizeContent(event: WriteEvent) {
  const rows = Array.isArray(event.params.data) ? event.params.data : [event.params.data];
  for (const row of rows) {
    if (!row || typeof row.content !== 'string') continue;
    row.content = sanitizeBlogHtml(row.content).trim();
    // As the React admin's save: an article that was only disallowed markup is refused (400), not stored empty.
    if (isBlankArticle(row.content as string)) throw new errors.ValidationError('Content is required.');
  }
}

export default {
  beforeCreate: sanitizeContent,
  beforeUpdate: sanitizeContent,
  beforeCreateMany: sanitizeContent,
  beforeUpdateMany: sanitizeContent,
};
