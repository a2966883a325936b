import type { Core } from '@strapi/strapi';

/**
 * The table name as Knex should see it: schema-qualified when Strapi uses a PostgreSQL schema (each name,
 * joins included; db.getConnection() would qualify only the first table).
 */
export function qualified(strapi: Core.Strapi, table: string): string {
  const schema = strapi.db.getSchemaName();
  return schema ? `${schema}.${table}` : table;
}
