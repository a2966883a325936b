import type { FormEvent, ReactNode } from 'react';
import { useSave } from '../lib/actions';
import { FormActions } from './form-actions';
import { Modal } from './modal';

interface Props {
  title: string;
  /** Edit mode ('Update'), else add ('Save'). */
  editing: boolean;
  /** Closes the modal: Cancel, Escape, and a successful save. */
  onClose: () => void;
  /** The post for the route's clientAction, or null to send nothing (a check failed and said why). */
  build: () => FormData | null;
  className: string;
  wide?: boolean;
  children: ReactNode;
}

/**
 * An add/edit form in a modal (team members, job openings): it posts intent 'save' to the screen's clientAction
 * (`listAction` in lib/actions.ts), stays locked while the save and the list's reload run, and closes on success.
 */
export function ModalForm({ title, editing, onClose, build, className, wide = false, children }: Props) {
  const { busy, send } = useSave(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = busy ? null : build();
    if (form) send(form);
  };
  return (
    <Modal title={title} onClose={onClose} locked={busy} wide={wide}>
      <form onSubmit={submit} className={className}>
        {children}
        <FormActions
          editing={editing}
          busy={busy}
          onCancel={onClose}
          className={wide ? 'adm-modal__actions adm-form__wide' : 'adm-modal__actions'}
        />
      </form>
    </Modal>
  );
}
