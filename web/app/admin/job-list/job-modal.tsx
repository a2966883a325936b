import { useState, type FormEvent } from 'react';
import { jobOpeningAdd, jobOpeningEdit } from '../../api/endpoints';
import type { JobOpening } from '../../api/types';
import { Field, TextArea } from '../components/field';
import { LimitedField } from '../components/limited-field';
import { Modal } from '../components/modal';
import { ACCEPTED_IMAGES } from '../lib/image-order';
import { jobOpeningBody } from '@cadmax/contract';
import { TEXT_MAX } from '../lib/messages';
import { passesSchema, reportActionError, reportSave } from '../lib/outcome';

interface Props {
  job?: JobOpening;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Omit<JobOpening, '_id' | 'slug' | 'image' | 'skills'> & { skills: string };

const blank: Values = {
  title: '',
  location: '',
  job_type: '',
  experience: '',
  about: '',
  responsibilities: '',
  qualifications: '',
  offers: '',
  role: '',
  quote: '',
  skills: '',
};

const valuesOf = (job: JobOpening): Values => ({
  title: job.title,
  location: job.location,
  job_type: job.job_type,
  experience: job.experience,
  about: job.about,
  responsibilities: job.responsibilities,
  qualifications: job.qualifications,
  offers: job.offers,
  role: job.role,
  quote: job.quote,
  skills: job.skills.join('\n'),
});

/**
 * job opening form (title, location and about required; about capped at 300 characters), plus every field
 * the public career pages show: the card's role and image, the quote and the skills list of the detail page.
 */
export function JobModal({ job, onClose, onSaved }: Props) {
  const [values, setValues] = useState<Values>(() => (job ? valuesOf(job) : blank));
  // The role (the card's subtitle) follows the title until it is given its own text, so a title edit never leaves it stale.
  const [roleFollows, setRoleFollows] = useState(() => !job || !job.role || job.role === job.title);
  const [image, setImage] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const setTitle = (title: string) => setValues((v) => ({ ...v, title, role: roleFollows ? title : v.role }));
  const setRole = (role: string) => {
    setRoleFollows(role === '' || role === values.title);
    set('role')(role);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !passesSchema(jobOpeningBody, values)) return;
    setSubmitting(true);
    const form = new FormData();
    if (job) form.append('_id', job._id);
    for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
    if (image) form.append('image', image);
    try {
      const saved = reportSave(job ? await jobOpeningEdit(form) : await jobOpeningAdd(form));
      setSubmitting(false);
      if (saved) onSaved();
    } catch (error) {
      reportActionError(error);
      setSubmitting(false);
    }
  };

  return (
    <Modal title={job ? 'Edit Job Opening' : 'Add Job Opening'} onClose={onClose} locked={submitting} wide>
      <form onSubmit={submit} className="adm-form adm-form--grid">
        <Field label="Title" name="title" required value={values.title} onChange={(e) => setTitle(e.target.value)} />
        <Field
          label="Location"
          name="location"
          required
          value={values.location}
          onChange={(e) => set('location')(e.target.value)}
        />
        <Field
          label="Employment Type"
          name="job_type"
          value={values.job_type}
          onChange={(e) => set('job_type')(e.target.value)}
          placeholder="Full-Time"
        />
        <Field
          label="Experience"
          name="experience"
          value={values.experience}
          onChange={(e) => set('experience')(e.target.value)}
          placeholder="2-5 Years"
        />
        <Field
          label="Role (card subtitle)"
          name="role"
          value={values.role}
          onChange={(e) => setRole(e.target.value)}
          placeholder="Same as the title"
        />
        <div className="adm-field">
          <label htmlFor="job-image">Image</label>
          {job?.image && !image && (
            <img className="adm-thumb" src={job.image.url} alt={`Current image of ${job.title}`} />
          )}
          <input
            id="job-image"
            type="file"
            name="image"
            accept={ACCEPTED_IMAGES}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="adm-form__wide">
          <Field label="Quote" name="quote" value={values.quote} onChange={(e) => set('quote')(e.target.value)} />
        </div>
        <div className="adm-form__wide">
          <LimitedField
            label="About"
            name="about"
            required
            multiline
            max={TEXT_MAX}
            hint="Minimum 300 words."
            value={values.about}
            onChange={set('about')}
          />
        </div>
        <TextArea
          label="Responsibilities"
          name="responsibilities"
          value={values.responsibilities}
          onChange={set('responsibilities')}
        />
        <TextArea
          label="Qualifications"
          name="qualifications"
          value={values.qualifications}
          onChange={set('qualifications')}
        />
        <TextArea label="Skills (one per line)" name="skills" value={values.skills} onChange={set('skills')} />
        <TextArea label="Offers" name="offers" value={values.offers} onChange={set('offers')} />
        <div className="adm-modal__actions adm-form__wide">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" className="adm-btn adm-btn--primary" disabled={submitting}>
            {submitting ? (job ? 'Updating...' : 'Saving...') : job ? 'Update' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
