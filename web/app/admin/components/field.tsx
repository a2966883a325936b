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

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  label: string;
  /** Called with the new text (every admin field reports its value, not the event). */
  onChange?: (value: string) => void;
};

/** A labelled input. */
export function Field({ label, required, onChange, ...input }: Props) {
  const id = useId();
  return (
    <div className="adm-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input id={id} required={required} onChange={onChange && ((e) => onChange(e.target.value))} {...input} />
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
}: {
  label: string;
  required?: boolean;
  value: string;
  name: string;
  onChange: (value: string) => void;
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
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
