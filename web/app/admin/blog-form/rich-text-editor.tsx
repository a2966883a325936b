import { useEffect, useRef, useState } from 'react';
import type ReactQuill from 'react-quill-new';
import { registerEmbedVideo } from '../lib/video-embed';
import { msg } from '../lib/messages';
import { FORMATS, TOOLBAR } from './editor-config';

interface Props {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}

const modules = { toolbar: TOOLBAR };
const PICKER_NAMES = {
  header: 'Heading',
  font: 'Font',
  size: 'Size',
  color: 'Text colour',
  background: 'Background colour',
};

/**
 * react-quill-new touches `document` when imported, so it is loaded here, in the
 * browser only, and never reaches the server render or the public bundle.
 */
export function RichTextEditor({ labelId, value, onChange }: Props) {
  const [Editor, setEditor] = useState<typeof ReactQuill | null>(null);
  const instance = useRef<ReactQuill>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([import('react-quill-new'), import('react-quill-new/dist/quill.snow.css')]).then(([mod]) => {
      registerEmbedVideo(mod.Quill);
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
        value={value}
        onChange={(html) => onChange(html)}
        modules={modules}
        formats={FORMATS}
        ref={instance}
      />
    </div>
  );
}
