import { teamMemberBody } from '@cadmax/contract';
import { useState, type FormEvent } from 'react';
import { teamAdd, teamEdit } from '../../api/endpoints';
import type { TeamMember } from '../../api/types';
import { Field } from '../components/field';
import { Modal } from '../components/modal';
import { ACCEPTED_IMAGES } from '../lib/image-order';
import { passesSchema, reportActionError, reportSave } from '../lib/outcome';

interface Props {
  /** The member to edit; absent for 'Add Team Member'. */
  member?: TeamMember;
  onClose: () => void;
  onSaved: () => void;
}

/** team modal: name and position required, imageUrl optional. */
export function TeamModal({ member, onClose, onSaved }: Props) {
  const [name, setName] = useState(member?.name ?? '');
  const [position, setPosition] = useState(member?.position ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !passesSchema(teamMemberBody, { name, position })) return;
    setSubmitting(true);
    const form = new FormData();
    if (member) form.append('_id', member._id);
    form.append('name', name.trim());
    form.append('position', position.trim());
    if (image) form.append('imageUrl', image);
    try {
      const saved = reportSave(member ? await teamEdit(form) : await teamAdd(form));
      setSubmitting(false);
      if (saved) onSaved();
    } catch (error) {
      reportActionError(error);
      setSubmitting(false);
    }
  };

  return (
    <Modal title={member ? 'Edit Team Member' : 'Add Team Member'} onClose={onClose} locked={submitting}>
      <form onSubmit={submit} className="adm-form">
        <Field
          label="Name"
          name="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
        />
        <Field
          label="Position"
          name="position"
          required
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          autoComplete="off"
        />
        <div className="adm-field">
          <label htmlFor="team-image">Image</label>
          {member?.imageUrl && !image && (
            <img className="adm-thumb" src={member.imageUrl} alt={`Current photo of ${member.name}`} />
          )}
          <input
            id="team-image"
            type="file"
            name="imageUrl"
            accept={ACCEPTED_IMAGES}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="adm-modal__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" className="adm-btn adm-btn--primary" disabled={submitting}>
            {submitting ? (member ? 'Updating...' : 'Saving...') : member ? 'Update' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
