import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::site-admin.site-admin');
