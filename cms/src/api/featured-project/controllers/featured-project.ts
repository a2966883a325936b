import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::featured-project.featured-project');
