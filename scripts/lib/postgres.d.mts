export function runSql(url: string, sql: string): Promise<void>;
