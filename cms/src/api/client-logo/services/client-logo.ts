import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::client-logo.client-logo');
