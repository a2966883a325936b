import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::featured-project.featured-project');
