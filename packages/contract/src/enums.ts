/** the contact form's services. The values are stored and sent as they are; the labels are shown. */
export const SERVICE_OPTIONS = [
  { value: 'home', label: 'Home Renovation' },
  { value: 'Office', label: 'Office Setup' },
  { value: 'Commercial', label: 'Commercial Design' },
] as const;

export type Service = (typeof SERVICE_OPTIONS)[number]['value'];

export const SERVICES = SERVICE_OPTIONS.map((o) => o.value) as [Service, ...Service[]];

export const SERVICE_LABELS = Object.fromEntries(SERVICE_OPTIONS.map((o) => [o.value, o.label])) as Record<
  Service,
  string
>;

/** The label for a stored value; an unknown value (an old row) is shown as it is. */
export const serviceLabel = (value: string): string => SERVICE_LABELS[value as Service] ?? value;

/** An option list's values, as a non-empty tuple (z.enum and the content types' enumerations take them). */
const valuesOf = <T extends string>(options: readonly { value: T }[]) => options.map((o) => o.value) as [T, ...T[]];
const labelsOf = <T extends string>(options: readonly { value: T; label: string }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<T, string>;

/** Issue 15, the enquiry inbox: where an enquiry stands. A new enquiry is `new`. */
export const ENQUIRY_STATUS_OPTIONS = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'converted', label: 'Converted' },
  { value: 'closed', label: 'Closed' },
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUS_OPTIONS)[number]['value'];
export const ENQUIRY_STATUSES = valuesOf(ENQUIRY_STATUS_OPTIONS);
export const ENQUIRY_STATUS_LABELS = labelsOf(ENQUIRY_STATUS_OPTIONS);

/** Issue 15, the applicant pipeline: where an application stands. A new application is `received`. */
export const APPLICATION_STAGE_OPTIONS = [
  { value: 'received', label: 'Received' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'interview', label: 'Interview' },
  { value: 'offer', label: 'Offer' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'hired', label: 'Hired' },
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGE_OPTIONS)[number]['value'];
export const APPLICATION_STAGES = valuesOf(APPLICATION_STAGE_OPTIONS);
export const APPLICATION_STAGE_LABELS = labelsOf(APPLICATION_STAGE_OPTIONS);

/** Issue 15, undo: the kinds of record a delete moves to the trash (for TRASH_DAYS days). */
export const TRASH_TYPE_OPTIONS = [
  { value: 'blog', label: 'Blog' },
  { value: 'project', label: 'Project' },
  { value: 'team-member', label: 'Team member' },
  { value: 'job-opening', label: 'Job opening' },
  { value: 'contact-enquiry', label: 'Enquiry' },
  { value: 'job-application', label: 'Application' },
] as const;
export type TrashType = (typeof TRASH_TYPE_OPTIONS)[number]['value'];
export const TRASH_TYPES = valuesOf(TRASH_TYPE_OPTIONS);
export const TRASH_TYPE_LABELS = labelsOf(TRASH_TYPE_OPTIONS);

/** Issue 15, the audit trail: what an admin write touched (the trashable records, and the admin's own account). */
export const AUDIT_TYPE_OPTIONS = [...TRASH_TYPE_OPTIONS, { value: 'profile', label: 'Admin account' }] as const;
export type AuditType = (typeof AUDIT_TYPE_OPTIONS)[number]['value'];
export const AUDIT_TYPES = valuesOf(AUDIT_TYPE_OPTIONS);
export const AUDIT_TYPE_LABELS = labelsOf(AUDIT_TYPE_OPTIONS);

/** Issue 15, the audit trail: what an admin write did. */
export const AUDIT_ACTION_OPTIONS = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Updated' },
  { value: 'publish', label: 'Published' },
  { value: 'unpublish', label: 'Unpublished' },
  { value: 'delete', label: 'Moved to trash' },
  { value: 'restore', label: 'Restored' },
  { value: 'purge', label: 'Deleted for good' },
  { value: 'status', label: 'Status changed' },
  { value: 'note', label: 'Note added' },
] as const;
export type AuditAction = (typeof AUDIT_ACTION_OPTIONS)[number]['value'];
export const AUDIT_ACTIONS = valuesOf(AUDIT_ACTION_OPTIONS);
export const AUDIT_ACTION_LABELS = labelsOf(AUDIT_ACTION_OPTIONS);

/** Issue 15, drafts and scheduled publishing: the records that have a draft and a published version. */
export const PUBLISHABLE_TYPE_OPTIONS = [
  { value: 'blog', label: 'Blog' },
  { value: 'project', label: 'Project' },
] as const;
export type PublishableType = (typeof PUBLISHABLE_TYPE_OPTIONS)[number]['value'];
export const PUBLISHABLE_TYPES = valuesOf(PUBLISHABLE_TYPE_OPTIONS);

/** Issue 15: what a save does with the record (the optional `status` of the blog and project saves). */
export const SAVE_STATUS_OPTIONS = [
  { value: 'published', label: 'Publish' },
  { value: 'draft', label: 'Save draft' },
] as const;
export type SaveStatus = (typeof SAVE_STATUS_OPTIONS)[number]['value'];
export const SAVE_STATUSES = valuesOf(SAVE_STATUS_OPTIONS);

/**
 * Issue 15: where a blog or project stands, as the admin lists show it. `modified`: published, and the draft has
 * changes the public page does not show yet.
 */
export const PUBLISH_STATE_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'modified', label: 'Published with unpublished changes' },
] as const;
export type PublishState = (typeof PUBLISH_STATE_OPTIONS)[number]['value'];
export const PUBLISH_STATES = valuesOf(PUBLISH_STATE_OPTIONS);
export const PUBLISH_STATE_LABELS = labelsOf(PUBLISH_STATE_OPTIONS);
