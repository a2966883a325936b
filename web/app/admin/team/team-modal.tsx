import { teamMemberBody } from '@cadmax/contract';
import { useState } from 'react';
import type { TeamMember } from '../../api/types';
import { Field } from '../components/field';
import { ImageField } from '../components/image-field';
import { ModalForm } from '../components/modal-form';
import { formDataOf } from '../lib/actions';
import { passesSchema } from '../lib/outcome';

interface Props {
  /** The member to edit; absent for 'Add Team Member'. */
  member?: TeamMember;
  onClose: () => void;
}

/** team modal: name and position required, imageUrl optional. */
export function TeamModal({ member, onClose }: Props) {
  const [name, setName] = useState(member?.name ?? '');
  const [position, setPosition] = useState(member?.position ?? '');
  const [image, setImage] = useState<File | null>(null);

  const build = () => {
    if (!passesSchema(teamMemberBody, { name, position })) return null;
    const form = formDataOf({ name, position }, { trim: true });
    if (member) form.append('_id', member._id);
    if (image) form.append('imageUrl', image);
    return form;
  };

  return (
    <ModalForm
      title={member ? 'Edit Team Member' : 'Add Team Member'}
      editing={Boolean(member)}
      onClose={onClose}
      build={build}
      className="adm-form"
    >
      <Field label="Name" name="name" required value={name} onChange={setName} autoComplete="off" />
      <Field label="Position" name="position" required value={position} onChange={setPosition} autoComplete="off" />
      <ImageField
        label="Image"
        name="imageUrl"
        current={member?.imageUrl}
        alt={member ? `Photo of ${member.name}` : 'Chosen photo'}
        file={image}
        onChange={setImage}
      />
    </ModalForm>
  );
}
