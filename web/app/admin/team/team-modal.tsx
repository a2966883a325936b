import { fieldNames, teamMemberBody, teamMemberFields } from '@cadmax/contract';
import { useState } from 'react';
import type { TeamMember } from '../../api/types';
import { ImageField } from '../components/image-field';
import { ModalForm } from '../components/modal-form';
import { TableFields } from '../components/table-fields';
import { useFields } from '../lib/use-fields';

interface Props {
  /** The member to edit; absent for 'Add Team Member'. */
  member?: TeamMember;
  onClose: () => void;
}

/** The member's field table (@cadmax/contract fields/team-member.ts), all sent as text. */
const textKeys = fieldNames(teamMemberFields);
type TextKey = (typeof textKeys)[number];

/** team modal: name and position required, imageUrl optional. */
export function TeamModal({ member, onClose }: Props) {
  const { values, text } = useFields(
    () => Object.fromEntries(textKeys.map((key) => [key, member?.[key] ?? ''])) as Record<TextKey, string>,
  );
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
      <TableFields table={teamMemberFields} names={textKeys} bind={text} />
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
