import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::exporting-business.exporting-business');
