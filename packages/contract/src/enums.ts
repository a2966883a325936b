/**
 * The enumerations, each as one table of value → label, in order; their values, options and types are derived
 * from the tables below them. The values are stored and sent as they are; the labels are shown.
 */

/** the contact form's services as the spec lists them: the seeded default of the editable list (quote-services.ts). */
export const SERVICE_LABELS = {
  home: 'Home Renovation',
  Office: 'Office Setup',
  Commercial: 'Commercial Design',
} as const;

/** D-11.1, the enquiry inbox: where an enquiry stands. A new enquiry is `new`. */
export const ENQUIRY_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
} as const;

/** D-11.1, the applicant pipeline: where an application stands. A new application is `received`. */
export const APPLICATION_STAGE_LABELS = {
  received: 'Received',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  hired: 'Hired',
} as const;

/** D-11.2, undo: the kinds of record a delete moves to the trash (for TRASH_DAYS days). */
export const TRASH_TYPE_LABELS = {
  blog: 'Blog',
  project: 'Project',
  'team-member': 'Team member',
  'job-opening': 'Job opening',
  'contact-enquiry': 'Enquiry',
  'job-application': 'Application',
  subscriber: 'Subscriber',
  // The site's other content, which only the Strapi panel edits: its deletes go to the same trash.
  service: 'Service',
  testimonial: 'Testimonial',
  state: 'State',
  'client-logo': 'Client logo',
  award: 'Award',
  'reason-card': 'Reason card',
  'featured-project': 'Featured project',
} as const;

/**
 * The activity log (D-12.3): what a write touched: the trashable records, the admin's own account, the site's other
 * content the Strapi panel edits, and the media library. The CMS's content-type registry (cms/src/lib/content-types.ts)
 * says which type each content type is recorded as.
 */
export const AUDIT_TYPE_LABELS = {
  ...TRASH_TYPE_LABELS,
  profile: 'Admin account',
  'site-setting': 'Site settings',
  media: 'Media file',
} as const;

/** The activity log (D-12.3): what a write did. */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Updated',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Moved to trash',
  restore: 'Restored',
  purge: 'Deleted for good',
  status: 'Status changed',
  note: 'Note added',
  // The Strapi panel's "Discard changes" of a published record's draft.
  discard: 'Draft discarded',
  // D-14.2: a blog's or project's earlier version saved again as its draft.
  'restore-version': 'Version restored',
} as const;

/** D-11.5, drafts and scheduled publishing: the records that have a draft and a published version. */
const PUBLISHABLE_TYPE_LABELS = { blog: 'Blog', project: 'Project' } as const;

/** D-11: what a save does with the record (the optional `status` of the blog and project saves). */
const SAVE_STATUS_LABELS = { published: 'Publish', draft: 'Save draft' } as const;

/**
 * D-11.5: where a blog or project stands, as the admin lists show it. `modified`: published, and the draft has
 * changes the public page does not show yet.
 */
export const PUBLISH_STATE_LABELS = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
  modified: 'Published with unpublished changes',
} as const;

type Table = Readonly<Record<string, string>>;
type ValueOf<T extends Table> = Extract<keyof T, string>;

/** A table's values, in order, as a non-empty tuple (z.enum and the content types' enumerations take them). */
const valuesOf = <T extends Table>(table: T) => Object.keys(table) as [ValueOf<T>, ...ValueOf<T>[]];

/** A table's {value, label} pairs, in order: the selects' options. */
const optionsOf = <T extends Table>(table: T) =>
  Object.entries(table).map(([value, label]) => ({ value, label })) as { value: ValueOf<T>; label: string }[];

// Each table's value type, values and options.
export type Service = ValueOf<typeof SERVICE_LABELS>;
export type EnquiryStatus = ValueOf<typeof ENQUIRY_STATUS_LABELS>;
export type ApplicationStage = ValueOf<typeof APPLICATION_STAGE_LABELS>;
export type TrashType = ValueOf<typeof TRASH_TYPE_LABELS>;
export type AuditType = ValueOf<typeof AUDIT_TYPE_LABELS>;
export type AuditAction = ValueOf<typeof AUDIT_ACTION_LABELS>;
export type PublishableType = ValueOf<typeof PUBLISHABLE_TYPE_LABELS>;
export type SaveStatus = ValueOf<typeof SAVE_STATUS_LABELS>;
export type PublishState = ValueOf<typeof PUBLISH_STATE_LABELS>;

export const SERVICES = valuesOf(SERVICE_LABELS);
export const ENQUIRY_STATUSES = valuesOf(ENQUIRY_STATUS_LABELS);
export const APPLICATION_STAGES = valuesOf(APPLICATION_STAGE_LABELS);
export const TRASH_TYPES = valuesOf(TRASH_TYPE_LABELS);
export const AUDIT_TYPES = valuesOf(AUDIT_TYPE_LABELS);
export const AUDIT_ACTIONS = valuesOf(AUDIT_ACTION_LABELS);
export const PUBLISHABLE_TYPES = valuesOf(PUBLISHABLE_TYPE_LABELS);
export const SAVE_STATUSES = valuesOf(SAVE_STATUS_LABELS);
export const PUBLISH_STATES = valuesOf(PUBLISH_STATE_LABELS);

export const SERVICE_OPTIONS = optionsOf(SERVICE_LABELS);
export const ENQUIRY_STATUS_OPTIONS = optionsOf(ENQUIRY_STATUS_LABELS);
export const APPLICATION_STAGE_OPTIONS = optionsOf(APPLICATION_STAGE_LABELS);
export const TRASH_TYPE_OPTIONS = optionsOf(TRASH_TYPE_LABELS);
export const AUDIT_TYPE_OPTIONS = optionsOf(AUDIT_TYPE_LABELS);
export const AUDIT_ACTION_OPTIONS = optionsOf(AUDIT_ACTION_LABELS);
export const PUBLISHABLE_TYPE_OPTIONS = optionsOf(PUBLISHABLE_TYPE_LABELS);
export const SAVE_STATUS_OPTIONS = optionsOf(SAVE_STATUS_LABELS);
export const PUBLISH_STATE_OPTIONS = optionsOf(PUBLISH_STATE_LABELS);

/** The activity log's labels; a value this build does not know (a newer CMS's) is shown as it is. */
export const auditTypeLabel = (value: string): string => AUDIT_TYPE_LABELS[value as AuditType] ?? value;
export const auditActionLabel = (value: string): string => AUDIT_ACTION_LABELS[value as AuditAction] ?? value;

/**
 * Who made a write, as the activity log shows it: a Strapi panel user as 'Asha Rao (asha@…) · panel', the site admin
 * by email (the activity filter takes either's email).
 */
export const auditUserLabel = ({ user, userName }: { user: string; userName?: string }): string =>
  userName ? `${userName} (${user}) · panel` : user;
