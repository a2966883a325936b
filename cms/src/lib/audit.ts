/**
 * What the audit trail (D-11.3) names for an admin write: the `global::audit` route middleware records, after a
 * successful write, the record a controller named here, else the record the answer carries (`data._id` with its
 * `title` or `name`), else, for the admin's own account, the admin.
 */
import type { Context } from 'koa';
import type { AuditType } from '@cadmax/contract';
import type { SiteAdminRow } from './records';

export interface AuditSubject {
  recordId: string;
  title: string;
  /** When the route serves several types (a restore from the trash). */
  type?: AuditType;
  /** One line on what changed (a status change: "New → Contacted"). */
  detail?: string;
}

/** The admin who makes the request (admin-auth left it in ctx.state), as the trail and the trash name them. */
export const actorOf = (ctx: Context): string => (ctx.state.siteAdmin as SiteAdminRow | undefined)?.email ?? '';

export function auditSubject(ctx: Context, subject: AuditSubject): void {
  ctx.state.auditSubject = subject;
}

export function subjectOf(ctx: Context, type: AuditType | undefined): AuditSubject | null {
  const named = ctx.state.auditSubject as AuditSubject | undefined;
  if (named) return named;
  const data = (ctx.body as { data?: Record<string, unknown> } | undefined)?.data;
  if (data && typeof data._id === 'string') {
    return { recordId: data._id, title: String(data.title ?? data.name ?? '') };
  }
  const admin = ctx.state.siteAdmin as SiteAdminRow | undefined;
  return type === 'profile' && admin ? { recordId: admin.documentId, title: admin.name } : null;
}
