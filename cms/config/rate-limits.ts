import type { Core } from '@strapi/strapi';
import { positiveInt } from '../src/lib/positive-int';
import type { RateLimits } from '../src/lib/rate-limit';

/**
 * The rate limits (src/lib/rate-limit.ts), read once at each start: `strapi.config.get('rate-limits')`.
 * Tests and the bench lower or raise them through the environment.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): RateLimits => {
  const loginWindowMs = positiveInt(env('LOGIN_RATE_WINDOW_MS'), 15 * 60_000);
  return {
    /** Login attempts per client IP: LOGIN_RATE_MAX per LOGIN_RATE_WINDOW_MS (default 10 per 15 minutes). */
    loginPerIp: { max: positiveInt(env('LOGIN_RATE_MAX'), 10), windowMs: loginWindowMs },
    /** Login attempts per account, from any number of IPs: LOGIN_ACCOUNT_RATE_MAX (default 20) in the same window. */
    loginPerAccount: { max: positiveInt(env('LOGIN_ACCOUNT_RATE_MAX'), 20), windowMs: loginWindowMs },
    /** Each public form per client IP: PUBLIC_FORM_RATE_MAX per PUBLIC_FORM_RATE_WINDOW_MS (default 30 per 10 minutes). */
    publicForm: {
      max: positiveInt(env('PUBLIC_FORM_RATE_MAX'), 30),
      windowMs: positiveInt(env('PUBLIC_FORM_RATE_WINDOW_MS'), 10 * 60_000),
    },
  };
};

export default config;
