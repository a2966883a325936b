/**
 * The panel's input for `global::rich-html` fields: Quill 2 with the article editor's toolbar and formats
 * (@cadmax/contract/editor, as the React admin), giving the same semantic HTML as the React admin (react-quill-new is
 * Quill 2 too), with the same fixes (ordinary and non-breaking spaces, video players: registerEditorBlots), paste
 * filter (registerPasteFilter) and image button (imageHandler). Quill is used without a React wrapper because the
 * panel runs React 18 and the web's wrapper resolves React 19.
 */
import { useEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { Field } from '@strapi/design-system';
import { useFetchClient, useField, type InputProps } from '@strapi/strapi/admin';
import { FORMATS, TOOLBAR, isBlankHtml } from '@cadmax/contract/editor';
import { imageHandler, type ImageUpload } from '@cadmax/contract/editor-image';
import { registerPasteFilter } from '@cadmax/contract/editor-paste';

const RichTextInput = ({ name, label, hint, required, disabled }: InputProps) => {
  const field = useField<string>(name);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Quill | null>(null);
  const latest = useRef(field);
  latest.current = field;
  const { post } = useFetchClient();
  // The image button stores the image in the media library through the panel's own upload (the same checks as every
  // upload, the alternative text on the file too) and puts its URL into the article.
  const upload = useRef<ImageUpload>(async () => '');
  upload.current = async (file, alt) => {
    const form = new FormData();
    form.append('files', file);
    form.append('fileInfo', JSON.stringify({ name: file.name, alternativeText: alt }));
    const { data } = await post<{ url: string }[]>('/upload', form);
    const url = data[0]?.url;
    if (!url) throw new Error('The image could not be uploaded.');
    return url;
  };
  useEffect(() => {
    registerPasteFilter(Quill);
    const container = document.createElement('div');
    host.current?.appendChild(container);
    const quill: Quill = new Quill(container, {
      theme: 'snow',
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: {
            image: imageHandler(
              () => editor.current,
              (file, alt) => upload.current(file, alt),
            ),
          },
        },
        // A paste keeps only what the toolbar offers; its images go through the same upload.
        clipboard: { upload: (file: File, alt: string) => upload.current(file, alt) },
      },
      formats: [...FORMATS],
    });
    quill.clipboard.dangerouslyPasteHTML(latest.current.value ?? '', 'silent');
    quill.root.setAttribute('aria-label', typeof label === 'string' ? label : name);
    // Only the editor's own typing changes the form: loading a document must not mark it modified, and an
    // article nobody edited is saved as it was stored.
    quill.on('text-change', (_delta, _old, source) => {
      if (source !== 'user') return;
      const html = quill.getSemanticHTML();
      latest.current.onChange(name, isBlankHtml(html) ? '' : html);
    });
    editor.current = quill;
    const root = host.current;
    return () => {
      editor.current = null;
      root?.replaceChildren();
    };
    // The editor is made once; the value is followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A document that arrives after mount, or a discarded edit, is put into the editor.
  useEffect(() => {
    const quill = editor.current;
    const value = field.value ?? '';
    if (!quill || value === quill.getSemanticHTML() || (value === '' && isBlankHtml(quill.getSemanticHTML()))) return;
    quill.clipboard.dangerouslyPasteHTML(value, 'silent');
  }, [field.value]);

  useEffect(() => {
    editor.current?.enable(!disabled);
  }, [disabled]);

  return (
    <Field.Root name={name} hint={hint} error={field.error} required={required}>
      <Field.Label>{label}</Field.Label>
      <div ref={host} className="cadmax-rich-text" style={{ background: '#fff', color: '#212134' }} />
      {/* Quill's container is height: 100% of the field, which the panel's field lays out with a height, so the
          toolbar pushed the box over the hint and the paste notice below it: the container takes its content's height. */}
      <style>
        {
          '.cadmax-rich-text .ql-container { height: auto; } .cadmax-rich-text .ql-editor { min-height: 320px; font-size: 15px; }'
        }
      </style>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
};

export default RichTextInput;
