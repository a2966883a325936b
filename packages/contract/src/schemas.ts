/**
 * The request bodies of the spec's API (docs/api.md) as zod schemas: the CMS parses every write with them and
 * the forms can check the same rules before sending. A body is checked in steps, each only when the one before
 * passed, so the first issue is the message the client gets (parseMessage) and it is the same one the API has
 * always answered: first wrong types ("Name must be text."), then missing fields, then each field in form order.
 *
 * Form fields come as text (JSON or multipart): absent or null is '', anything else than a string is refused,
 * text is trimmed. Passwords are taken as typed.
 */
import { z } from 'zod';
import { blogFields, jobOpeningFields, localizedFields, projectFields, teamMemberFields, fieldProblem } from './fields';
import type { FieldSpec, FieldTable } from './fields';
import { QUOTE_SERVICE_LABEL_MAX } from './quote-services';
import {
  APPLICATION_STAGES,
  AUDIT_ACTIONS,
  AUDIT_TYPES,
  ENQUIRY_STATUSES,
  PUBLISHABLE_TYPES,
  SAVE_STATUSES,
  TRASH_TYPES,
} from './enums';
import { LONG_TEXT_MAX, NAME_MAX, NOTE_MAX, SKILLS_MAX, PUBLISH_AT_GRACE_MS, EMAIL_MAX, ALT_TEXT_MAX } from './limits';
import { fieldMessages, messages } from './messages';
import { publicPagePath } from './page-views';
import { LOCALES, localeOf, type Locale } from './locales';
import { slugProblem } from './slugs';
import {
  charCount,
  hasControlChars,
  isEmail,
  isIsoDate,
  isPhoneExactly10,
  isPhoneUpTo10,
  isSubmissionKey,
  lines,
  normalizeLoginEmail,
  passwordProblem,
} from './rules';

// In a browser zod runs without its compiled fast path: the probe for it (`new Function`) is an eval that the site's
// strict CSP refuses and reports. On the server (the CMS) the fast path stays.
if ('window' in globalThis) z.config({ jitless: true });

// ---------- field building blocks ----------

const issue = (ctx: { issues: z.core.$ZodRawIssue[] }, value: unknown, message: string) =>
  ctx.issues.push({ code: 'custom', message, input: value });

/** Refuses a value: its issue, and nothing passed on (what a transform returns for a value it cannot take). */
const refuse = (ctx: { issues: z.core.$ZodRawIssue[] }, value: unknown, message: string): never => {
  issue(ctx, value, message);
  return z.NEVER;
};

/** A text field: '' when absent, trimmed; a number, object or array (a repeated form field) is refused. */
export const text = (label: string, notText = fieldMessages.notText(label)) =>
  z.transform((value, ctx): string => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') return refuse(ctx, value, notText);
    return value.trim();
  });

/** An optional text field: undefined when absent (an update leaves it as it is), '' when null. */
export const optionalText = (label: string) =>
  z.transform((value, ctx): string | undefined => {
    if (value === undefined) return undefined;
    if (value === null) return '';
    if (typeof value !== 'string') return refuse(ctx, value, fieldMessages.notText(label));
    return value.trim();
  });

/** A password: as typed, never trimmed. */
const rawPassword = z.transform((value, ctx): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return refuse(ctx, value, messages.passwordsText);
  return value;
});

/** A yes/no form field ('true'/'false' as FormData sends it, JSON booleans too): undefined when absent. */
export const flag = (label: string) =>
  z.transform((value, ctx): boolean | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    return refuse(ctx, value, fieldMessages.notFlag(label));
  });

/** At most `max` characters (as people count them). */
export const upTo = (max: number, label: string) =>
  z.string().refine((v) => charCount(v) <= max, fieldMessages.tooLong(label, max));

/**
 * A field table's text fields (fields/table.ts), in its order: `texts` for a body's first step, `required` for
 * eachFilled, `limits` for its checks. With `keepUnsent`, an optional field not sent stays undefined (an update keeps
 * it) instead of ''.
 */
