/**
 * The panel refuses what the React admin's API refuses. A type's field table (@cadmax/contract fields/, named in the
 * registry, ./content-types.ts) says which fields are required and how long each may be; the admin's bodies are
 * parsed with it, and this document service middleware checks the panel's saves with it, with the same messages
 * (a type only the panel edits, every public one's, is held to its table the same way).
 * Strapi's own check of a schema's `required` waits for the publish on a type with drafts (a draft may be
 * incomplete); the admin refuses an incomplete draft, so the panel does too. Writes made outside a panel request
 * (the admin's, already parsed; the seed; the scheduler) are not checked again.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fieldProblem } from '@cadmax/contract';
import { contentTypeOf } from './content-types';
import { panelUser } from './panel-request';

/** What the check reads of a sent value: text trimmed (as the admin's bodies trim), '' for none. */
const asText = (value: unknown): string | null =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : null;

/** The first field the data breaks, as the admin's API words it, or null. An update checks only what it sends. */
export function fieldRulesProblem(uid: string, data: Record<string, unknown>, creating: boolean): string | null {
  for (const [name, spec] of Object.entries(contentTypeOf(uid)?.fields ?? {})) {
    if (!creating && !(name in data)) continue;
    const value = asText(data[name]);
    // Not text: Strapi's own validation of the attribute's type answers it.
    const problem = value === null ? null : fieldProblem(spec, value);
    if (problem) return problem;
  }
  return null;
}

/** In register(): the panel's creates and updates of a type with a field table. */
export function checkPanelFieldRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const creating = context.action === 'create';
    if (!creating && context.action !== 'update') return next();
    if (!contentTypeOf(context.uid)?.fields || !panelUser(strapi)) return next();
    const data = ((context.params as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
    const problem = fieldRulesProblem(context.uid, data, creating);
    if (problem) throw new errors.ValidationError(problem);
    return next();
  });
}
