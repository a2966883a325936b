import { passesSchema } from '../lib/outcome';
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale, type Schema } from '@cadmax/contract';
import type { FormEvent, ReactNode } from 'react';
import { formDataOf, useSave } from '../lib/actions';
import { FormActions } from './form-actions';
import { TranslationNotice } from './language-tabs';
import { Modal } from './modal';

interface Props {
  /** One record ('Team Member'): the title reads 'Add Team Member' or 'Edit Team Member'. */
  noun: string;
  /** The record being edited (its `_id` is posted, the button reads 'Update'); absent when adding ('Save'). */
  record?: { _id: string };
  /** Closes the modal: Cancel, Escape, and a successful save. */
  onClose: () => void;
  /** The form's text fields, checked with the CMS's own `schema` before anything is sent, and posted trimmed. */
  schema: Schema;
  values: Record<string, string>;
  /** The file fields (a photo), posted when one is chosen. */
  files?: Record<string, File | null>;
  className: string;
  wide?: boolean;
  /**
   * D-15: the version the form writes (`locale` posted), English by default; in another language, whether the record
   * has that version yet (`exists`) and what stays the English version's (`shared`), said above the fields.
   */
  translation?: { locale: Locale; exists: boolean; shared: string };
  children: ReactNode;
}

/**
 * An add/edit form in a modal (team members, job openings): it posts intent 'save' to the screen's clientAction
 * (`listAction` in lib/actions.ts), stays locked while the save and the list's reload run, and closes on success.
 */
export function ModalForm({
  noun,
  record,
  onClose,
  schema,
  values,
  files = {},
  className,
  wide,
  translation,
  children,
}: Props) {
  const locale = translation?.locale ?? DEFAULT_LOCALE;
  const { busy, send } = useSave(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !passesSchema(schema, values)) return;
    const form = formDataOf(values, { trim: true });
    if (record) form.append('_id', record._id);
    if (locale !== DEFAULT_LOCALE) form.append('locale', locale);
    for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
    send(form);
  };
  return (
    <Modal
      title={`${record ? 'Edit' : 'Add'} ${noun}${locale === DEFAULT_LOCALE ? '' : ` (${LOCALE_NAMES[locale]})`}`}
      onClose={onClose}
      locked={busy}
      wide={wide}
    >
      <form onSubmit={submit} className={className}>
        {translation && locale !== DEFAULT_LOCALE && (
          <TranslationNotice noun={noun} locale={locale} exists={translation.exists} shared={translation.shared} />
        )}
        {children}
        <FormActions
          editing={Boolean(record)}
          busy={busy}
          onCancel={onClose}
          className={wide ? 'adm-modal__actions adm-form__wide' : 'adm-modal__actions'}
        />
      </form>
    </Modal>
  );
}
