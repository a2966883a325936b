/**
 * D-14.2: a version's one-line summary of what its save changed, as the history's list and its From/To selects show
 * it beside the time (seconds) and who saved, so saves a minute apart read apart: "Title, Content · +12 −3 words".
 */
import type { DiffPart, VersionChanges } from './wire';

/** A word: letters (with their marks) or digits in any script, joined by an apostrophe or hyphen. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;

export const wordCount = (text: string) => text.match(WORD)?.length ?? 0;

/** The words a word diff added and removed (its unchanged runs count for neither). */
export function wordChanges(parts: readonly DiffPart[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.added) added += wordCount(part.value);
    else if (part.removed) removed += wordCount(part.value);
  }
  return { added, removed };
}

export const NO_CHANGES = 'No changes';

/** "Title, Content · +12 −3 words"; only the fields when no word changed (an image, a flag); "No changes". */
export function versionSummary(changes: VersionChanges): string {
  if (changes.fields.length === 0) return NO_CHANGES;
  const { added, removed } = changes;
  const words = added || removed ? ` · +${added} −${removed} words` : '';
  return `${changes.fields.join(', ')}${words}`;
}
