import { describe, expect, it } from 'vitest';
import { resumeFileName } from './resume-file-name';

const application = {
  _id: 'abc123',
  name: 'Priya Singh',
  createdAt: '2026-11-25T10:00:00.000Z',
  resume: { name: 'cv.pdf', size: 10, mime: 'application/pdf' },
};

describe('resumeFileName', () => {
  it("is built from the applicant, the day and the stored type, never the applicant's file name", () => {
    expect(resumeFileName(application)).toBe('resume-priya-singh-2026-11-25.pdf');
    expect(
      resumeFileName({ ...application, resume: { name: 'Resume.pdf.hta', size: 10, mime: 'application/pdf' } }),
    ).toBe('resume-priya-singh-2026-11-25.pdf');
    expect(
      resumeFileName({
        ...application,
        resume: {
          name: 'x.exe',
          size: 1,
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      }),
    ).toBe('resume-priya-singh-2026-11-25.docx');
  });

  it('keeps only the letters and digits of the name, in any script, and no extension for a type the CMS does not store', () => {
    expect(
      resumeFileName({
        ...application,
        name: '../../Évil <Name>.hta',
        resume: { name: 'a', size: 1, mime: 'text/html' },
      }),
    ).toBe('resume-evil-name-hta-2026-11-25');
    // Another script's letters and marks stay (Devanagari's vowel signs are marks); nothing left: the id.
    expect(resumeFileName({ ...application, name: 'प्रिया शर्मा' })).toBe('resume-प्रिया-शर्मा-2026-11-25.pdf');
    expect(resumeFileName({ ...application, name: '人名' })).toBe('resume-人名-2026-11-25.pdf');
    expect(resumeFileName({ ...application, name: '<> ..' })).toBe('resume-abc123-2026-11-25.pdf');
  });

  it('names the day in India Standard Time', () => {
    expect(resumeFileName({ ...application, createdAt: '2026-11-25T20:00:00.000Z' })).toBe(
      'resume-priya-singh-2026-11-26.pdf',
    );
  });
});
