import { jobOpeningBody, jobOpeningFields } from '@cadmax/contract';
import { useState } from 'react';
import type { JobOpening } from '../../api/types';
import { Field, TextArea } from '../components/field';
import { ImageField } from '../components/image-field';
import { ShortTextField } from '../components/limited-field';
import { ModalForm } from '../components/modal-form';
import { useFields } from '../lib/use-fields';

interface Props {
  job?: JobOpening;
  onClose: () => void;
}

type Values = Record<(typeof jobOpeningFields)[number], string>;

/** The opening as the form edits it: every field as text, the skills one a line. */
const valuesOf = (job?: JobOpening) =>
  Object.fromEntries(
    jobOpeningFields.map((key) => [key, key === 'skills' ? (job?.skills.join('\n') ?? '') : (job?.[key] ?? '')]),
  ) as Values;

/**
 * job opening form (title, location and about required; about capped at 300 characters), plus every field
 * the public career pages show: the card's role and image, the quote and the skills list of the detail page.
 */
export function JobModal({ job, onClose }: Props) {
  const { values, set, text } = useFields<Values>(() => valuesOf(job));
  // The role (the card's subtitle) follows the title until it is given its own text, so a title edit never leaves it stale.
  const [roleFollows, setRoleFollows] = useState(() => !job || !job.role || job.role === job.title);
  const [image, setImage] = useState<File | null>(null);
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
      title={job ? 'Edit Job Opening' : 'Add Job Opening'}
      recordId={job?._id}
      onClose={onClose}
      schema={jobOpeningBody}
      values={values}
      files={{ image }}
      className="adm-form adm-form--grid"
      wide
    >
      <Field label="Title" required {...text('title')} onChange={setTitle} />
      <Field label="Location" required {...text('location')} />
      <Field label="Employment Type" placeholder="Full-Time" {...text('job_type')} />
      <Field label="Experience" placeholder="2-5 Years" {...text('experience')} />
      <Field label="Role (card subtitle)" placeholder="Same as the title" {...text('role')} onChange={setRole} />
      <ImageField
        label="Image"
        name="image"
        current={job?.image?.url}
        alt={job ? `Image of ${job.title}` : 'Chosen image'}
        file={image}
        onChange={setImage}
      />
      <div className="adm-form__wide">
        <Field label="Quote" {...text('quote')} />
      </div>
      <div className="adm-form__wide">
        <ShortTextField label="About" {...text('about')} />
      </div>
      <TextArea label="Responsibilities" {...text('responsibilities')} />
      <TextArea label="Qualifications" {...text('qualifications')} />
      <TextArea label="Skills (one per line)" {...text('skills')} />
      <TextArea label="Offers" {...text('offers')} />
    </ModalForm>
  );
}
