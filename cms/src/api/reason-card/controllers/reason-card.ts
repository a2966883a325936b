import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::reason-card.reason-card');
