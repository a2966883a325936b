import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::site-admin.site-admin');
