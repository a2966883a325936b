// The environment schema (@cadmax/contract/env), as this plain-JavaScript server loads it: Node runs the contract's
// CommonJS build (packages/contract/dist, built by `npm run build` and `npm start`), not its TypeScript source.
import { createRequire } from 'node:module';

/** @type {typeof import('@cadmax/contract/env')} */
const contractEnv = createRequire(import.meta.url)('@cadmax/contract/env');

export const {
  applyEnvFile,
  envValue,
  envWarnings,
  isLoopback,
  parseEnv,
  proxyMatcher,
  readableDestination,
  readableLogs,
  shutdownDrainMs,
} = contractEnv;

/**
 * Express's `trust proxy` from TRUSTED_PROXIES (addresses and CIDR ranges), the CMS's own setting: whose
 * X-Forwarded-* and X-Request-Id count.
 * @param {readonly string[]} entries
 * @returns {(address: string, hop: number) => boolean}
 */
export function trustedProxies(entries) {
  const trusted = proxyMatcher(entries);
  return (address) => trusted(address);
}
