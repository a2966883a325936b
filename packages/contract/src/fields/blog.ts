import { ARTICLE_MAX, META_DESCRIPTION_MAX, META_KEYWORD_MAX, META_TITLE_MAX, SUMMARY_MAX, TITLE_MAX } from '../limits';
import type { FieldTable } from './table';

/** A blog's text fields (R-5.5: title, short content and content required). `content` is HTML the CMS sanitizes. */
export const blogFields = {
  title: {
    label: 'Title',
    max: TITLE_MAX,
    required: true,
    help: 'The heading of the article and its card on /blog.',
    counter: 'Minimum 100 words.',
  },
  short_content: {
    label: 'Short content',
    max: SUMMARY_MAX,
    required: true,
    input: 'lines',
    help: 'The summary on the blog cards.',
    counter: 'Minimum 300 words.',
  },
  content: {
    label: 'Content',
    max: ARTICLE_MAX,
    required: true,
    help: 'The article body. Scripts and unsafe markup are removed on save.',
  },
  meta_title: {
    label: 'Meta title',
    max: META_TITLE_MAX,
    help: 'The browser tab and search result title. Empty: the title.',
  },
  meta_description: { label: 'Meta description', max: META_DESCRIPTION_MAX, help: 'The search result summary.' },
  meta_keyword: { label: 'Meta keywords', max: META_KEYWORD_MAX, help: 'Comma-separated.' },
} as const satisfies FieldTable;

/**
 * A renamed article whose meta title still reads the old title: the browser tab and search results would keep the
 * old name. Both editors warn while this holds (an empty meta title follows the title, so it never does).
 */
export function staleMetaTitle(savedTitle: string, title: string, metaTitle: string): boolean {
  const saved = savedTitle.trim();
  return saved !== '' && title.trim() !== saved && metaTitle.trim() === saved;
}

export const staleMetaTitleMessage =
  'The meta title still reads the old title, so the browser tab and search results would keep the old name. Change it, or empty it to use the title.';
