import { useId, useState } from 'react';
import { FieldLabel } from './field';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  required?: boolean;
  minLength?: number;
}

/** A password field with the show/hide toggle (a labelled toggle button with aria-pressed). */
export function PasswordInput({ label, name, value, onChange, autoComplete, required, minLength }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="adm-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="adm-password">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          required={required}
          minLength={minLength}
        />
        <button
          type="button"
          className="adm-password__toggle"
          aria-pressed={shown}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
