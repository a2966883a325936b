export function makeSeededSnapshot(): Promise<string>;
export function copySeededSnapshot(target: { database: string; publicDir: string }): boolean;
