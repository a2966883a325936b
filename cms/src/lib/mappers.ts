/**
 * Strapi rows → the wire types. Every field is named explicitly: a record is never spread, so
 * private fields (password hash, token version, resume file name) cannot reach an answer.
 */
import {
  blogFields,
  jobOpeningFields,
  localeOf,
  pickTexts,
  projectFields,
  teamMemberFields,
  TRASH_DAYS,
  type Locale,
} from '@cadmax/contract';
import type {
  AdminProfile,
  ApplicationPipelineItem,
  AuditEntry,
  Blog,
  BlogArticle,
  BlogCard,
  ContactEnquiry,
  EnquiryInboxItem,
  ImageSource,
  JobApplication,
  JobOpening,
  Media,
  PipelineNote,
  Project,
  PublicJobOpening,
  TeamMember,
  TrashItem,
} from './wire-types';
import type {
  ApplicationRow,
  AuditEntryRow,
  BlogRow,
  ContactRow,
  JobOpeningRow,
  PipelineNoteRow,
  ProjectRow,
  SiteAdminRow,
  StrapiFile,
  TeamMemberRow,
  TrashEntryRow,
} from './records';
import { isWebpFormatKey } from './webp-keys';
import { sanitizeStoredBlogHtml } from './sanitize-blog';

const text = (value: string | null | undefined): string => value ?? '';

/** D-15: the locale of a localized record's texts (lean reads and the document service say; English otherwise). */
export const localeOfRow = (row: { locale?: unknown }): Locale => localeOf(row.locale);

const byWidth = (a: ImageSource, b: ImageSource) => a.width - b.width;

/** A media file with its responsive sources, narrowest first: the original's own type (original last) and WebP. */
export function toMedia(file: StrapiFile | null | undefined): Media | null {
  if (!file?.url) return null;
  const width = file.width ?? 0;
  const sources: ImageSource[] = [{ url: file.url, width }];
  const webp: ImageSource[] = [];
  for (const [key, f] of Object.entries(file.formats ?? {})) {
    if (!f?.url) continue;
    if (isWebpFormatKey(key)) webp.push({ url: f.url, width: f.width });
    else if (f.width < width) sources.push({ url: f.url, width: f.width });
  }
  return {
    url: file.url,
    width,
    height: file.height ?? 0,
    alt: file.alternativeText ?? '',
    sources: sources.sort(byWidth),
    webp: webp.sort(byWidth),
  };
}

export const toMediaList = (files: StrapiFile[] | null | undefined): Media[] =>
  (files ?? []).map(toMedia).filter((m): m is Media => m !== null);

export const toTeamMember = (row: TeamMemberRow): TeamMember => ({
  _id: row.documentId,
  ...pickTexts(teamMemberFields, row),
  imageUrl: row.image?.url ?? null,
  image: toMedia(row.image),
  locale: localeOfRow(row),
});

const skillsOf = (row: JobOpeningRow): string[] =>
  Array.isArray(row.skills) ? row.skills.filter((s): s is string => typeof s === 'string') : [];

export const toJobOpening = (row: JobOpeningRow): JobOpening => ({
  _id: row.documentId,
  ...pickTexts(jobOpeningFields, row),
  slug: text(row.slug),
  skills: skillsOf(row),
  image: toMedia(row.image),
  locale: localeOfRow(row),
});

export const toPublicJobOpening = (row: JobOpeningRow): PublicJobOpening => ({
  slug: text(row.slug),
  ...pickTexts(jobOpeningFields, row, 'public'),
  skills: skillsOf(row),
  image: toMedia(row.image),
  locale: localeOfRow(row),
});

/** Content is sanitized on save and again on read (memoized), so a row written around the adapter (the Strapi panel) stays safe. */
export const toBlog = (row: BlogRow): Blog => ({
  _id: row.documentId,
  ...pickTexts(blogFields, row),
  content: sanitizeStoredBlogHtml(row.content),
  Image: row.image?.url ?? null,
  image: toMedia(row.image),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  locale: localeOfRow(row),
});

