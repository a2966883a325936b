/**
 * R-5 and R-9: every length and size limit the forms apply and the CMS enforces, named once. The content
 * types' schema.json files (which cannot import) repeat some as maxLength; cms/tests/contract.test.ts checks
 * that they agree.
 */

export const TITLE_MAX = 100;
/** A summary: a blog's short content, a project's content, an opening's about. */
export const SUMMARY_MAX = 300;
export const NAME_MAX = 100;
/** A URL slug (a project's, an opening's, a service's page address): short enough to read and type. */
export const SLUG_MAX = 80;
/** A project's location. */
export const LOCATION_MAX = 150;
/** RFC 5321's limit for a forward path: no deliverable address is longer. */
export const EMAIL_MAX = 254;
export const LONG_TEXT_MAX = 5000;
export const ARTICLE_MAX = 100_000;
/** An image's alternative text, as the article editors ask for it when an image is put into an article. */
export const ALT_TEXT_MAX = 200;
export const META_TITLE_MAX = 255;
export const META_DESCRIPTION_MAX = 1000;
export const META_KEYWORD_MAX = 500;
/** ASVS V6.2: at least 8 characters, no composition rules. */
export const PASSWORD_MIN = 8;
/** In UTF-8 bytes: bcrypt reads no further, so a longer password would only seem to count (docs/security.md). */
export const PASSWORD_MAX = 72;
/** A job opening's quote, and its skills list: at most this many lines of NAME_MAX each. */
export const QUOTE_MAX = 500;
export const SKILLS_MAX = 30;
/** Phone numbers: digits only; at most this many on the public forms, exactly this many on the admin profile. */
export const PHONE_DIGITS = 10;
/** The admin lists' page size (R-9.1). */
export const PAGE_SIZE = 15;
/** An internal note on an enquiry or application (D-11.1). */
export const NOTE_MAX = 2000;
/** How long a deleted record waits in the trash before it is deleted for good (D-11.2). */
export const TRASH_DAYS = 30;
/** The dashboard's charts cover this many ISO weeks (Monday to Sunday, UTC), the current one last (D-11.4). */
export const STATS_WEEKS = 12;
/**
 * D-14.2: the versions kept of one blog or project; a save past this many deletes the oldest, so a record's history
 * is bounded however often it is saved.
 */
export const VERSIONS_KEPT = 50;
/** How long a signed preview link of a draft opens it (D-11.5). */
export const PREVIEW_LINK_MINUTES = 10;
/** D-11.5: a 'Publish at' this close to now, or a little past it (a slow clock), publishes at once. */
export const PUBLISH_AT_GRACE_MS = 60_000;
