/**
 * D-14.5, the site search: the published projects, the services, the published blogs and the job openings whose
 * searched text (`TEXT_INDEXES`, src/lib/text-search.ts) contains the query, in any case, through the same text
 * index as the lists' search. One query ranks and pages every kind together (a UNION ALL of one branch per kind:
 * a title that starts with the query first, then a title that holds it, then a match elsewhere; then by kind, newest
 * first) and counts them in the same pass; one per kind on the page reads its results' fields by id. So the work
 * grows with the matches, not with the tables.
 *
 * D-15: every kind is localized, and a result is one record (its English row, `t`). In English the English texts are
 * searched and shown; in Hindi a record matches by its Hindi version's texts (`h`, its published one, joined by
 * documentId) or by its English ones (a Hindi page's visitor may type an English name), and shows its Hindi texts
 * where it has them (`locale` says which).
 */
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  SITE_SEARCH_KINDS,
  type Locale,
  type SiteSearchHit,
  type SiteSearchKind,
} from '@cadmax/contract';
import type { ContentUid } from '../../../lib/records';
import { TEXT_INDEXES, containsPattern, likeSql, whereContains } from '../../../lib/text-search';

interface Source {
  uid: ContentUid;
  /** The fields a result's passage may come from, in the order they are preferred: the searched ones but the title. */
  passages: string[];
  /** Whether the record's link is its slug (else its documentId). */
  slug: boolean;
}

const SOURCES: Record<SiteSearchKind, Source> = {
  project: { uid: 'api::project.project', passages: ['short_content', 'location', 'category', 'client'], slug: true },
  service: { uid: 'api::service.service', passages: ['tagline', 'description'], slug: true },
  blog: { uid: 'api::blog.blog', passages: ['short_content'], slug: false },
  opening: { uid: 'api::job-opening.job-opening', passages: ['about', 'role', 'location'], slug: true },
};

/** A passage longer than this is cut around the first match. */
const PASSAGE_MAX = 180;
/** How much text a cut passage keeps before the match. */
const PASSAGE_LEAD = 50;

interface Meta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}
type DbRow = Record<string, unknown>;

/** `text`'s whitespace as single spaces, cut to PASSAGE_MAX around the first (case-insensitive) `query`, at spaces. */
export function passageOf(text: string, query: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PASSAGE_MAX) return flat;
  const at = Math.max(0, flat.toLowerCase().indexOf(query.toLowerCase()));
  let start = at <= PASSAGE_LEAD ? 0 : flat.lastIndexOf(' ', at - PASSAGE_LEAD) + 1;
  if (start > at) start = at;
  let end = Math.min(flat.length, start + PASSAGE_MAX);
  const space = flat.lastIndexOf(' ', end);
  if (end < flat.length && space > Math.max(start, at + query.length)) end = space;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

