/**
 * GET /quote-services (admin): the quote form's services, and every service enquiries were sent under (the inbox's
 * filter keeps a removed one). POST /quote-services (admin): a new list, `{services: [{value?, label}]}` in order
 * (R-3.13, D-8.13; the rules in @cadmax/contract's quote-services.ts, a 400 with the first broken one).
 */
import type { Core } from '@strapi/strapi';
import { quoteServicesProblem, type QuoteServiceInput } from '@cadmax/contract';
import { action } from '../../../lib/action';
import { auditSubject } from '../../../lib/audit';
import { badRequest, bodyOf, noStore, ok } from '../../../lib/http';
import { quoteServices, saveQuoteServices, servicesInUse } from '../../../lib/quote-services';

export const QUOTE_SERVICES_SAVED = 'Quote services saved.';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  get: action(async (ctx) => {
    noStore(ctx);
    const [services, inUse] = await Promise.all([quoteServices(strapi), servicesInUse(strapi)]);
    ok(ctx, { data: { services, inUse } });
  }),

  save: action(async (ctx) => {
    const list = bodyOf(ctx).services;
    const problem = quoteServicesProblem(list);
    if (problem) throw badRequest(problem);
    const services = await saveQuoteServices(strapi, list as QuoteServiceInput[]);
    // In the activity log as a change of the site's settings, the new list in its detail line.
    auditSubject(ctx, {
      recordId: 'quote-services',
      title: 'Quote services',
      detail: services.map((s) => s.label).join(', '),
    });
    ok(ctx, { message: QUOTE_SERVICES_SAVED, data: { services } });
  }),
});
