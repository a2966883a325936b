import { fieldNames, teamMemberBody, teamMemberFields } from '@cadmax/contract';
import { useState } from 'react';
import type { TeamMember } from '../../api/types';
import { ImageField } from '../components/image-field';
import { ModalForm } from '../components/modal-form';
import { TableFields } from '../components/table-fields';
import { textsOf, useFields } from '../lib/use-fields';

interface Props {
  /** The member to edit; absent for 'Add Team Member'. */
  member?: TeamMember;
  onClose: () => void;
}

/** The member's field table (@cadmax/contract fields/team-member.ts), all sent as text. */
const textKeys = fieldNames(teamMemberFields);

/** team modal: name and position required, imageUrl optional. */
export function TeamModal({ member, onClose }: Props) {
  const { values, text } = useFields(() => textsOf(textKeys, member));
  const [image, setImage] = useState<File | null>(null);
  return (
    <ModalForm
      noun="Team Member"
      record={member}
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
