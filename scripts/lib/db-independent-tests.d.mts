export const DB_INDEPENDENT_TESTS: Record<string, string>;
export function dbIndependentFiles(projectRoot: string): string[];
