import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS, SKILLS_MAX, SLUG_MAX } from './limits';

/**
 * The messages the CMS answers a refused request with and the forms show: each named once.
 * Field messages take the field's label.
 */
export const messages = {
  fillAllFields: 'Please fill out all fields.',
  invalidEmail: 'Please enter a valid email address.',
  phoneUpTo10: `Phone number must be digits only, at most ${PHONE_DIGITS}.`,
  phoneExactly10: `Phone number must be exactly ${PHONE_DIGITS} digits.`,
  invalidService: 'Please choose a valid service.',
  invalidPosition: 'Please choose a valid position.',
  consentRequired: 'Please tick the box to agree to receive our newsletter.',
  loginRequired: 'Please enter your email and password.',
  loginFailed: 'Invalid email/password',
  passwordsText: 'Passwords must be text.',
  passwordMismatch: 'Passwords do not match!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} bytes (accented letters and symbols count 2 to 4).`,
  passwordTrivial: 'This password is too common or too easy to guess. Please choose another.',
  currentPasswordForEmail: 'Please enter your current password to change the email.',
  contentRequired: 'Content is required.',
  skillsTooMany: `Skills must be at most ${SKILLS_MAX} lines.`,
  skillTooLong: `Each skill must be at most ${NAME_MAX} characters.`,
  duplicateOpeningTitle: 'A job opening with this title already exists.',
  /** The enquiry inbox, the applicant pipeline, the trash and the activity list (D-11.1 to D-11.3). */
  invalidStatus: 'Please choose a valid status.',
  invalidStage: 'Please choose a valid stage.',
  invalidOpeningFilter: 'Please choose a valid opening.',
  invalidType: 'Please choose a valid type.',
  invalidAction: 'Please choose a valid action.',
  noteRequired: 'Note is required.',
  enquiryNotFound: 'Enquiry not found.',
  applicationNotFound: 'Application not found.',
  notInTrash: 'This item is not in the trash.',
  singleTypeDelete: 'These settings cannot be deleted; edit them instead.',
  statusUpdated: 'Status updated.',
  stageUpdated: 'Stage updated.',
  noteAdded: 'Note added.',
  enquiryDeleted: 'Enquiry moved to the trash.',
  applicationDeleted: 'Application moved to the trash.',
  restored: 'Restored.',
  deletedForGood: 'Deleted for good.',
  /** Drafts, scheduled publishing and previews (D-11.5). */
  invalidSaveStatus: 'Status must be draft or published.',
  publishAtInvalid: 'Publish at must be a date and time.',
  publishAtPast: 'Publish at must be in the future.',
  publishAtWithPublish: 'Choose either to publish now or a time to publish at, not both.',
  published: 'Published.',
  /** D-13.4: a draft save says the change is not public yet (the spec's 'created successfully' is for a publish). */
  draftSaved: 'Draft saved. It is not on the site until you publish it.',
  draftScheduled: 'Draft saved. It goes on the site at the time you set.',
  /** D-13.4: the question before 'Unpublish'. */
  confirmUnpublish: 'Take this off the public site? Visitors will no longer see it until you publish it again.',
  scheduled: 'Scheduled.',
  unpublished: 'Unpublished.',
  previewInvalid: 'This preview link is invalid or has expired. Open a new one from the admin.',
  /** D-14.2: a blog's or project's version history. */
  versionNotFound: 'Version not found.',
  versionsOfOtherRecords: 'Compare two versions of the same record, in one language.',
  versionRestored: 'Version restored as a draft. The public page is unchanged until you publish.',
  confirmRestoreVersion: 'Restore this version as the draft? What the draft holds now stays in the history.',
  restoreTaken: 'It cannot be restored: a record with its title or link now exists. Rename that one first.',
  /** A public form's submission key that is not one the site made. */
  invalidSubmissionKey: 'This form has expired. Please reload the page and send it again.',
  /** The hidden field people never see was filled in (the honeypot): refused, honestly. */
  honeypotFilled:
    'Your message was not sent: it looks like it was filled in automatically. Please leave the hidden "Website" field empty and send it again.',
  /** The web server reads one upload at a time per client, a bounded amount in all, each at a minimum rate (uploads.ts). */
  uploadsBusy: 'Many uploads are arriving right now. Please try again in a moment.',
  uploadTooSlow: 'The upload arrived too slowly and was stopped. Please try again on a faster connection.',
  /** The object store (resumes, media library) is down, or resume storage is paused (disk, daily cap). */
  uploadsUnavailable: 'Uploads are unavailable for a moment; please try again.',
  /** 429: the sender's network has sent its share of the day's resumes (RESUME_NETWORK_DAILY_MAX). */
  resumeNetworkCap:
    'Too many resumes have been sent from your network today. Please try again later, or send your application without a resume.',
  /** Unsubscribing by the signed link in every newsletter mail (D-13.1); the admin's removal of an address (D-13.2). */
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link in our most recent email.',
  unsubscribed: 'You have been unsubscribed. We will not email you again.',
  alreadyUnsubscribed: 'This address is already unsubscribed. We will not email you again.',
  subscriberNotFound: 'Subscriber not found.',
  subscriberDeleted: 'Subscriber moved to the trash.',
  /** Answers to accepted public forms. */
  contactSent: 'Thank you! Your enquiry has been sent. We will get back to you soon.',
  applicationSent: 'Thank you! Your application has been submitted.',
  subscribed: 'Thank you for subscribing!',
  /** A page's address (D-14.6): its slug's one rule, a slug another record holds, a page in the trash. */
  slugInvalid:
    'URL slug may hold only lowercase letters a-z, digits and single hyphens, and must start and end with a letter or digit.',
  slugTooLong: `URL slug must be at most ${SLUG_MAX} characters.`,
  slugTaken: 'This URL slug is already the address of another page. Please choose another.',
  pageMoved: 'This page has moved to a new address.',
  pageRemoved: 'This page has been removed.',
} as const;

export const fieldMessages = {
  notText: (label: string) => `${label} must be text.`,
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  controlChars: (label: string) => `${label} must be on one line, without tabs or control characters.`,
  textControlChars: (label: string) => `${label} contains a control character (an invisible code). Please remove it.`,
  notFlag: (label: string) => `${label} must be true or false.`,
  notDate: (label: string) => `${label} must be a date in the form YYYY-MM-DD.`,
};
