import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Public pages render on the server with their data; admin routes opt out with clientLoader + HydrateFallback.
  ssr: true,
} satisfies Config;
