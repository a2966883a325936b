import { useId } from 'react';
import { TEXT_MAX, TITLE_MAX } from '../lib/messages';
import { FieldLabel } from './field';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** R-5.5 hint, shown but not enforced ('Minimum 100 words.'). */
  hint?: string;
  multiline?: boolean;
  required?: boolean;
}

/**
 * A text field capped at `max` characters: maxLength blocks typing past it, a paste
 * is cut to it, and the counter reads 'n/max characters' (R-5.4 to R-5.6).
 */
export function LimitedField({ label, name, value, onChange, max, hint, multiline = false, required = false }: Props) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    maxLength: max,
    required,
    'aria-describedby': `${id}-count${hint ? ` ${id}-hint` : ''}`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value.slice(0, max)),
  };
  return (
    <div className="adm-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      <div className="adm-field__meta">
        {hint && <span id={`${id}-hint`}>{hint}</span>}
        <span id={`${id}-count`} className="adm-field__count">
          {value.length}/{max} characters
        </span>
      </div>
    </div>
  );
}

/** A field's binding to the form's state (`text(key)` of lib/use-fields.ts). */
interface Binding {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** R-5.5, R-5.6: a record's title, required, at most TITLE_MAX characters; its hint is shown, not enforced. */
export function TitleField(props: Binding) {
  return <LimitedField label="Title" required max={TITLE_MAX} hint="Minimum 100 words." {...props} />;
}

/**
 * R-5.4 to R-5.6: a record's required short text (a job's about, a blog's short content, a project's content), at
 * most TEXT_MAX characters; its hint is shown, not enforced.
 */
export function ShortTextField({ label, ...props }: Binding & { label: string }) {
  return <LimitedField label={label} required multiline max={TEXT_MAX} hint="Minimum 300 words." {...props} />;
}
