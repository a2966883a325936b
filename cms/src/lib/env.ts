/**
 * The CMS's environment: the process environment over the root `.env` (ENV_FILE), whatever starts it (`npm start`,
 * `strapi start` in cms/, a process manager), checked against the schema (@cadmax/contract/env). Strapi loads the
 * config files first, so the first of them to ask reads the file; a wrong variable stops the start naming it.
 */
import { applyEnvFile, parseEnv, type Env } from '@cadmax/contract/env';

let fileApplied = false;

export function cmsEnv(): Env {
  if (!fileApplied) {
    fileApplied = true;
    applyEnvFile();
  }
  return parseEnv();
}
