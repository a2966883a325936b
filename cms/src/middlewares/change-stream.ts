/** GET /_changes: the change stream the web servers follow (lib/content-changes.ts); not public. */
import type { Core } from '@strapi/strapi';
import { changeFeed } from '../lib/content-changes';
import { shuttingDown } from '../lib/health';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  changeFeed.middleware(() => shuttingDown(strapi));
