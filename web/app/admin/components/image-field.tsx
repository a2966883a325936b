import { useId } from 'react';
import { ACCEPTED_IMAGES } from '../lib/image-order';
import { useObjectUrl } from '../lib/use-object-url';

interface Props {
  label: string;
  /** The multipart field the CMS reads the file from. */
  name: string;
  /** The stored image's URL, shown until another file is chosen. */
  current?: string | null;
  /** The preview's text alternative. */
  alt: string;
  file: File | null;
  onChange: (file: File | null) => void;
  wide?: boolean;
}

/** One optional image (a team photo, a job or blog image): the stored one or the chosen file's preview, and a picker. */
export function ImageField({ label, name, current, alt, file, onChange, wide = false }: Props) {
  const id = useId();
  const shown = useObjectUrl(file) ?? current;
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      {shown && <img className={wide ? 'adm-thumb adm-thumb--wide' : 'adm-thumb'} src={shown} alt={alt} />}
      <input
        id={id}
        type="file"
        name={name}
        accept={ACCEPTED_IMAGES}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}
