import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::client-logo.client-logo');
