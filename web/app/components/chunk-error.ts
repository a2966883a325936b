/**
 * Recognises a failed lazy load of a route chunk (a dynamic import that could not be
 * fetched, Vite's preload error, or our own 120 s timeout), so the error screen can
 * offer a reload instead of a generic error.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || PATTERNS.some((p) => p.test(error.message));
}
