/**
 * Every write of the site settings (D-8.11), the panel's included, passes the contract's link rules
 * (packages/contract/src/site-links.ts): social links https only, the map only from the providers the site frames.
 * A bad value is Strapi's 400 ValidationError with the message, and nothing is stored.
 */
import { errors } from '@strapi/utils';
import { siteLinkProblem } from '@cadmax/contract';

interface WriteEvent {
  params: { data?: Record<string, unknown> | Record<string, unknown>[] };
}

function checkLinks(event: WriteEvent) {
  const rows = Array.isArray(event.params.data) ? event.params.data : [event.params.data];
  for (const row of rows) {
    for (const [field, value] of Object.entries(row ?? {})) {
      const problem = siteLinkProblem(field, value);
      if (problem) throw new errors.ValidationError(problem);
    }
  }
}

export default {
  beforeCreate: checkLinks,
  beforeUpdate: checkLinks,
  beforeCreateMany: checkLinks,
  beforeUpdateMany: checkLinks,
};
