import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::awarded-products-service.awarded-products-service',
);
