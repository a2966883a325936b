import { FORMATS, TOOLBAR } from '@cadmax/contract/editor';
import { imageHandler } from '@cadmax/contract/editor-image';
import { registerPasteFilter } from '@cadmax/contract/editor-paste';
import { useEffect, useMemo, useRef, useState } from 'react';
import type ReactQuill from 'react-quill-new';
import { blogImage } from '../../api/endpoints';
import { serverMessage } from '../../api/client';
import { msg } from '../lib/messages';

interface Props {
  labelId: string;
  /** The stored article: put into the editor once, when it mounts. */
  initialValue: string;
  /** The editor's HTML after each change the user makes (loading the article is none). */
  onChange: (html: string) => void;
}

const PICKER_NAMES = {
  header: 'Heading',
  font: 'Font',
  size: 'Size',
  color: 'Text colour',
  background: 'Background colour',
};

/** The image button's upload: the media library, through the admin's `POST /blog/image`. */
async function uploadImage(file: File, alt: string): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  form.append('alt', alt);
  try {
    const answer = await blogImage(form);
    if (!answer.status || !answer.data) throw new Error(answer.message || msg.saveNoData);
    return answer.data.url;
  } catch (error) {
    throw new Error(serverMessage(error) ?? (error instanceof Error ? error.message : msg.saveException));
  }
}

/**
 * react-quill-new touches `document` when imported, so it is loaded here, in the
 * browser only, and never reaches the server render or the public bundle.
 * The editor is uncontrolled (`defaultValue`): Quill rewrites the HTML it loads, so only a change the user makes is
 * handed on, and an article the user did not touch is saved exactly as it was stored.
 */
export function RichTextEditor({ labelId, initialValue, onChange }: Props) {
  const [Editor, setEditor] = useState<typeof ReactQuill | null>(null);
  const instance = useRef<ReactQuill>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [initial] = useState(initialValue);
  // Made once: react-quill-new makes a new editor whenever `modules` changes.
  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: { image: imageHandler(() => instance.current?.getEditor(), uploadImage) },
      },
      // A paste keeps only what the toolbar offers; its images go through the same upload.
      clipboard: { upload: uploadImage },
    }),
    [],
  );

  useEffect(() => {
    let live = true;
    void Promise.all([import('react-quill-new'), import('react-quill-new/dist/quill.snow.css')]).then(([mod]) => {
      registerPasteFilter(mod.Quill);
      if (live) setEditor(() => mod.default);
    });
    return () => {
      live = false;
    };
  }, []);

  // Quill's editable area gets the field's label, so screen readers name it.
  useEffect(() => {
    const root = instance.current?.editor?.root;
    root?.setAttribute('aria-labelledby', labelId);
    root?.setAttribute('role', 'textbox');
    root?.setAttribute('aria-multiline', 'true');
    // Quill's pickers are spans with role=button and no name; give them one.
    for (const [format, name] of Object.entries(PICKER_NAMES)) {
      wrapper.current?.querySelector(`.ql-picker.ql-${format} .ql-picker-label`)?.setAttribute('aria-label', name);
      wrapper.current?.querySelectorAll<HTMLElement>(`.ql-picker.ql-${format} .ql-picker-item`).forEach((item) => {
        item.setAttribute('aria-label', `${name}: ${item.dataset.value ?? 'normal'}`);
      });
    }
  }, [Editor, labelId]);

  if (!Editor) return <p className="adm-loading">{msg.loading}</p>;
  return (
    <div className="adm-editor" ref={wrapper}>
      <Editor
        theme="snow"
        defaultValue={initial}
        onChange={(html, _delta, source) => {
          if (source === 'user') onChange(html);
        }}
        modules={modules}
        formats={FORMATS}
        ref={instance}
      />
    </div>
  );
}
