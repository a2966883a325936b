import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
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

/** The props of a labelled control: its element's own, but the id (its label's) and the value-reporting onChange. */
type Props<A> = Omit<A, 'id' | 'onChange'> & {
  label: string;
  /** Called with the new text (every admin field reports its value, not the event). */
  onChange?: (value: string) => void;
  hint?: string;
};

/** What ties a control to its label and hint, and reports its value. */
interface Control {
  id: string;
  required?: boolean;
  'aria-describedby'?: string;
  onChange?: (e: { target: { value: string } }) => void;
}

/** The label, the control `render` makes, and the hint under it. */
function Labelled({
  label,
  required,
  hint,
  onChange,
  render,
}: Props<{ required?: boolean }> & { render: (control: Control) => ReactNode }) {
  const id = useId();
  return (
    <div className="adm-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {render({
        id,
        required,
        'aria-describedby': hint ? `${id}-hint` : undefined,
        onChange: onChange && ((e) => onChange(e.target.value)),
      })}
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

/** A labelled input. */
export function Field({ label, required, onChange, hint, ...input }: Props<InputHTMLAttributes<HTMLInputElement>>) {
  const control = { label, required, onChange, hint };
  return <Labelled {...control} render={(props) => <input {...props} {...input} />} />;
}

/** A labelled multi-line input. */
export function TextArea({
  label,
  required,
  onChange,
  hint,
  ...textarea
}: Props<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const control = { label, required, onChange, hint };
  return <Labelled {...control} render={(props) => <textarea rows={3} {...props} {...textarea} />} />;
}
