import { useId } from 'react';
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