function tableTexts<T extends FieldTable, Keep extends boolean = false>(table: T, keepUnsent?: Keep) {
  type K = keyof T & string;
  type Value<Key extends K> = Keep extends true
    ? T[Key] extends { required: true }
      ? string
      : string | undefined
    : string;
  const rows = Object.entries(table) as [K, FieldSpec][];
  const kept = (spec: FieldSpec) => Boolean(keepUnsent) && !spec.required;
  const each = <S>(make: (spec: FieldSpec) => S) =>
    Object.fromEntries(rows.map(([key, spec]) => [key, make(spec)])) as Record<K, S>;
  const checked = (spec: FieldSpec) =>
    z.transform((value: string | undefined, ctx): string | undefined => {
      const problem = value === undefined ? null : fieldProblem(spec, value);
      if (problem) issue(ctx, value, problem);
      return value;
    });
  return {
    texts: each((spec) => (kept(spec) ? optionalText(spec.label) : text(spec.label))) as unknown as {
      [Key in K]: z.ZodType<Value<Key>, unknown>;
    },
    required: Object.fromEntries(rows.filter(([, spec]) => spec.required).map(([key, spec]) => [key, spec.label])),
    limits: each(checked) as unknown as { [Key in K]: z.ZodType<Value<Key>, Value<Key>> },
  };
}

/** The body of a form of a field table's text fields alone: read as text, then the required ones, then each limit. */
function tableBody<T extends FieldTable>(table: T) {
  // Built over any table's names (zod's types do not follow a generic one), then typed as this table's.
  const { texts, required, limits } = tableTexts<FieldTable>(table);
  const body = z.object(texts).pipe(eachFilled<Record<string, string>>(required)).pipe(z.object(limits));
  return body as z.ZodType<Record<keyof T & string, string>, unknown>;
}

/** D-14.6: a page's URL slug, checked when one is typed ('' and absent pass: the CMS keeps or derives it). */
const slugChecked = <T extends string | undefined>() =>
  z.transform((value: T, ctx): T => {
    const problem = value ? slugProblem(value) : null;
    if (problem) issue(ctx, value, problem);
    return value;
  });

/** A flag read in the first step, passed on as it is (absent stays absent). */
const optionalFlag = z.transform((value: boolean | undefined) => value);

/** A valid address, stored in lower case. */
export const emailAddress = () =>
  z
    .string()
    .refine(isEmail, messages.invalidEmail)
    .transform((v) => v.toLowerCase());

/** One of `values` (a service, a status, a stage...), else `message`. */
const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .refine((v) => (values as readonly string[]).includes(v), message)
    .transform((v) => v as T);

const phoneUpTo10 = z.string().refine(isPhoneUpTo10, messages.phoneUpTo10);
const phoneExactly10 = z.string().refine(isPhoneExactly10, messages.phoneExactly10);

/** Every listed field filled, or one message for the whole form (the public forms' "Please fill out all fields."). */
const allFilled = <T extends Record<string, unknown>>(
  keys: readonly (keyof T)[],
  message: string = messages.fillAllFields,
) => z.custom<T>().refine((v) => keys.every((k) => v[k] !== ''), message);

/** Each listed field filled, in order: "{Label} is required." for the first one missing. */
const eachFilled = <T extends Record<string, unknown>>(labels: Partial<Record<keyof T, string>>) =>
  z.custom<T>().superRefine((v, ctx) => {
    const missing = (Object.keys(labels) as (keyof T)[]).find((k) => v[k] === '');
    if (missing !== undefined) ctx.addIssue({ code: 'custom', message: fieldMessages.required(labels[missing]!) });
  });

// ---------- public forms ----------

/**
 * A public form's submission key, checked with the field types: absent (a caller of the spec's API
 * without one, stored as it always was) or a key the site made (rules.ts isSubmissionKey). Passed on as it is.
 */
const submissionKey = z.transform((value, ctx): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !isSubmissionKey(value)) return refuse(ctx, value, messages.invalidSubmissionKey);
  return value;
});
const keyPassed = z.transform((value: string | undefined) => value);

