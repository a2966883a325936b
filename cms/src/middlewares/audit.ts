/**
 * Route middleware on every admin write (cms/src/api/adapter/routes/adapter.ts, `audited`): once the write has
 * succeeded, one row in the audit trail (D-11.3) says who did what to which record (cms/src/lib/audit.ts). The
 * write is already committed then, so a failure to record it is logged and the answer stays the write's.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import type { AuditAction, AuditType } from '@cadmax/contract';
import { actorOf, subjectOf } from '../lib/audit';
import type { AuditService } from '../api/audit-entry/services/audit-entry';

export interface AuditConfig {
  action: AuditAction;
  /** Absent when the controller names the type (a restore). */
  type?: AuditType;
}

export default (config: AuditConfig, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    await next();
    if (ctx.status >= 300) return;
    const subject = subjectOf(ctx, config.type);
    const type = subject?.type ?? config.type;
    if (!subject || !type) {
      strapi.log.error(`[audit] ${ctx.method} ${ctx.path} names no record: not recorded`);
      return;
    }
    const audit = strapi.service('api::audit-entry.audit-entry') as unknown as AuditService;
    try {
      await audit.record({ ...subject, action: config.action, type, user: actorOf(ctx) });
    } catch (error) {
      strapi.log.error(`[audit] ${ctx.method} ${ctx.path}: ${(error as Error).message}`);
    }
  };
