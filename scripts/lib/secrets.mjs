// The secrets Strapi needs, named once: scripts/lib/env.mjs writes them into a new .env and refuses to start
// production without them, the seed and the test harnesses (cms/tests, ops) make throwaway ones.
// cms/config/{server,admin,plugins}.ts read each one by name where Strapi takes it.
import crypto from 'node:crypto';

/** Comma-separated list of keys (Strapi's session keys). */
export const APP_KEYS = 'APP_KEYS';
/** One random value each. */
export const SECRET_KEYS = [
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'ADMIN_API_JWT_SECRET',
];
/** Every one of them. */
export const STRAPI_SECRETS = [APP_KEYS, ...SECRET_KEYS];

export const randomSecret = () => crypto.randomBytes(24).toString('base64');

/** Fresh random values for every secret (APP_KEYS with `appKeys` keys). */
export function throwawaySecrets(appKeys = 2) {
  return {
    [APP_KEYS]: Array.from({ length: appKeys }, randomSecret).join(','),
    ...Object.fromEntries(SECRET_KEYS.map((key) => [key, randomSecret()])),
  };
}