/**
 * D-14.3: the public page the visitor came to the form from, as the site's script names it. Never a reason to
 * refuse a form: anything that is not a page of the site is kept as '' (not known).
 */
const sourcePage = z.transform((value): string => publicPagePath(value) ?? '');

/** D-15: the language of the page the form was sent from. Never a reason to refuse: an unknown value is English. */
const formLanguage = z.transform((value): Locale => localeOf(value));

/** A name or a city: at most NAME_MAX characters, one line, no control characters. */
const oneLine = (label: string) =>
  upTo(NAME_MAX, label).refine((v) => !hasControlChars(v), fieldMessages.controlChars(label));

/** Who sends a public form: their name, email and phone, read as text, and the form's key... */
const senderText = {
  name: text('Name'),
  email: text('Email'),
  phone_number: text('Phone number'),
  submission_key: submissionKey,
  source_page: sourcePage,
  language: formLanguage,
};
/** ...then checked, after the form's own fields are all filled. */
const sender = {
  name: oneLine('Name'),
  email: emailAddress(),
  phone_number: phoneUpTo10,
  submission_key: keyPassed,
  source_page: z.string(),
  language: z.enum(LOCALES),
};

/** POST /contact-add. */
const contactText = z.object({ ...senderText, services: text('Service'), message: text('Message') });
export const contactAddBody = contactText
  .pipe(allFilled<z.output<typeof contactText>>(['name', 'email', 'phone_number', 'services', 'message']))
  .pipe(
    z.object({
      ...sender,
      // one of the stored list (quote-services.ts); the CMS checks it against the list, trimmed here.
      services: upTo(QUOTE_SERVICE_LABEL_MAX, 'Service').transform((v) => v.trim()),
      message: upTo(LONG_TEXT_MAX, 'Message'),
    }),
  );
export type ContactAddBody = z.output<typeof contactAddBody>;

/** POST /job-add (multipart; the resume is a file beside these fields). The position must name a current opening. */
const applicationText = z.object({ ...senderText, position: text('Position'), city: text('City') });
export const jobAddBody = applicationText
  .pipe(allFilled<z.output<typeof applicationText>>(['name', 'email', 'phone_number', 'position', 'city']))
  .pipe(z.object({ ...sender, city: oneLine('City'), position: z.string() }));
export type JobAddBody = z.output<typeof jobAddBody>;

// JSON sends a boolean; a plain HTML form sends a ticked checkbox as "on" (or its value attribute).
const TICKED = new Set<unknown>([true, 'true', 'on', '1', 'yes']);

const ticked = z.transform((value, ctx): true => {
  if (TICKED.has(value)) return true;
  return refuse(ctx, value, messages.consentRequired);
});

/** POST /subscribe/subscribe-add: sending e-mail to an address needs its owner's explicit yes (a ticked box). */
export const subscribeBody = z
  .object({
    email: text('Email'),
    consent: z.unknown().optional(),
    submission_key: submissionKey,
    language: formLanguage,
  })
  .pipe(
    eachFilled<{ email: string; consent: unknown; submission_key: string | undefined; language: Locale }>({
      email: 'Email',
    }),
  )
  .pipe(z.object({ email: emailAddress(), consent: ticked, submission_key: keyPassed, language: z.enum(LOCALES) }));
export type SubscribeBody = z.output<typeof subscribeBody>;

/**
 * D-13.1, GET and POST /subscribe/unsubscribe: the address and its signature from the link in a newsletter mail.
 * Whether the token signs the address is the CMS's check; a malformed link gets the same message.
 */
export const unsubscribeBody = z
  .object({ email: z.unknown().optional(), token: z.unknown().optional() })
  .refine(
    (v) =>
      typeof v.email === 'string' && isEmail(v.email) && typeof v.token === 'string' && /^[\w-]{43}$/.test(v.token),
    messages.unsubscribeInvalid,
  )
  .transform((v) => ({ email: (v.email as string).toLowerCase(), token: v.token as string }));
