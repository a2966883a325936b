/**
 * Blog article HTML: the one allowlist in @cadmax/contract/rich-text, the same the web applies again when it renders
 * an article (so what is saved is what is shown). Used on save and on the public read.
 */
export { isBlankArticle, sanitizeRichText as sanitizeBlogHtml } from '@cadmax/contract/rich-text';
