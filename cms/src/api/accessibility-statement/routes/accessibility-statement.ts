import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::accessibility-statement.accessibility-statement');
