import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::exporting-business.exporting-business');
