import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::awarded-products-service.awarded-products-service',
);
