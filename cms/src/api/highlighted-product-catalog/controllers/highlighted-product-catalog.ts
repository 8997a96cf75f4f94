import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::highlighted-product-catalog.highlighted-product-catalog',
);
