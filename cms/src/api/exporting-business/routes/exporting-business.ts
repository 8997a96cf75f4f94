import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::exporting-business.exporting-business');