export type UnsubscribeBody = z.output<typeof unsubscribeBody>;

// ---------- admin account ----------

/** POST /login: the email as the login looks it up (normalizeLoginEmail), the password as typed. */
export const loginBody = z
  .object({ email: z.transform(normalizeLoginEmail), password: z.unknown().optional() })
  .refine((v) => v.email !== null && typeof v.password === 'string' && v.password !== '', messages.loginRequired)
  .transform((v) => ({ email: v.email as string, password: v.password as string }));
export type LoginBody = z.output<typeof loginBody>;

/** POST /reset-password: the new password under the policy (the current one is checked by the CMS). */
const passwordText = z.object({ currentPassword: rawPassword, newPassword: rawPassword, confirmPassword: rawPassword });
export const resetPasswordBody = passwordText
  .pipe(allFilled<z.output<typeof passwordText>>(['currentPassword', 'newPassword', 'confirmPassword']))
  .pipe(
    z
      .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
      .refine((v) => v.newPassword === v.confirmPassword, messages.passwordMismatch)
      .pipe(
        z.custom<{ currentPassword: string; newPassword: string; confirmPassword: string }>().superRefine((v, ctx) => {
          const problem = passwordProblem(v.newPassword);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['newPassword'] });
        }),
      ),
  );
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;

/** A new password alone (the admin's first start, the command-line reset). */
export const newPassword = z.string().superRefine((v, ctx) => {
  const problem = passwordProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** POST /profile-update (multipart; profileImage is a file). Changing the email also takes currentPassword. */
const profileText = z.object({
  name: text('Name'),
  email: text('Email'),
  phone: text('Phone number'),
  currentPassword: rawPassword,
});
export const profileUpdateBody = profileText
  .pipe(allFilled<z.output<typeof profileText>>(['name', 'email', 'phone']))
  .pipe(
    z.object({
      name: upTo(NAME_MAX, 'Name'),
      email: emailAddress(),
      phone: phoneExactly10,
      currentPassword: z.string(),
    }),
  );
export type ProfileUpdateBody = z.output<typeof profileUpdateBody>;

// ---------- admin content ----------

/** POST /blog/create and /blog/update (with `_id`); the image is a file. `content` is HTML the CMS sanitizes. */
export const blogBody = tableBody(blogFields);
export type BlogBody = z.output<typeof blogBody>;

/** POST /blog/image: an image put into an article, with its alternative text; the image is a file. */
const articleImageText = z.object({ alt: text('Alternative text') });
export const articleImageBody = articleImageText
  .pipe(eachFilled<z.output<typeof articleImageText>>({ alt: 'Alternative text' }))
  .pipe(z.object({ alt: upTo(ALT_TEXT_MAX, 'Alternative text') }));

/** POST /teams and /teams-edit (with `_id`); the photo is a file. */
export const teamMemberBody = tableBody(teamMemberFields);
export type TeamMemberBody = z.output<typeof teamMemberBody>;

/**
 * POST /jobadd and /jobedit (with `_id`): R-5.4's title, location and about (≤300) required; the public fields
 * beside them (role, quote, skills one a line) are optional, and a blank role follows the title.
 */
const openingTexts = tableTexts(jobOpeningFields);
const openingText = z.object({ ...openingTexts.texts, skills: text('Skills'), slug: text('URL slug') });
export const jobOpeningBody = openingText
  .pipe(eachFilled<z.output<typeof openingText>>(openingTexts.required))
  .pipe(
    z.object({
      ...openingTexts.limits,
      skills: z
        .string()
        .transform(lines)
        .refine((list) => list.length <= SKILLS_MAX, messages.skillsTooMany)
        .refine((list) => list.every((skill) => charCount(skill) <= NAME_MAX), messages.skillTooLong),
      slug: slugChecked<string>(),
    }),
  )
  .transform((v) => ({ ...v, role: v.role || v.title }));
export type JobOpeningBody = z.output<typeof jobOpeningBody>;

/**
 * POST /project-add and /project/update (with `_id`): R-5.6's title (≤100), content (≤300), client, category and
 * date required. The optional public fields (docs/api.md) are left out when not sent, so an update keeps them.
 * Images, the logo and the image order are files and a list the CMS reads beside these.
 */
const projectTexts = tableTexts(projectFields, true);
const projectText = z.object({
  ...projectTexts.texts,
  slug: optionalText('URL slug'),
  upcoming: flag('Upcoming'),
  removeLogo: flag('removeLogo'),
});
export const projectBody = projectText
  .pipe(eachFilled<z.output<typeof projectText>>(projectTexts.required))
  .pipe(
    z.object({
      ...projectTexts.limits,
      slug: slugChecked<string | undefined>(),
      upcoming: optionalFlag,
      removeLogo: optionalFlag,
    }),
  )
  // Fields not sent are left out, not stored as empty.
  .transform((v) => Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined)) as typeof v);
