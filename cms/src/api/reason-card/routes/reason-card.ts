import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::reason-card.reason-card');
