import { nameForFile, siteDate, type JobApplication } from '@cadmax/contract';

/** The resume types the CMS accepts (it decides by the bytes, and stores the type it found). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

/**
 * The name a downloaded resume is saved under. Never the applicant's own file name ("Resume.pdf.hta"
 * was saved as such): built from the applicant's name (its letters and digits, in any script), the day they applied and the
 * extension of the type the CMS stored, e.g. `resume-priya-singh-2026-11-25.pdf`.
 */
export function resumeFileName(application: Pick<JobApplication, '_id' | 'name' | 'createdAt' | 'resume'>): string {
  const slug = nameForFile(application.name) || application._id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24);
  // The day the applicant sent it, in the site's time zone (as the admin reads every date).
  const day = Number.isNaN(Date.parse(application.createdAt)) ? undefined : siteDate(application.createdAt);
  const extension = EXTENSIONS[application.resume?.mime ?? ''] ?? '';
  return ['resume', slug, day].filter(Boolean).join('-') + extension;
}
