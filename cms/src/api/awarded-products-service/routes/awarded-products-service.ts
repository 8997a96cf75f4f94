import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::awarded-products-service.awarded-products-service');
