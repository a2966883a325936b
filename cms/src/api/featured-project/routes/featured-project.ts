import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::featured-project.featured-project');
