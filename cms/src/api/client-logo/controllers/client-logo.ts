import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::client-logo.client-logo');
