import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::highlighted-product-catalog.highlighted-product-catalog',
);
