/**
 * Strapi's admin bootstrap makes two API tokens ("Read Only", "Full Access") on a first start, before any
 * panel user exists, with no setting to turn it off; the Full Access one reads every collection through /api/*.
 * The product uses none (the site calls the spec's routes; nothing reads Strapi's content API with a token), so the
 * tokens this start made are removed right after. A token someone makes later, whatever its name, stays.
 */
import type { Core } from '@strapi/strapi';

const DEFAULT_TOKEN_NAMES = ['Read Only', 'Full Access'];
let startedAt = new Date();

/** In register(), before Strapi's bootstrap can make them. */
export function markStart(): void {
  startedAt = new Date();
}

/** In bootstrap(): the default tokens made since markStart(). */
export async function removeDefaultApiTokens(strapi: Core.Strapi): Promise<number> {
  const tokens = (await strapi.db.query('admin::api-token').findMany({
    where: { name: { $in: DEFAULT_TOKEN_NAMES }, createdAt: { $gte: startedAt } },
    select: ['id'],
  })) as { id: number }[];
  const ids = tokens.map((token) => token.id);
  if (ids.length === 0) return 0;
  await strapi.db.query('admin::api-token-permission').deleteMany({ where: { token: { id: { $in: ids } } } });
  await strapi.db.query('admin::api-token').deleteMany({ where: { id: { $in: ids } } });
  return ids.length;
}
