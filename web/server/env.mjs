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
  readableDestination,
  readableLogs,
  shutdownDrainMs,
} = contractEnv;
