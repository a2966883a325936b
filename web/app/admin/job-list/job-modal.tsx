import { useState, type FormEvent } from 'react';
import { jobOpeningAdd, jobOpeningEdit, type JobOpeningInput } from '../../api/endpoints';
import type { JobOpening } from '../../api/types';
import { Field, TextArea } from '../components/field';
import { LimitedField } from '../components/limited-field';
import { Modal } from '../components/modal';
import { TEXT_MAX } from '../lib/messages';
import { reportActionError, reportSave } from '../lib/outcome';

interface Props {
  job?: JobOpening;
  onClose: () => void;
  onSaved: () => void;
}

const blank: JobOpeningInput = { title: '', location: '', job_type: '', experience: '', about: '', responsibilities: '', qualifications: '', offers: '' };

/** SPEC §5 job opening form: title, location and about required; about capped at 300 characters. */
export function JobModal({ job, onClose, onSaved }: Props) {
  const [values, setValues] = useState<JobOpeningInput>(() => {
    if (!job) return blank;
    const { _id: _, ...fields } = job;
    return fields;
  });
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof JobOpeningInput) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const saved = reportSave(job ? await jobOpeningEdit({ ...values, _id: job._id }) : await jobOpeningAdd(values));
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
        <Field label="Title" name="title" required value={values.title} onChange={(e) => set('title')(e.target.value)} />
        <Field label="Location" name="location" required value={values.location} onChange={(e) => set('location')(e.target.value)} />
        <Field label="Employment Type" name="job_type" value={values.job_type} onChange={(e) => set('job_type')(e.target.value)} placeholder="Full-Time" />
        <Field label="Experience" name="experience" value={values.experience} onChange={(e) => set('experience')(e.target.value)} placeholder="2-5 Years" />
        <div className="adm-form__wide">
          <LimitedField label="About" name="about" required multiline max={TEXT_MAX} hint="Minimum 300 words." value={values.about} onChange={set('about')} />
        </div>
        <TextArea label="Responsibilities" name="responsibilities" value={values.responsibilities} onChange={set('responsibilities')} />
        <TextArea label="Qualifications" name="qualifications" value={values.qualifications} onChange={set('qualifications')} />
        <div className="adm-form__wide">
          <TextArea label="Offers" name="offers" value={values.offers} onChange={set('offers')} />
        </div>
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
