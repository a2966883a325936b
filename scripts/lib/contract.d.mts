export const contractDir: string;
export const contractSources: string[];
/** Builds packages/contract/dist when its source is newer; true when it built. */
export function buildContract(options?: { force?: boolean }): boolean;
