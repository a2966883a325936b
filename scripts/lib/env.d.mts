export const root: string;
export const cmsDir: string;
export const webDir: string;
export const DEFAULT_ADMIN_PASSWORD: string;
export function ensureEnvFile(options?: {
  file?: string;
  example?: string;
  environment?: Record<string, string | undefined>;
}): { created: boolean; generated: string[] };
export function settingSources(environment?: Record<string, string | undefined>): {
  environment: string[];
  file: string[];
};
export function loadEnv(): Record<string, string>;
export function assertSafeToStart(env: Record<string, string | undefined>): void;
