import { DEFAULT_LOCALE, fieldsAt, jobOpeningBody, jobOpeningFields, type Locale } from '@cadmax/contract';
import { useState } from 'react';
import type { JobOpening } from '../../api/types';
import { TextArea } from '../components/field';
import { ImageField } from '../components/image-field';
import { ModalForm } from '../components/modal-form';
import { SlugField, useSlug } from '../components/slug-field';
import { TableFields } from '../components/table-fields';
import { textsOf, useFields } from '../lib/use-fields';

interface Props {
  job?: JobOpening;
  /** D-15: the version edited; another language's holds the texts only. */
  locale?: Locale;
  onClose: () => void;
}

/** The opening's field table's admin fields (@cadmax/contract fields/job-opening.ts); the skills beside them. */
const textKeys = fieldsAt(jobOpeningFields, 'admin');
type Values = Record<(typeof textKeys)[number] | 'skills', string>;

/** The opening as the form edits it: every field as text, the skills one a line. */
const valuesOf = (job?: JobOpening): Values => ({
  ...textsOf(textKeys, job),
  skills: job?.skills.join('\n') ?? '',
});

/**
 * job opening form (title, location and about required; about capped at 300 characters), plus every field
 * the public career pages show: the card's role and image, the quote and the skills list of the detail page.
 */
export function JobModal({ job, locale = DEFAULT_LOCALE, onClose }: Props) {
  const translating = locale !== DEFAULT_LOCALE;
  // An opening with no version in this language yet starts empty, not with the English texts it was listed with.
  const own = job && (!translating || job.locale === locale) ? job : undefined;
  const { values, set, text } = useFields<Values>(() => valuesOf(own));
  // The role (the card's subtitle) follows the title until it is given its own text, so a title edit never leaves it stale.
  const [roleFollows, setRoleFollows] = useState(() => !own || !own.role || own.role === own.title);
  const [image, setImage] = useState<File | null>(null);
  const slug = useSlug('job-opening', job?.slug, values.title);
  const setTitle = (title: string) => {
    set('title', title);
    if (roleFollows) set('role', title);
  };
  const setRole = (role: string) => {
    setRoleFollows(role === '' || role === values.title);
    set('role', role);
  };

  return (
    <ModalForm
      noun="Job Opening"
      record={job}
      onClose={onClose}
      schema={jobOpeningBody}
      // D-14.6: a changed slug only (a seeded one from before the slug rule is sent back as none, so it stays).
      // Another language's version sends its texts only: the skills, slug and image are the English version's.
      values={translating ? textsOf(textKeys, values) : { ...values, slug: slug.changed }}
      files={{ image }}
      className="adm-form adm-form--grid"
      wide
      translation={{
        locale,
        exists: Boolean(own),
        shared: "The skills, the address and the image are the English version's.",
      }}
    >
      <TableFields
        table={jobOpeningFields}
        names={textKeys}
        bind={(key) =>
          key === 'title'
            ? { ...text(key), onChange: setTitle }
            : key === 'role'
              ? { ...text(key), onChange: setRole }
              : text(key)
        }
      />
      {!translating && (
        <>
          <TextArea label="Skills (one per line)" {...text('skills')} />
          <SlugField {...slug.field} />
          <ImageField
            label="Image"
            name="image"
            current={job?.image?.url}
            alt={job ? `Image of ${job.title}` : 'Chosen image'}
            file={image}
            onChange={setImage}
          />
        </>
      )}
    </ModalForm>
  );
}
