export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
export function countVitest(report: unknown, into: Totals): void;
export function countPlaywright(report: unknown, into: Totals): void;
