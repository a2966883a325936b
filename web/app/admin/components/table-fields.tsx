import type { FieldSpec, FieldTable } from '@cadmax/contract';
import type { ReactNode } from 'react';
import { Field, TextArea } from './field';
import { LimitedField } from './limited-field';

/** A field's binding to the form's state (`text(key)` of lib/use-fields.ts). */
export interface Binding {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * One field of a content type's field table (@cadmax/contract fields/), as its spec says: its label, required mark,
 * help and example; a counter where it has one, a date picker for a date, several lines for a
 * long text. A wide one takes the form's full width.
 */
export function TableField({ spec, ...binding }: Binding & { spec: FieldSpec }) {
  const { label, required, help, example } = spec;
  const field =
    spec.counter !== undefined && spec.max !== undefined ? (
      <LimitedField
        label={label}
        required={required}
        max={spec.max}
        hint={spec.counter}
        multiline={spec.input === 'lines'}
        {...binding}
      />
    ) : spec.input === 'lines' ? (
      <TextArea label={label} required={required} hint={help} placeholder={example} {...binding} />
    ) : (
      <Field
        label={label}
        required={required}
        hint={help}
        placeholder={example}
        type={spec.input === 'date' ? 'date' : 'text'}
        autoComplete="off"
        {...binding}
      />
    );
  return spec.wide || spec.counter !== undefined ? <div className="adm-form__wide">{field}</div> : field;
}

interface Props<T extends FieldTable, K extends keyof T & string> {
  table: T;
  /** The fields to show, in order (the table's admin fields: fieldsAt(table, 'admin')). */
  names: readonly K[];
  bind: (name: K) => Binding;
}

/** A table's fields, in order. */
export function TableFields<T extends FieldTable, K extends keyof T & string>({ table, names, bind }: Props<T, K>) {
  return names.map((name) => <TableField key={name} spec={table[name] as FieldSpec} {...bind(name)} />);
}

/**
 * A table's fields in their groups (each field's `group`), a fieldset each in the order the groups first come, two
 * columns wide; `extra` adds a group's own controls after its fields (a checkbox, say).
 */
export function TableFieldGroups<T extends FieldTable, K extends keyof T & string>({
  table,
  names,
  bind,
  extra = {},
}: Props<T, K> & { extra?: Record<string, ReactNode> }) {
  const groups = new Map<string, K[]>();
  for (const name of names) {
    const group = (table[name] as FieldSpec).group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return [...groups].map(([group, members]) => (
    <fieldset key={group} className="adm-group">
      {group && <legend>{group}</legend>}
      <div className="adm-form--grid">
        <TableFields table={table} names={members} bind={bind} />
      </div>
      {extra[group]}
    </fieldset>
  ));
}
