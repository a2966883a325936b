import { SLUG_FIELD, slugPath, slugProblem, slugify, type SlugType } from '@cadmax/contract';
import { useId, useState } from 'react';
import { FieldLabel } from './field';

interface Props {
  type: SlugType;
  /** What is typed ('' keeps the stored slug, or makes one from the title). */
  value: string;
  onChange: (value: string) => void;
  /** The record's title: a new record's slug when none is typed. */
  title: string;
  /** The stored slug of a record being edited. */
  stored?: string;
}

/** The slug a save would store: the typed one, else the stored one, else the title's (the CMS makes it free). */
const slugOf = ({ value, stored, title }: Props) => value.trim() || stored || (title.trim() ? slugify(title) : '');

/** Whether the slug typed is a change to save: the stored slug sent back unchanged is left out of the post. */
export const changedSlug = (value: string, stored?: string) =>
  value.trim() === (stored ?? '').trim() ? '' : value.trim();

/**
 * A record form's slug, as typed from the stored one: the field's props, and what a save sends (`changed`).
 * `title` is the record's title as the form holds it.
 */
export function useSlug(type: SlugType, stored: string | undefined, title: string) {
  const [value, setValue] = useState(stored ?? '');
  return {
    field: { type, value, onChange: setValue, title, stored: stored || undefined } satisfies Props,
    changed: changedSlug(value, stored),
  };
}

/**
 * D-14.6: a record's URL slug, with its public address previewed as it is typed and the contract's rule checked
 * before anything is sent (the CMS checks it again, and that no other record has it).
 */
export function SlugField(props: Props) {
  const { type, value, onChange, stored } = props;
  const id = useId();
  const changed = changedSlug(value, stored);
  const problem = changed ? slugProblem(changed) : null;
  const slug = slugOf(props);
  const address = slug ? `${typeof window === 'undefined' ? '' : window.location.origin}${slugPath(type, slug)}` : '';
  const moved = Boolean(stored && changed && !problem);
  return (
    <div className="adm-field adm-form__wide">
      <FieldLabel htmlFor={id} label={SLUG_FIELD.label} />
      <input
        id={id}
        name="slug"
        value={value}
        placeholder={stored ? undefined : slug || undefined}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-preview${problem ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="adm-hint">
        {SLUG_FIELD.help} {stored ? SLUG_FIELD.emptyOnEdit : SLUG_FIELD.emptyOnAdd}
      </p>
      {problem && (
        <p id={`${id}-error`} className="adm-error">
          {problem}
        </p>
      )}
      <p id={`${id}-preview`} className="adm-hint" aria-live="polite">
        {SLUG_FIELD.preview}: <output data-testid="slug-preview">{address || '—'}</output>
        {moved && stored && <> (the old address {slugPath(type, stored)} will redirect here)</>}
      </p>
    </div>
  );
}
