/**
 * The form answer a server-rendered page shows (its `role="status"`/`"alert"` paragraph), or undefined. Searching the
 * whole HTML would not do: every page carries its catalogue's words, every answer among them, in its data script.
 * No imports: the ops tests (Vitest) read their answers with it too.
 */
export const formResultIn = (html: string) =>
  /<p[^>]*class="form__result[^"]*"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&#x27;', "'");
