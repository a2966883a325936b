import type { Core } from '@strapi/strapi';
import { createOutbox } from '../../../lib/mail-outbox';

/** The mail outbox of this CMS instance (cms/src/lib/mail-outbox.ts): `outboxOf(strapi)`. */
export default ({ strapi }: { strapi: Core.Strapi }) => createOutbox(strapi);
