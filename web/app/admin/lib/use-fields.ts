import { useState } from 'react';

/**
 * A form's text values, one state for all. `text(key)` binds a Field, TextArea or LimitedField to one of them
 * (its name, value and onChange), so a field reads `<Field label="Client" required {...text('client')} />`.
 */
export function useFields<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState(initial);
  const set = (key: keyof V, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const text = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: string) => set(key, value),
  });
  return { values, set, setValues, text };
}
