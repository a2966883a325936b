export const APP_KEYS: 'APP_KEYS';
export const SECRET_KEYS: string[];
export const STRAPI_SECRETS: string[];
export function randomSecret(): string;
export function throwawaySecrets(appKeys?: number): Record<string, string>;
