import { teamMemberBody } from '@cadmax/contract';
import { useState } from 'react';
import type { TeamMember } from '../../api/types';
import { Field } from '../components/field';
import { ImageField } from '../components/image-field';
import { ModalForm } from '../components/modal-form';
import { useFields } from '../lib/use-fields';

interface Props {
  /** The member to edit; absent for 'Add Team Member'. */
  member?: TeamMember;
  onClose: () => void;
}

/** team modal: name and position required, imageUrl optional. */
export function TeamModal({ member, onClose }: Props) {
  const { values, text } = useFields({ name: member?.name ?? '', position: member?.position ?? '' });
  const [image, setImage] = useState<File | null>(null);
  return (
    <ModalForm
      title={member ? 'Edit Team Member' : 'Add Team Member'}
      recordId={member?._id}
      onClose={onClose}
      schema={teamMemberBody}
      values={values}
      files={{ imageUrl: image }}
      className="adm-form"
    >
      <Field label="Name" required autoComplete="off" {...text('name')} />
      <Field label="Position" required autoComplete="off" {...text('position')} />
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
