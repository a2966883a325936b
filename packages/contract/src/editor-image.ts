/**
 * The article editors' image button: a dialog asks for the image file and its alternative text, the image goes to
 * the media library through the caller's upload (the React admin's `POST /api/blog/image`, the panel's own `/upload`,
 * so it gets the same checks as every upload, never a base64 data URL in the article), and the editor gets
 * `<img src alt>` at the cursor. Plain DOM (a native <dialog>), because the two editors run different Reacts.
 * A browser-only entry (@cadmax/contract/editor-image): compiled by the editors' bundlers, never by the contract's
 * Node build (tsconfig.json leaves it out); Quill is typed by the shape used, as in editor.ts.
 */
import { ALT_TEXT_MAX } from './limits';
import { IMAGE_ACCEPT } from './uploads';
import type { QuillRegistry } from './editor';

/** Stores the image and answers its URL; throws an Error whose message the dialog shows. */
export type ImageUpload = (file: File, alt: string) => Promise<string>;

interface Delta {
  ops: unknown[];
  retain(length: number): Delta;
  delete(length: number): Delta;
  insert(value: unknown, attributes?: Record<string, unknown>): Delta;
}
interface Range {
  index: number;
  length: number;
}
/** What the image button uses of a Quill editor. */
export interface ImageEditor {
  root: HTMLElement;
  getSelection(focus: true): Range;
  updateContents(delta: { ops: unknown[] } | unknown[], source: 'user'): unknown;
  setSelection(index: number, length: number, source: 'silent'): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Opens the dialog; resolves with the stored image's URL and alt text, or null when it was cancelled. With a file
 * (one pasted or dropped into the editor) the dialog asks only for its alternative text.
 */
function askForImage(doc: Document, upload: ImageUpload, given?: File): Promise<{ url: string; alt: string } | null> {
  const file = element(doc, 'input', { type: 'file', accept: IMAGE_ACCEPT, required: !given, name: 'image' });
  const alt = element(doc, 'input', { type: 'text', required: true, maxLength: ALT_TEXT_MAX, name: 'alt' });
  const error = element(doc, 'p', { className: 'cadmax-image-dialog__error' });
  error.setAttribute('role', 'alert');
  const insert = element(doc, 'button', { type: 'submit', textContent: 'Insert image' });
  const cancel = element(doc, 'button', { type: 'button', textContent: 'Cancel' });
  const buttons = element(doc, 'div', { className: 'cadmax-image-dialog__buttons' }, [insert, cancel]);
  buttons.style.cssText = 'display: flex; gap: 0.75rem; flex-wrap: wrap;';
  const form = element(doc, 'form', { method: 'dialog' }, [
    element(doc, 'h2', { textContent: 'Insert image' }),
    given
      ? element(doc, 'p', { textContent: `Image: ${given.name}` })
      : element(doc, 'label', {}, ['Image file (JPEG, PNG or WebP)', file]),
    element(doc, 'label', {}, ['Alternative text (what the image shows, for people who cannot see it)', alt]),
    error,
    buttons,
  ]);
  const dialog = element(doc, 'dialog', { className: 'cadmax-image-dialog' }, [form]);
  // Styled here: the same dialog serves the React admin and the Strapi panel, whose style sheets differ.
  dialog.style.cssText =
    'box-sizing: border-box; width: min(30rem, calc(100vw - 2rem)); padding: 1.25rem; border-radius: 8px; font: inherit;';
  form.style.cssText = 'display: grid; gap: 0.9rem;';
  for (const label of form.querySelectorAll('label'))
    label.style.cssText = 'display: grid; gap: 0.35rem; min-width: 0;';
  for (const input of [file, alt])
    input.style.cssText = 'box-sizing: border-box; width: 100%; font: inherit; padding: 0.45rem; min-height: 44px;';
  for (const button of [insert, cancel])
    button.style.cssText = 'font: inherit; padding: 0.5rem 1rem; min-height: 44px;';
  error.style.cssText = 'margin: 0; color: #b00020; min-height: 1.2em;';
  dialog.setAttribute('aria-label', 'Insert image');
  doc.body.append(dialog);

  return new Promise((resolve) => {
    const close = (result: { url: string; alt: string } | null) => {
      dialog.close();
      dialog.remove();
      resolve(result);
    };
    cancel.addEventListener('click', () => close(null));
    dialog.addEventListener('cancel', () => close(null));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const chosen = given ?? file.files?.[0];
      const text = alt.value.trim();
      if (!chosen || !text) {
        error.textContent = !chosen ? 'Choose an image file.' : 'Alternative text is required.';
        return;
      }
      insert.disabled = true;
      error.textContent = 'Uploading…';
      upload(chosen, text).then(
        (url) => close({ url, alt: text }),
        (failure: unknown) => {
          insert.disabled = false;
          error.textContent = failure instanceof Error ? failure.message : 'The image could not be uploaded.';
        },
      );
    });
    dialog.showModal();
  });
}

/** Asks for an image (or, given a file, its alternative text), uploads it and puts it at the range. */
export function insertImage(editor: ImageEditor, range: Range, upload: ImageUpload, file?: File): Promise<void> {
  return askForImage(editor.root.ownerDocument, upload, file).then((image) => {
    if (!image) return;
    const Delta = (editor.constructor as unknown as QuillRegistry).import('delta') as new () => Delta;
    editor.updateContents(
      new Delta().retain(range.index).delete(range.length).insert({ image: image.url }, { alt: image.alt }),
      'user',
    );
    editor.setSelection(range.index + 1, 0, 'silent');
  });
}

/** The toolbar's image handler for this editor: the dialog, then the image with its alt text at the cursor. */
export function imageHandler(quill: () => ImageEditor | null | undefined, upload: ImageUpload): () => void {
  return () => {
    const editor = quill();
    if (editor) void insertImage(editor, editor.getSelection(true), upload);
  };
}
