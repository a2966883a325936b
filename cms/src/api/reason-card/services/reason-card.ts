import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::reason-card.reason-card');
