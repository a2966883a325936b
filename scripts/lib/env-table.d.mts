export const TABLE_START: string;
export const TABLE_END: string;
export function envTableRows(
  vars: Record<string, { readers: readonly string[]; defaultText: string; description: string }>,
): string[][];
export function envTable(rows: string[][]): string;
export function documentedRows(markdown: string): string[][] | null;
