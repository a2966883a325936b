interface AppContext {
  appDir: string;
  distDir?: string;
}
export const cmsSources: string[];
export function compileCms(
  compileStrapi: (options: { appDir: string; ignoreDiagnostics?: boolean }) => Promise<AppContext>,
): Promise<AppContext>;