export type ProjectBody = z.output<typeof projectBody>;

/**
 * D-15.9: POST /project/update with `locale=hi`: the project's texts in that language, its localized fields alone
 * with the English save's rules (an optional one not sent is kept as it is).
 */
const projectTranslationTexts = tableTexts(localizedFields(projectFields), true);
export const projectTranslationBody = z
  .object(projectTranslationTexts.texts)
  .pipe(eachFilled<z.output<z.ZodObject<typeof projectTranslationTexts.texts>>>(projectTranslationTexts.required))
  .pipe(z.object(projectTranslationTexts.limits))
  .transform((v) => Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined)) as typeof v);

// ---------- the enquiry inbox, the applicant pipeline, the trash, the activity list (D-11.1) ----------

/** A query-string filter: absent or '' is no filter; anything else must be one of `values`. */
const filterOf = <T extends string>(values: readonly T[], message: string) =>
  z.transform((value, ctx): T | undefined => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) return refuse(ctx, value, message);
    return value as T;
  });

/** A query-string text filter: undefined when absent or blank, trimmed, at most `max` characters. */
const textFilter = (label: string, max: number) =>
  z.transform((value, ctx): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return refuse(ctx, value, fieldMessages.notText(label));
    const trimmed = value.trim();
    if (charCount(trimmed) > max) issue(ctx, value, fieldMessages.tooLong(label, max));
    return trimmed === '' ? undefined : trimmed;
  });

/** A query-string day (YYYY-MM-DD): undefined when absent or blank. */
const dayFilter = (label: string) =>
  z.transform((value, ctx): string | undefined => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !isIsoDate(value)) return refuse(ctx, value, fieldMessages.notDate(label));
    return value;
  });

/** A record id in a query string (a documentId). */
const idFilter = (message: string) =>
  z.transform((value, ctx): string | undefined => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !/^[a-z0-9]{1,64}$/i.test(value)) return refuse(ctx, value, message);
    return value;
  });

/** A note's text, as the first step reads it. */
const noteText = z.object({ note: text('Note') });

/** POST /contact-status: `{_id, status, note?}`. */
export const enquiryStatusBody = z
  .object({ status: text('Status'), note: text('Note') })
  .pipe(z.object({ status: oneOf(ENQUIRY_STATUSES, messages.invalidStatus), note: upTo(NOTE_MAX, 'Note') }));
export type EnquiryStatusBody = z.output<typeof enquiryStatusBody>;

/** POST /job-stage: `{_id, stage, note?}`. */
export const applicationStageBody = z
  .object({ stage: text('Stage'), note: text('Note') })
  .pipe(z.object({ stage: oneOf(APPLICATION_STAGES, messages.invalidStage), note: upTo(NOTE_MAX, 'Note') }));
export type ApplicationStageBody = z.output<typeof applicationStageBody>;

/** POST /contact-note and /job-note: `{_id, note}`. */
export const noteBody = noteText
  .pipe(eachFilled<z.output<typeof noteText>>({ note: 'Note' }))
  .pipe(z.object({ note: upTo(NOTE_MAX, 'Note') }));