export const toBlogCard = (row: BlogRow): BlogCard => ({
  _id: row.documentId,
  title: row.title,
  short_content: text(row.short_content),
  image: toMedia(row.image),
  createdAt: row.createdAt,
  locale: localeOfRow(row),
});

export const toBlogArticle = (row: BlogRow): BlogArticle => ({
  ...toBlogCard(row),
  content: sanitizeStoredBlogHtml(row.content),
  meta_title: text(row.meta_title),
  meta_description: text(row.meta_description),
  meta_keyword: text(row.meta_keyword),
  updatedAt: row.updatedAt,
});

export const toProject = (row: ProjectRow): Project => {
  const images = (row.images ?? []).filter((f) => f?.url);
  return {
    _id: row.documentId,
    slug: text(row.slug),
    ...pickTexts(projectFields, row),
    Image: images.map((f) => f.url),
    images: images.map((f) => ({ id: f.id, url: f.url })),
    logo: row.logo?.url ?? null,
    upcoming: Boolean(row.upcoming),
    locale: localeOfRow(row),
  };
};

export const toAdminProfile = (row: SiteAdminRow): AdminProfile => ({
  _id: row.documentId,
  name: row.name,
  email: row.email,
  phone: text(row.phone),
  profileImage: row.profile_image?.url ?? null,
});

export const toContact = (row: ContactRow): ContactEnquiry => ({
  _id: row.documentId,
  name: row.name,
  email: row.email,
  phone_number: row.phone_number,
  services: row.services,
  message: text(row.message),
  createdAt: row.createdAt,
});

export const toApplication = (row: ApplicationRow): JobApplication => ({
  _id: row.documentId,
  name: row.name,
  email: row.email,
  position: row.position,
  opening: row.opening ? { _id: row.opening.documentId, slug: text(row.opening.slug), title: row.opening.title } : null,
  phone_number: row.phone_number,
  city: row.city,
  resume: row.resume_file
    ? { name: text(row.resume_name), size: row.resume_size ?? 0, mime: text(row.resume_mime) }
    : null,
  createdAt: row.createdAt,
});

// ---------- the inbox, the pipeline, the trash, the activity list (D-11.1 to D-11.3) ----------

export const toNote = (row: PipelineNoteRow): PipelineNote => ({
  _id: row.documentId,
  text: row.text,
  author: row.author,
  createdAt: row.createdAt,
});

/** What the inbox and the pipeline alike add to a form's record: its notes, its page (D-14.3), its language (D-15). */
const pipelineFields = (row: ContactRow | ApplicationRow, notes: PipelineNoteRow[]) => ({
  notes: notes.map(toNote),
  source_page: text(row.source_page),
  language: localeOf(row.language),
});

/** An enquiry with its inbox status (null on a row older than the inbox: new) and its notes, oldest first. */
export const toInboxItem = (row: ContactRow, notes: PipelineNoteRow[]): EnquiryInboxItem => ({
  ...toContact(row),
  status: row.status ?? 'new',
  ...pipelineFields(row, notes),
});

export const toPipelineItem = (row: ApplicationRow, notes: PipelineNoteRow[]): ApplicationPipelineItem => ({
  ...toApplication(row),
  stage: row.stage ?? 'received',
  ...pipelineFields(row, notes),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export const toTrashItem = (row: TrashEntryRow): TrashItem => ({
  _id: row.documentId,
  type: row.record_type,
  recordId: row.record_id,
  title: text(row.title),
  deletedBy: text(row.deleted_by),
  deletedAt: new Date(row.deleted_at).toISOString(),
  purgeAt: new Date(new Date(row.deleted_at).getTime() + TRASH_DAYS * DAY_MS).toISOString(),
});

export const toAuditEntry = (row: AuditEntryRow): AuditEntry => ({
  _id: row.documentId,
  action: row.action,
  type: row.record_type,
  recordId: text(row.record_id),
  title: text(row.title),
  user: text(row.user),
  userName: text(row.user_name),
  detail: text(row.detail),
  createdAt: row.createdAt,
});
