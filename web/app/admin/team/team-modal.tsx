import { DEFAULT_LOCALE, fieldNames, teamMemberBody, teamMemberFields, type Locale } from '@cadmax/contract';
import { useState } from 'react';
import type { TeamMember } from '../../api/types';
import { ImageField } from '../components/image-field';
import { ModalForm } from '../components/modal-form';
import { TableFields } from '../components/table-fields';
import { textsOf, useFields } from '../lib/use-fields';

interface Props {
  /** The member to edit; absent for 'Add Team Member'. */
  member?: TeamMember;
  /** D-15: the version edited; another language's holds the texts only. */
  locale?: Locale;
  onClose: () => void;
}

/** The member's field table (@cadmax/contract fields/team-member.ts), all sent as text. */
const textKeys = fieldNames(teamMemberFields);

/** team modal: name and position required, imageUrl optional. */
export function TeamModal({ member, locale = DEFAULT_LOCALE, onClose }: Props) {
  const translating = locale !== DEFAULT_LOCALE;
  // A member with no version in this language yet starts empty, not with the English texts it was listed with.
  const own = member && (!translating || member.locale === locale) ? member : undefined;
  const { values, text } = useFields(() => textsOf(textKeys, own));
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
      translation={{ locale, exists: Boolean(own), shared: "The photo and the order are the English version's." }}
    >
      <TableFields table={teamMemberFields} names={textKeys} bind={text} />
      {!translating && (
        <ImageField
          label="Image"
          name="imageUrl"
          current={member?.imageUrl}
          alt={member ? `Photo of ${member.name}` : 'Chosen photo'}
          file={image}
          onChange={setImage}
        />
      )}
    </ModalForm>
  );
}
