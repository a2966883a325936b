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

/** A record's texts under `names`, as a form edits them: '' for one it lacks, and for all of a new record. */
export const textsOf = <K extends string>(names: readonly K[], record?: Partial<Record<K, string>> | null) =>
  Object.fromEntries(names.map((name) => [name, record?.[name] ?? ''])) as Record<K, string>;
