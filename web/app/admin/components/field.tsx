import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { RequiredMark } from '../../components/required-mark';

/** A field's label, with the visual '*' of a required one (the input itself carries `required`). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && <RequiredMark className="adm-required" />}
    </label>
  );
}

/** What a field is for, under it (and read with it by assistive tech). */
function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="adm-hint">
      {hint}
    </p>
  ) : null;
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  label: string;
  /** Called with the new text (every admin field reports its value, not the event). */
  onChange?: (value: string) => void;
  hint?: string;
};

/** A labelled input. */
export function Field({ label, required, onChange, hint, ...input }: Props) {
  const id = useId();
  return (
    <div className="adm-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onChange && ((e) => onChange(e.target.value))}
        {...input}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

/** A labelled multi-line input. */
export function TextArea({
  label,
  required,
  value,
  onChange,
  name,
  hint,
  placeholder,
}: {
  label: string;
  required?: boolean;
  value: string;
  name: string;
  onChange: (value: string) => void;
  hint?: string;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="adm-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        rows={3}
        required={required}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
