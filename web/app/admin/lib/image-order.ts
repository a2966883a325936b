/**
 * The project image uploader's list: images the project already has and
 * newly chosen files, in display order. The first is the cover.
 */
export type UploadItem =
  { key: string; kind: 'existing'; id: number; url: string } | { key: string; kind: 'new'; file: File; url: string };

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** 'Make cover' moves the image to the front and keeps the others' order. */
export const makeCover = <T>(items: readonly T[], index: number): T[] => moveItem(items, index, 0);

/**
 * The form fields docs/api.md asks for: `imageOrder` ([{id}] for kept images,
 * [{file: i}] for the i-th new upload) and the new files, in the same order.
 */
export function toImageOrder(items: readonly UploadItem[]): {
  imageOrder: ({ id: number } | { file: number })[];
  files: File[];
} {
  const files: File[] = [];
  const imageOrder = items.map((item) => {
    if (item.kind === 'existing') return { id: item.id };
    files.push(item.file);
    return { file: files.length - 1 };
  });
  return { imageOrder, files };
}

export { IMAGE_ACCEPT as ACCEPTED_IMAGES } from '@cadmax/contract';
