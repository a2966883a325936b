/**
 * The server side of and D-10: every request body is parsed with its schema from @cadmax/contract (the rules
 * the forms apply, defined once there) before anything is stored. A refused body is a 400 HttpError with the
 * message the client shows.
 */
import {
  fieldMessages,
  normalizeLoginEmail,
  parseMessage,
  passwordProblem,
  text,
  type Parsed,
  type Schema,
} from '@cadmax/contract';
import { badRequest, notFound } from './http';

export { normalizeLoginEmail };

/** The body as its schema reads it, or a 400 with the message of the first rule it breaks. */
export function parseBody<S extends Schema>(schema: S, body: unknown): Parsed<S> {
  const result = parseMessage(schema, body);
  if (!result.ok) throw badRequest(result.message);
  return result.data;
}

/** One text field outside a form's schema (the honeypot): '' when absent, a 400 when not text. */
export function textField(body: Record<string, unknown>, key: string, label: string): string {
  return parseBody(text(label), body[key]);
}

/** The password policy for every new admin password (reset, first start, the command-line reset): a 400 when broken. */
export function checkNewPassword(value: string): void {
  const problem = passwordProblem(value);
  if (problem) throw badRequest(problem);
}

/** A record id from the body (`_id`): Strapi documentIds are short lowercase alphanumerics. */
export function recordId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(fieldMessages.required('_id'));
  const id = value.trim();
  if (!/^[a-z0-9]{1,64}$/i.test(id)) throw badRequest('_id is not a valid id.');
  return id;
}

/** An id from the URL path: anything that cannot be a documentId is simply not found. */
export function pathId(value: unknown, notFoundMessage: string): string {
  if (typeof value !== 'string' || !/^[a-z0-9]{1,64}$/i.test(value)) throw notFound(notFoundMessage);
  return value;
}
