import { cmsEnv } from '../src/lib/env';
import type { RateLimits } from '../src/lib/rate-limit';

/**
 * The rate limits (src/lib/rate-limit.ts), read once at each start: `strapi.config.get('rate-limits')`.
 * Tests and the bench lower or raise them through the environment.
 */
const config = (): RateLimits => {
  const env = cmsEnv();
  const loginWindowMs = env.LOGIN_RATE_WINDOW_MS;
  return {
    /** Login attempts per client IP: LOGIN_RATE_MAX per LOGIN_RATE_WINDOW_MS (default 10 per 15 minutes). */
    loginPerIp: { max: env.LOGIN_RATE_MAX, windowMs: loginWindowMs },
    /** Login attempts per account, from any number of IPs: LOGIN_ACCOUNT_RATE_MAX (default 20) in the same window. */
    loginPerAccount: { max: env.LOGIN_ACCOUNT_RATE_MAX, windowMs: loginWindowMs },
    /** Each public form per client IP: PUBLIC_FORM_RATE_MAX per PUBLIC_FORM_RATE_WINDOW_MS (default 30 per 10 minutes). */
    publicForm: {
      max: env.PUBLIC_FORM_RATE_MAX,
      windowMs: env.PUBLIC_FORM_RATE_WINDOW_MS,
    },
    /**
     * D-14.3: page views counted per client IP, a brisk reader's pace; past it a script's views are not counted.
     * Several people behind one office address share it.
     */
    pageView: { max: 120, windowMs: 10 * 60_000 },
  };
};

export default config;