export type NoteBody = z.output<typeof noteBody>;

/** GET /contact-get's optional filters (beside `search`, `page`, `limit`). */
export const enquiryFilters = z.object({
  status: filterOf(ENQUIRY_STATUSES, messages.invalidStatus),
  // Any stored service, a removed one's included (the inbox still finds the enquiries sent under it).
  service: textFilter('Service', QUOTE_SERVICE_LABEL_MAX),
});
export type EnquiryFilters = z.output<typeof enquiryFilters>;

/** GET /job-get's optional filters: `opening` is the opening's `_id`. */
export const applicationFilters = z.object({
  stage: filterOf(APPLICATION_STAGES, messages.invalidStage),
  opening: idFilter(messages.invalidOpeningFilter),
});
export type ApplicationFilters = z.output<typeof applicationFilters>;

/** GET /trash's optional filter. */
export const trashFilters = z.object({ type: filterOf(TRASH_TYPES, messages.invalidType) });
export type TrashFilters = z.output<typeof trashFilters>;

/** GET /activity's optional filters: `user` is the admin's email; `from` and `to` are days, both included. */
export const activityFilters = z.object({
  type: filterOf(AUDIT_TYPES, messages.invalidType),
  action: filterOf(AUDIT_ACTIONS, messages.invalidAction),
  user: textFilter('User', EMAIL_MAX),
  from: dayFilter('From'),
  to: dayFilter('To'),
});
export type ActivityFilters = z.output<typeof activityFilters>;

// ---------- drafts, scheduled publishing and previews (D-11.5) ----------

/** ISO 8601 with a zone, as `Date.prototype.toISOString` writes it (seconds and fraction optional). */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A 'Publish at' time: absent or '' is none; else a date and time with its zone, not in the past (a time up to
 * PUBLISH_AT_GRACE_MS past is taken as now: the browser's clock may be a little behind the server's).
 */
const publishAtField = z.transform((value, ctx): Date | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const date = typeof value === 'string' && ZONED_DATE_TIME.test(value.trim()) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) return refuse(ctx, value, messages.publishAtInvalid);
  if (date.getTime() < Date.now() - PUBLISH_AT_GRACE_MS) return refuse(ctx, value, messages.publishAtPast);
  return date;
});

/**
 * The optional publishing fields of POST /blog/create, /blog/update, /project-add and /project/update: without them a
 * save publishes (the spec's clients see no change); `status=draft` saves the draft only; `publishAt` saves the draft
 * and publishes it at that time.
 */
export const publishingFields = z
  .object({ status: filterOf(SAVE_STATUSES, messages.invalidSaveStatus), publishAt: publishAtField })
  .superRefine((v, ctx) => {
    if (v.publishAt && v.status === 'published') issue(ctx, v.status, messages.publishAtWithPublish);
  });
export type PublishingFields = z.output<typeof publishingFields>;

/** POST /blog/publish and /project/publish: `{_id, publishAt?}` (now, or at that time). */
export const publishBody = z.object({ publishAt: publishAtField });
export type PublishBody = z.output<typeof publishBody>;

/** GET /preview-link's `type` (with `_id`). */
export const previewLinkQuery = z.object({
  type: z.transform((value, ctx) => {
    if (typeof value !== 'string' || !(PUBLISHABLE_TYPES as readonly string[]).includes(value))
      return refuse(ctx, value, messages.invalidType);
    return value as (typeof PUBLISHABLE_TYPES)[number];
  }),
});

// ---------- reading a result ----------

/** Any body schema, and what it gives once parsed (so users need no zod import of their own). */
export type Schema = z.ZodType;
export type Parsed<S extends Schema> = z.output<S>;

/** The message of the first rule a body breaks (what the API answers with a 400), or null. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

/** Parses a body: `{ok: true, data}` or `{ok: false, message}` with the API's 400 message. */
export function parseMessage<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { ok: true; data: z.output<S> } | { ok: false; message: string } {
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: firstMessage(result.error) };
}