const rowsOf = (result: unknown): DbRow[] => (Array.isArray(result) ? result : (result as { rows: DbRow[] }).rows);

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  function tableOf(uid: ContentUid) {
    const meta = strapi.db.metadata.get(uid) as unknown as Meta;
    const schema = strapi.db.getSchemaName();
    const column = (name: string) => {
      const columnName = meta.attributes[name]?.columnName;
      if (!columnName) throw new Error(`${uid} has no attribute ${name}`);
      return columnName;
    };
    const published = (strapi.contentType(uid) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish;
    const table = `${schema ? `${schema}.` : ''}${meta.tableName}`;
    return { from: `${table} as t`, table, column, published: published === true };
  }

  const fieldsOf = (uid: ContentUid): readonly string[] => {
    const index = TEXT_INDEXES.find((i) => i.uid === uid);
    if (!index) throw new Error(`${uid} has no text index`);
    return index.fields;
  };

  /** One kind's matches with their rank and sort keys, as SQL text and bindings. */
  function branch(kind: SiteSearchKind, order: number, text: string, locale: Locale) {
    const { uid } = SOURCES[kind];
    const source = tableOf(uid);
    const { from, column, published } = source;
    const like = likeSql(strapi);
    const translated = locale !== DEFAULT_LOCALE;
    const titles = [`t.${column('title')}`, ...(translated ? [`h.${column('title')}`] : [])];
    // A title that starts with the text, then one that holds it: either version's title, in Hindi.
    const rank = titles.map(() => like).join(' OR ');
    const rankBindings = (pattern: string) => titles.flatMap((title) => [title, pattern]);
    const prefix = containsPattern(text).slice(1);
    const qb = knex()
      .from(from)
      .select(
        // Our own constants, written into the SQL: a bound value here would have no type on PostgreSQL.
        knex().raw(`'${kind}' AS kind`),
        knex().raw(`${order} AS kind_order`),
        't.id AS id',
        knex().raw(`CASE WHEN ${rank} THEN 3 WHEN ${rank} THEN 2 ELSE 1 END AS search_rank`, [
          ...rankBindings(prefix),
          ...rankBindings(containsPattern(text)),
        ]),
        `t.${column('createdAt')} AS at`,
      )
      .where(`t.${column('locale')}`, DEFAULT_LOCALE);
    if (published) qb.whereNotNull(`t.${column('publishedAt')}`);
    if (!translated) {
      whereContains(strapi, qb, uid, fieldsOf(uid), text);
      return qb.toSQL();
    }
    joinVersion(qb, source, locale);
    qb.where((either) =>
      either
        .where((english) => whereContains(strapi, english, uid, fieldsOf(uid), text, 't'))
        .orWhere((own) => whereContains(strapi, own, uid, fieldsOf(uid), text, 'h')),
    );
    return qb.toSQL();
  }

  /** Each row's version in `locale` as `h` (its published one for a type with draft and publish), where it has one. */
  function joinVersion(
    qb: Knex.QueryBuilder,
    { table, column, published }: ReturnType<typeof tableOf>,
    locale: Locale,
  ) {
    qb.leftJoin(`${table} as h`, (on) => {
      on.on(`h.${column('documentId')}`, '=', `t.${column('documentId')}`).andOn(
        `h.${column('locale')}`,
        '=',
        knex().raw('?', [locale]),
      );
      if (published) on.andOnNotNull(`h.${column('publishedAt')}`);
    });
  }

  /** The fields of one kind's results on the page, by row id, in `locale` where the record has a version in it. */
  async function hitsOf(
    kind: SiteSearchKind,
    ids: number[],
    text: string,
    locale: Locale,
  ): Promise<Map<number, SiteSearchHit>> {
    const { uid, passages, slug } = SOURCES[kind];
    const source = tableOf(uid);
    const { from, column } = source;
    const texts = ['title', ...passages];
    const names = ['id', 'documentId', ...texts, ...(slug ? ['slug'] : [])];
    const qb = knex()
      .from(from)
      .select(names.map((name) => `t.${column(name)} AS ${name}`))
      .whereIn('t.id', ids);
    if (locale !== DEFAULT_LOCALE) {
      qb.select(knex().raw('?? AS ??', [`h.${column('id')}`, 'own_id']));
      qb.select(texts.map((name) => `h.${column(name)} AS own_${name}`));
      joinVersion(qb, source, locale);
    }
    const rows = rowsOf(await qb);
    const lower = text.toLowerCase();
    const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
    return new Map(
      rows.map((row) => {
        const own = row.own_id !== null && row.own_id !== undefined;
        const field = (name: string) => textOf(own ? row[`own_${name}`] : row[name]);
        const found = passages.map(field);
        const passage = found.find((t) => t.toLowerCase().includes(lower)) ?? found.find((t) => t.trim()) ?? '';
        const hit: SiteSearchHit = {
          kind,
          _id: textOf(row.documentId),
          // Kept as stored: the career links keep the spec's trailing spaces (R-2.18); a blank one is no link.
          slug: slug && textOf(row.slug).trim() ? textOf(row.slug) : null,
          title: field('title'),
          summary: passageOf(passage, text),
          locale: own ? locale : DEFAULT_LOCALE,
        };
        return [Number(row.id), hit];
      }),
    );
  }

  return {
    /** A page of the results for `text` (already checked: SITE_SEARCH_MIN to SITE_SEARCH_MAX characters), and their count. */
    async search(
      text: string,
      offset: number,
      limit: number,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ hits: SiteSearchHit[]; total: number }> {
      const branches = SITE_SEARCH_KINDS.map((kind, order) => branch(kind, order, text, locale));
      const union = branches.map((b) => b.sql).join(' UNION ALL ');
      const bindings = branches.flatMap((b) => b.bindings) as unknown[];
      // The total rides on the page's rows (one pass over the matches); a page past the end asks for it apart.
      const pageRows = rowsOf(
        await knex().raw(
          `SELECT kind, id, COUNT(*) OVER () AS total FROM (${union}) hits ` +
            'ORDER BY search_rank DESC, kind_order, at DESC, id DESC LIMIT ? OFFSET ?',
          [...bindings, limit, offset] as never,
        ),
      );
      const total =
        pageRows.length > 0
          ? Number(pageRows[0].total)
          : offset === 0
            ? 0
            : Number(
                rowsOf(await knex().raw(`SELECT COUNT(*) AS total FROM (${union}) hits`, bindings as never))[0]
                  ?.total ?? 0,
              );
      const page = pageRows.map((row) => ({ kind: row.kind as SiteSearchKind, id: Number(row.id) }));
      const kinds = [...new Set(page.map((p) => p.kind))];
      const found = new Map(
        await Promise.all(
          kinds.map(
            async (kind) =>
              [
                kind,
                await hitsOf(
                  kind,
                  page.filter((p) => p.kind === kind).map((p) => p.id),
                  text,
                  locale,
                ),
              ] as const,
          ),
        ),
      );
      const hits = page.map((p) => found.get(p.kind)?.get(p.id)).filter((hit): hit is SiteSearchHit => !!hit);
      return { hits, total };
    },
  };
};

export type SiteSearchService = ReturnType<typeof service>;
export default service;
