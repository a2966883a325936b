import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string };

/** A labelled input. */
export function Field({ label, required, ...input }: Props) {
  const id = useId();
  return (
    <div className="adm-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="adm-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input id={id} required={required} {...input} />
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
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="adm-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
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
